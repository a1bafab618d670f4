import { useSyncExternalStore } from 'react';
import { sessionToken } from '@/lib/http/session-token';
import { marcarDescarte } from '@/lib/storage/cofre-descarte';
import { clearStorageKeepingPreferencias } from '@/lib/storage/preferencias-prefixo';
import { readStoredProfissional, storeProfissional, type LoginResponse, type Profissional } from './profissional';

type Listener = () => void;
const listeners = new Set<Listener>();
const beforeSignOut = new Set<() => void>();
let current: Profissional | null = readStoredProfissional();

function emit() {
  for (const l of listeners) l();
}

export type SignOutReason = 'user' | 'expired' | 'no-access';
let lastReason: SignOutReason | null = null;

/** The signed-in professional, shared by every screen (kept in local storage as the specification says). */
export const sessionStore = {
  get: (): Profissional | null => current,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  signIn(response: LoginResponse): Profissional {
    const { token, ...profissional } = response;
    sessionToken.start(token);
    storeProfissional(profissional);
    current = readStoredProfissional();
    lastReason = null;
    emit();
    return profissional;
  },
  /**
   * Ends the session. 'Sair' (and a user without access) leaves nothing behind: local storage is cleared but the
   * users' preferences, and the tab's session storage, where the wizard's draft lives (requester-side.md §4). A 401
   * ('expired') keeps the draft for the same user (spec decision 9): the registered savers run first, and the app
   * takes it out of clear storage (docs/decisions/014-lock-and-export.md).
   */
  signOut(reason: SignOutReason = 'user'): void {
    if (reason === 'expired') {
      for (const save of beforeSignOut) {
        try {
          save();
        } catch (error) {
          console.error('Falha ao salvar antes de sair', error);
        }
      }
    } else {
      sessionStorage.clear();
      marcarDescarte();
    }
    clearStorageKeepingPreferencias();
    current = null;
    lastReason = reason;
    emit();
  },
  /** Registers work that must happen before any sign-out (returns the unregister function). */
  onBeforeSignOut(save: () => void): () => void {
    beforeSignOut.add(save);
    return () => beforeSignOut.delete(save);
  },
  lastSignOutReason: (): SignOutReason | null => lastReason,
};

/** The signed-in professional or null. */
export function useProfissional(): Profissional | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}

/** The signed-in professional, for screens behind the session guard. */
export function useRequiredProfissional(): Profissional {
  const profissional = useProfissional();
  if (!profissional) throw new Error('Sessão ausente');
  return profissional;
}
