// Apart from the lock's own module: the layouts and the router read it before any screen mounts or fetches
// (docs/decisions/014-lock-and-export.md).

/** Kept while locked, so that a reload or a new tab of the same browser is locked too (no patient data in it). */
export const LOCK_KEY = 'opera.bloqueio';

/** Whether the session is locked (in this tab or another of the same browser). */
export const isLockStored = (): boolean => localStorage.getItem(LOCK_KEY) === '1';
