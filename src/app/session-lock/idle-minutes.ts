import { env } from '@/config/env';
import { IDLE_MINUTES_DEFAULT } from '@/config/parse-env';

/** The warning's countdown (the dialog's '… em 60 s'). */
export const WARNING_MS = 60_000;

/** Where the journeys' build (`--mode e2e` only) reads a shorter idle time for the lock journey. */
const E2E_IDLE_KEY = 'opera.e2e.idleMinutes';

/** Minutes from the lock journey's setting: a positive number (decimals allowed), else the default. */
export function parseIdleMinutes(value: unknown): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(n) && n > 0 ? n : IDLE_MINUTES_DEFAULT;
}

/**
 * The idle time in ms: `VITE_IDLE_MINUTES` (the build's or config.js's, checked at start by src/config/env.ts), or in
 * the journeys' build a value the lock journey puts in the tab's sessionStorage (so that only that journey runs with a
 * short one; docs/decisions/014-lock-and-export.md).
 */
export function idleMs(): number {
  const e2e = import.meta.env.MODE === 'e2e' ? sessionStorage.getItem(E2E_IDLE_KEY) : null;
  return (e2e === null ? env.VITE_IDLE_MINUTES : parseIdleMinutes(e2e)) * 60_000;
}
