import { useMutation } from '@tanstack/react-query';
import { mainApi } from '@/api/clients';
import { parseLoginResponse } from '@/api/session/profissional';
import { sessionStore } from '@/api/session/session-store';
import type { LOGIN_CAMPOS } from '../model/login-schema';

type Credentials = Record<(typeof LOGIN_CAMPOS)[number], string>;

/**
 * POST /api/loginDemanda: stores the professional record and the token (spec decision 9); the password also gives back
 * the work the tab kept of this user (a lock, a 401) and the key that seals it at the next one
 * (docs/decisions/014-lock-and-export.md). The vault loads here, not with the sign-in page (002-bundle-budget.md).
 */
export async function login(credentials: Credentials) {
  const response = parseLoginResponse(await mainApi.post('/api/loginDemanda', credentials, { keepSessionOn401: true }));
  const profissional = sessionStore.signIn(response);
  const { abrirCofre } = await import('@/lib/storage/cofre');
  await abrirCofre(profissional.userid, credentials.password);
  return profissional;
}

export function useLoginMutation() {
  return useMutation({ mutationFn: login, meta: { silent: true } });
}
