const TOKEN_KEY = 'token';
/** The number of the session the app is in: a new one at every sign-in and unlock, none once locked or signed out. */
const SESSAO_KEY = 'sessao';

// Local storage is cleared at sign-out, so a stored counter would start again at 1 and match a call of the session
// before: the number is the sign-in's time and a random part instead, never the same twice.
const novaSessao = (): string => `${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 10)}`;

/** The bearer token of the signed-in user (spec decision 9), kept with the professional in local storage. */
export const sessionToken = {
  get: (): string | null => localStorage.getItem(TOKEN_KEY),
  /** The current session's number, or null while locked or signed out. */
  sessao: (): string | null => localStorage.getItem(SESSAO_KEY),
  /** A sign-in or an unlock: its token, when the back-end sent one (it may send none), and a new session number. */
  start(token: string | null | undefined): void {
    if (token) localStorage.setItem(TOKEN_KEY, token);
    else localStorage.removeItem(TOKEN_KEY);
    localStorage.setItem(SESSAO_KEY, novaSessao());
  },
  /** The lock: no token and no session, so nothing sent before it can end what the unlock starts. */
  end(): void {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(SESSAO_KEY);
  },
};

type UnauthorizedListener = () => void;
let unauthorizedListener: UnauthorizedListener | null = null;

/** The app registers what a 401 does (save the wizard draft, then sign out). */
export function onUnauthorized(listener: UnauthorizedListener | null): void {
  unauthorizedListener = listener;
}

/**
 * A 401 ends the session when it answers a call sent in the current session, with or without a token (a back-end
 * may issue none, spec decision 9). The answer to a call of an earlier session (the user before, on a shared PC, or
 * the time before the lock, docs/decisions/014-lock-and-export.md) never signs the current user out.
 */
export function notifyUnauthorized(sentInSession: string | null): void {
  if (sentInSession !== null && sentInSession === sessionToken.sessao()) unauthorizedListener?.();
}
