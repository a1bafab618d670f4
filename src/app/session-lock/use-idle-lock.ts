import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { sessionStore } from '@/api/session/session-store';
import { createIdleTimer, type IdlePhase, type IdleTimer } from './idle-timer';
import { idleMs, WARNING_MS } from './idle-minutes';
import { clearTabStorage, isLockStored, lockSession, uncover, unlockSession, type LockedState } from './lock-session';
import { openSessionChannel, type SessionChannel } from './session-channel';

const INPUT_EVENTS = ['mousemove', 'mousedown', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;
/** This tab tells the others of its input at most this often (a mouse move is many events a second). */
const SHARE_EVERY_MS = 5_000;

/** 'Entrar com outro usuário' in this tab or another: sign-out (the draft is saved), then the tab's storage cleared. */
function signOutClearingTab(): void {
  sessionStore.signOut('user');
  clearTabStorage();
}

/**
 * The idle lock of a signed-in layout: the timer fed by this tab's input and the other tabs' messages, and the
 * lock's actions. The public tracking page has no such layout, so it never locks.
 */
export function useIdleLock() {
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<IdlePhase>('active');
  const timer = useRef<IdleTimer | null>(null);
  const channel = useRef<SessionChannel | null>(null);
  const locked = useRef<LockedState | null>(null);

  useEffect(() => {
    let shared = 0;
    const c = openSessionChannel((message) => {
      if (message === 'atividade') t.extend();
      else if (message === 'bloqueio') t.lock();
      else if (message === 'troca-de-usuario') signOutClearingTab();
      else if (t.phase() === 'locked') {
        unlockSession(locked.current);
        locked.current = null;
        t.unlock();
      }
    });
    const t = createIdleTimer({
      idleMs: idleMs(),
      warningMs: WARNING_MS,
      onPhase: (next) => {
        if (next === 'locked' && !locked.current) {
          locked.current = lockSession(queryClient);
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
      uncover();
      locked.current = null;
    };
  }, [queryClient]);

  const extend = useCallback(() => {
    timer.current?.extend();
    channel.current?.post('atividade');
  }, []);
  const unlocked = useCallback(() => {
    unlockSession(locked.current);
    locked.current = null;
    timer.current?.unlock();
    channel.current?.post('desbloqueio');
  }, []);
  const switchUser = useCallback(() => {
    channel.current?.post('troca-de-usuario');
    signOutClearingTab();
  }, []);
  const lockAt = useCallback(() => timer.current?.lockAt() ?? Date.now(), []);
  return { phase, lockAt, extend, unlocked, switchUser };
}
