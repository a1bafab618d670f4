import { z } from 'zod';
import { PREFIX } from '@/lib/storage/preferencias-prefixo';
import type { Pendente } from './outbox-policy';

// Each user's outbox in local storage under its own key (docs/decisions/015-outbox.md). The key sits under the prefix
// sign-out keeps (src/lib/storage/preferencias-prefixo.ts, at no cost to the sign-in page's JS): it survives sign-out
// and the browser closing, and another user signing in on the same PC neither reads nor sends it. Read entry by entry: an
// entry that cannot be read (an older version, a hand edit) is left out, never the whole outbox.

/** Dispatched on window whenever an outbox changes in this tab (the loop and the count listen). */
export const OUTBOX_EVENT = 'opera-outbox';

const pendenteSchema = z.object({
  id: z.string(),
  backend: z.enum(['main', 'log']),
  method: z.enum(['POST', 'PUT', 'DELETE']),
  path: z.string().startsWith('/'),
  body: z.record(z.string(), z.unknown()).optional(),
  criadoEm: z.number(),
  tentativas: z.number(),
  proximaEm: z.number(),
  incerta: z.boolean(),
});

export const outboxKey = (userid: number) => `${PREFIX}outbox:${userid}`;

/** The user's kept writes (an unreadable entry is left out and reported once in the console). */
export function lerOutbox(userid: number): Pendente[] {
  let raw: unknown;
  try {
    raw = JSON.parse(localStorage.getItem(outboxKey(userid)) ?? '[]');
  } catch {
    raw = [];
  }
  if (!Array.isArray(raw)) return [];
  const out: Pendente[] = [];
  for (const item of raw) {
    const parsed = pendenteSchema.safeParse(item);
    if (parsed.success) out.push(parsed.data);
    else console.error('Registro aguardando envio ilegível: descartado');
  }
  return out;
}

/** Replaces the user's outbox (removes the key when empty) and tells this tab's listeners. */
export function gravarOutbox(userid: number, lista: readonly Pendente[]): void {
  try {
    if (lista.length) localStorage.setItem(outboxKey(userid), JSON.stringify(lista));
    else localStorage.removeItem(outboxKey(userid));
  } catch (error) {
    console.error('Falha ao guardar o registro aguardando envio', error instanceof Error ? error.message : error);
  }
  window.dispatchEvent(new Event(OUTBOX_EVENT));
}
