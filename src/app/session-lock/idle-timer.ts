// The shared ward PC's idle lock (docs/decisions/014-lock-and-export.md): pure timing, no DOM, driven by the caller.

/** Where the session stands: in use, warned ('Sua sessão será bloqueada…'), or locked. */
export type IdlePhase = 'active' | 'warning' | 'locked';

interface IdleTimerOptions {
  /** Time without input before the warning. */
  idleMs: number;
  /** The warning's countdown before the lock (60 s; WCAG 2.2.1 asks at least 20 s). */
  warningMs: number;
  onPhase: (phase: IdlePhase) => void;
  now?: () => number;
}

export interface IdleTimer {
  /** This tab's input (mouse, key, touch, scroll): restarts the wait, but does not answer a warning already shown. */
  activity(): void;
  /** 'Continuar trabalhando', or another tab's input: ends a warning and restarts the wait. */
  extend(): void;
  /** Locks at once (another tab locked, or a lock kept from before a reload). */
  lock(): void;
  /** The same user unlocked: back to work with a full wait. */
  unlock(): void;
  /** Checks the deadlines now (a tab back from the background, where timers run late). */
  check(): void;
  phase(): IdlePhase;
  /** When the lock falls, while warned. */
  lockAt(): number;
  stop(): void;
}

/**
 * The idle timer: the warning after `idleMs` without input, the lock `warningMs` later. Deadlines are times, not
 * counted timeouts, so a timer that fires late (a background tab) still locks on time or at once.
 */
export function createIdleTimer({ idleMs, warningMs, onPhase, now = Date.now }: IdleTimerOptions): IdleTimer {
  let phase: IdlePhase = 'active';
  let last = now();
  let handle: ReturnType<typeof setTimeout> | undefined;

  const setPhase = (next: IdlePhase) => {
    if (next === phase) return;
    phase = next;
    onPhase(next);
  };
  const check = () => {
    clearTimeout(handle);
    if (phase === 'locked') return;
    const t = now();
    const warnAt = last + idleMs;
    if (t >= warnAt + warningMs) {
      setPhase('locked');
      return;
    }
    if (t >= warnAt) setPhase('warning');
    handle = setTimeout(check, (t >= warnAt ? warnAt + warningMs : warnAt) - t);
  };
  const restart = () => {
    last = now();
    setPhase('active');
    check();
  };
  check();

  return {
    activity() {
      if (phase === 'active') last = now();
    },
    extend() {
      if (phase !== 'locked') restart();
    },
    lock() {
      clearTimeout(handle);
      setPhase('locked');
    },
    unlock: restart,
    check,
    phase: () => phase,
    lockAt: () => last + idleMs + warningMs,
    stop: () => clearTimeout(handle),
  };
}
