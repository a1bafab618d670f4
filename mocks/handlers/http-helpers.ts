import { HttpResponse } from 'msw';
import type { Profissional } from '@/api/session/profissional';
import type { AccessFlag } from '@/config/access-flags';
import { findUserByToken } from '../db/db';
import { inDialect } from '../dialect';

/** A handler's path under its own back-end's base (mocks/backends.ts). */
export { route } from '../backends';

/** A JSON answer in the dialect being served (mocks/dialect.ts); error bodies keep one form. */
export function json(body: unknown, init?: ResponseInit): Response {
  const headers = new Headers(init?.headers);
  headers.set('Content-Type', 'application/json');
  return new Response(JSON.stringify(inDialect(body)), { ...init, headers });
}

export function mensagem(status: number, text: string): HttpResponse<{ mensagem: string }> {
  return HttpResponse.json({ mensagem: text }, { status });
}

/** The signed-in professional of a request, or a thrown 401 as the real back-end answers an expired token. */
export function authUser(request: Request): Profissional {
  const header = request.headers.get('Authorization') ?? '';
  const token = header.startsWith('Bearer ') ? header.slice(7) : '';
  const user = token ? findUserByToken(token) : undefined;
  if (!user) throw mensagem(401, 'Sessão expirada. Faça login novamente.');
  return user.profissional;
}

export function hasFlag(profissional: Profissional, flag: AccessFlag): boolean {
  const value = profissional[flag];
  return value !== null && value !== undefined && value !== '' && value !== 'N';
}

/** The professional when any of the flags allows the call; else a thrown 403. */
export function requireAnyFlag(request: Request, ...flags: AccessFlag[]): Profissional {
  const profissional = authUser(request);
  if (flags.length && !flags.some((f) => hasFlag(profissional, f))) {
    throw mensagem(403, 'Acesso negado.');
  }
  return profissional;
}

/** JSON or form-encoded body as a plain record. */
export async function readBody(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get('Content-Type') ?? '';
  if (type.includes('application/x-www-form-urlencoded')) {
    const form = new URLSearchParams(await request.text());
    const out: Record<string, unknown> = {};
    for (const [k, v] of form) {
      out[k] = v;
    }
    return out;
  }
  if (type.includes('application/json')) {
    const value: unknown = await request.json();
    return value && typeof value === 'object' && !Array.isArray(value) ? Object.fromEntries(Object.entries(value)) : {};
  }
  return {};
}

export function numberParam(value: string | readonly string[] | undefined): number {
  return Number(Array.isArray(value) ? value[0] : value);
}
