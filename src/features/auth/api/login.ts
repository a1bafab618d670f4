import { useMutation } from '@tanstack/react-query';
import { mainApi } from '@/api/clients';
import { parseLoginResponse } from '@/api/session/profissional';
import { sessionStore } from '@/api/session/session-store';

export interface Credentials {
  username: string;
  password: string;
}

/** POST /api/loginDemanda: stores the professional record and the token (spec decision 9). */
export async function login(credentials: Credentials) {
  const response = parseLoginResponse(await mainApi.post('/api/loginDemanda', credentials, { keepSessionOn401: true }));
  return sessionStore.signIn(response);
}

export function useLoginMutation() {
  return useMutation({ mutationFn: login, meta: { silent: true } });
}
