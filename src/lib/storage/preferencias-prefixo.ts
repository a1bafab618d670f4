// Sign-out's part of the preferences, apart from their reading and writing so that the sign-in page's JS (which holds
// the session store) does not carry those (docs/decisions/002-bundle-budget.md).

/** The local-storage prefix of the users' preferences (src/lib/storage/preferencias.ts). */
export const PREFIX = 'preferencias:';

/** Clears local storage except the users' preferences. */
export function clearStorageKeepingPreferencias(): void {
  const kept: [string, string][] = [];
  for (let i = 0; i < localStorage.length; i += 1) {
    const key = localStorage.key(i);
    const value = key?.startsWith(PREFIX) ? localStorage.getItem(key) : null;
    if (key && value !== null) kept.push([key, value]);
  }
  localStorage.clear();
  for (const [key, value] of kept) localStorage.setItem(key, value);
}
