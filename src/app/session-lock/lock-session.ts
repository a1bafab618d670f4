import { onlineManager, type QueryClient, type QueryObserver } from '@tanstack/react-query';
import { sessionToken } from '@/lib/http/session-token';

// What the lock does to the session and what the unlock restores (docs/decisions/014-lock-and-export.md).

/** Kept while locked, so that a reload or a new tab of the same browser is locked too (no patient data in it). */
const LOCK_KEY = 'opera.bloqueio';
const LOCKED_TITLE = 'OPERA · Sessão bloqueada';
/** The class that hides every element of the page but the lock (styles.css). */
export const LOCKED_CLASS = 'sessao-bloqueada';

export const isLockStored = (): boolean => localStorage.getItem(LOCK_KEY) === '1';

/** What an unlock gives back: the screens' queries to load again, the tab's title. */
export interface LockedState {
  observers: QueryObserver[];
  title: string;
}

/**
 * Covers the page, drops the token, stops every query call and clears the query cache; the screens stay mounted
 * under the cover, so their filters, dialogs and forms are as they were when the same user unlocks.
 */
export function lockSession(queryClient: QueryClient): LockedState {
  const state: LockedState = {
    observers: queryClient
      .getQueryCache()
      .getAll()
      .flatMap((q) => q.observers),
    title: document.title === LOCKED_TITLE ? 'OPERA · Pedidos de Cirurgia' : document.title,
  };
  document.body.classList.add(LOCKED_CLASS);
  document.title = LOCKED_TITLE;
  localStorage.setItem(LOCK_KEY, '1');
  sessionToken.end();
  onlineManager.setOnline(false);
  queryClient.clear();
  return state;
}

/** Uncovers the page (the login call has stored the new token) and loads the screens' queries again. */
export function unlockSession(state: LockedState | null): void {
  localStorage.removeItem(LOCK_KEY);
  document.body.classList.remove(LOCKED_CLASS);
  if (state) document.title = state.title;
  onlineManager.setOnline(true);
  // Setting an observer's options again builds its query anew in the emptied cache and fetches it if enabled.
  for (const observer of state?.observers ?? []) observer.setOptions(observer.options);
}

/** The signed-in layout left (sign-out): nothing stays covered or offline for the login page. */
export function uncover(): void {
  document.body.classList.remove(LOCKED_CLASS);
  onlineManager.setOnline(true);
}

/** 'Entrar com outro usuário': the tab's drafts go with the rest of its session storage (the page is left). */
export function clearTabStorage(): void {
  uncover();
  sessionStorage.clear();
}
