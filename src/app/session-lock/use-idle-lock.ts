import { useCallback, useEffect, useRef, useState } from 'react';
import { sessionStore } from '@/api/session/session-store';
import { createIdleTimer, type IdlePhase, type IdleTimer } from './idle-timer';
import { idleMs, WARNING_MS } from './idle-minutes';
import { isLockStored } from './lock-mark';
import { lockSession, uncover, unlockSession } from './lock-session';
import { openSessionChannel, type SessionChannel } from './session-channel';

const INPUT_EVENTS = ['mousemove', 'mousedown', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;
/** This tab tells the others of its input at most this often (a mouse move is many events a second). */
const SHARE_EVERY_MS = 5_000;

const currentUserId = (): number | null => sessionStore.get()?.userid ?? null;

/**
 * The idle lock of a signed-in layout: the timer fed by this tab's input and the other tabs' messages, and the
 * lock's actions. `onUnlocked` tells the layout the screens may show (a tab opened while locked rendered none). The
 * public tracking page has no such layout, so it never locks.
 */
export function useIdleLock(onUnlocked: () => void) {
  const [phase, setPhase] = useState<IdlePhase>('active');
  const timer = useRef<IdleTimer | null>(null);
  const channel = useRef<SessionChannel | null>(null);
  const liberar = useRef(onUnlocked);
  liberar.current = onUnlocked;

  useEffect(() => {
    let shared = 0;
    const c = openSessionChannel((message) => {
      if (message === 'atividade') t.extend();
      else if (message === 'bloqueio') t.lock();
      // 'Sair' or 'Entrar com outro usuário' in another tab: this one signs out too, leaving nothing of the user.
      else if (message === 'troca-de-usuario' || message === 'saida') sessionStore.signOut('user');
      else if (t.phase() === 'locked') {
        unlockSession(currentUserId());
        t.unlock();
        liberar.current();
      }
    });
    const t = createIdleTimer({
      idleMs: idleMs(),
      warningMs: WARNING_MS,
      onPhase: (next) => {
        if (next === 'locked') {
          lockSession(currentUserId());
          c.post('bloqueio');
        }
        setPhase(next);
      },
    });
    timer.current = t;
    channel.current = c;
    if (isLockStored()) t.lock();
    const onInput = () => {
      if (t.phase() !== 'active') return;
      t.activity();
      const now = Date.now();
      if (now - shared >= SHARE_EVERY_MS) {
        shared = now;
        c.post('atividade');
      }
    };
    const onVisible = () => t.check();
    for (const type of INPUT_EVENTS) window.addEventListener(type, onInput, { capture: true, passive: true });
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      for (const type of INPUT_EVENTS) window.removeEventListener(type, onInput, { capture: true });
      document.removeEventListener('visibilitychange', onVisible);
      t.stop();
      c.close();
      // Signed out (from the lock or elsewhere): the login page is shown in the page put back.
      uncover();
    };
  }, []);

  const extend = useCallback(() => {
    timer.current?.extend();
    channel.current?.post('atividade');
  }, []);
  const unlocked = useCallback(() => {
    unlockSession(currentUserId());
    timer.current?.unlock();
    channel.current?.post('desbloqueio');
    liberar.current();
  }, []);
  const switchUser = useCallback(() => {
    channel.current?.post('troca-de-usuario');
    sessionStore.signOut('user');
  }, []);
  const lockAt = useCallback(() => timer.current?.lockAt() ?? Date.now(), []);
  return { phase, lockAt, extend, unlocked, switchUser };
}
