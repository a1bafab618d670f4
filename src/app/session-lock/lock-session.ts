import { onlineManager } from '@tanstack/react-query';
import { sessionToken } from '@/lib/http/session-token';
import { abrirCofre, selarCofre } from '@/lib/storage/cofre';
import { LOCK_KEY } from './lock-mark';

// What the lock does to the session and what the unlock restores (docs/decisions/014-lock-and-export.md).

const LOCKED_TITLE = 'OPERA · Sessão bloqueada';
/** The class that hides whatever a screen adds to the page while locked (idle-guard.css). */
const LOCKED_CLASS = 'sessao-bloqueada';

/** What an unlock gives back: the page's elements taken out of the document, where it was scrolled and focused. */
interface LockedState {
  fora: ChildNode[];
  title: string;
  foco: Element | null;
  rolagem: [Element, number, number][];
  janela: [number, number];
}

let covered: LockedState | null = null;

/** Every scrolled element under `nodes`, with its position (an element out of the document loses it). */
function scrolled(nodes: ChildNode[]): [Element, number, number][] {
  const found: [Element, number, number][] = [];
  for (const node of nodes) {
    if (!(node instanceof Element)) continue;
    for (const el of [node, ...node.querySelectorAll('*')]) {
      if (el.scrollTop || el.scrollLeft) found.push([el, el.scrollTop, el.scrollLeft]);
    }
  }
  return found;
}

/**
 * React keeps the screens' portals (dialogs, overlays) as children of `body`; one closed while locked is removed by
 * React from `body`, where it no longer is: it is then dropped from the kept elements instead of failing.
 */
function tolerateRemovalOf(state: LockedState): void {
  const removeChild = document.body.removeChild.bind(document.body);
  document.body.removeChild = <T extends Node>(child: T): T => {
    const i = state.fora.findIndex((n) => n.isSameNode(child));
    if (i < 0) return removeChild(child);
    state.fora.splice(i, 1);
    return child;
  };
}

/**
 * Takes every element of the page out of the document (the screens stay mounted, their state in memory, their text
 * nowhere in the page), drops the token and the session, stops every query call, and takes `userid`'s work out of the
 * tab's session storage. The query cache is kept: the same user's unlock finds every screen as it was.
 */
export function lockSession(userid: number | null): void {
  if (covered) return;
  const fora = [...document.body.childNodes];
  const state: LockedState = {
    fora,
    title: document.title === LOCKED_TITLE ? 'OPERA · Pedidos de Cirurgia' : document.title,
    foco: document.activeElement,
    rolagem: scrolled(fora),
    janela: [window.scrollX, window.scrollY],
  };
  for (const node of fora) node.remove();
  tolerateRemovalOf(state);
  covered = state;
  document.body.classList.add(LOCKED_CLASS);
  document.title = LOCKED_TITLE;
  localStorage.setItem(LOCK_KEY, '1');
  sessionToken.end();
  onlineManager.setOnline(false);
  if (userid !== null) void selarCofre(userid);
}

/** Puts the page back as it was: its elements, their scroll, the focus and the tab's title; queries may run again. */
export function uncover(): void {
  const state = covered;
  covered = null;
  document.body.classList.remove(LOCKED_CLASS);
  onlineManager.setOnline(true);
  if (!state) return;
  Reflect.deleteProperty(document.body, 'removeChild');
  document.body.prepend(...state.fora);
  for (const [el, top, left] of state.rolagem) {
    el.scrollTop = top;
    el.scrollLeft = left;
  }
  window.scrollTo(...state.janela);
  if (state.foco instanceof HTMLElement && state.foco.isConnected) state.foco.focus({ preventScroll: true });
  document.title = state.title;
}

/**
 * The same user unlocked (here, after the login call stored the new session, or in another tab): the page comes back,
 * the tab's work returns to its storage, and stale queries load again with the new token.
 */
export function unlockSession(userid: number | null): void {
  localStorage.removeItem(LOCK_KEY);
  uncover();
  if (userid !== null) void abrirCofre(userid);
}
