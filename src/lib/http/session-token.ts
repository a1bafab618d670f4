const TOKEN_KEY = 'token';

/** The bearer token of the signed-in user (spec decision 9), kept with the professional in local storage. */
export const sessionToken = {
  get: (): string | null => localStorage.getItem(TOKEN_KEY),
  set: (token: string | null | undefined) => {
    if (token) localStorage.setItem(TOKEN_KEY, token);
    else localStorage.removeItem(TOKEN_KEY);
  },
};

type UnauthorizedListener = () => void;
let unauthorizedListener: UnauthorizedListener | null = null;

/** The app registers what a 401 does (save the wizard draft, then sign out). */
export function onUnauthorized(listener: UnauthorizedListener | null): void {
  unauthorizedListener = listener;
}

/**
 * A 401 ends the session only when the call carried the session's current token: an answer to a call of an earlier
 * session (the user before, on a shared PC, one already signed out) or to a call sent without a token (while the
 * screen is locked, docs/decisions/014-lock-and-export.md) never signs the current user out.
 */
export function notifyUnauthorized(sent: string | null): void {
  if (sent !== null && sent === sessionToken.get()) unauthorizedListener?.();
}
