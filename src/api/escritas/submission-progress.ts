import { sessionStore } from '@/api/session/session-store';

// Which writes of a request's submission already succeeded, so that a second Enviar (after a failure, or after a
// reload) resumes at the failed write instead of repeating the request update (wizards-and-management.md §4). Kept in
// sessionStorage beside the wizard draft, keyed by the request and the user; cleared on success and on a new draft.
// Each done write is stored with a fingerprint of what it sent: a write whose content changed since (the form was
// edited, or restarted on the same draft request) counts as not done and is sent again.

const PREFIX = 'opera.wizard.envio';

/** What a write sent, as far as resuming is concerned. */
export interface SentWrite {
  id: string;
  method: string;
  path: string;
  body?: unknown;
}

function key(pedidoId: number): string | null {
  const userid = sessionStore.get()?.userid;
  return userid === undefined ? null : `${PREFIX}:${userid}:${pedidoId}`;
}

/** A short digest of the write (no request content is kept in storage). */
export function fingerprint(write: SentWrite): string {
  const text = JSON.stringify([write.method, write.path, write.body ?? null]);
  let hash = 5381;
  for (let i = 0; i < text.length; i += 1) hash = (Math.imul(hash, 33) + text.charCodeAt(i)) | 0;
  return `${text.length}:${(hash >>> 0).toString(36)}`;
}

function readStored(pedidoId: number): Record<string, string> {
  const k = key(pedidoId);
  try {
    const parsed: unknown = JSON.parse((k && sessionStorage.getItem(k)) || '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    return {};
  }
}

/** The ids of these writes already done for this request with the same content. */
export function readSubmissionProgress(pedidoId: number, writes: readonly SentWrite[]): Set<string> {
  const stored = readStored(pedidoId);
  return new Set(writes.filter((w) => stored[w.id] === fingerprint(w)).map((w) => w.id));
}

/** Kept beside the done writes: an id a creating write answered (no write id starts with it). */
const RESULTADO = '=';

/** The ids the creating writes of this request's submission answered, by name (the admission created). */
export function readSubmissionResults(pedidoId: number): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [k, v] of Object.entries(readStored(pedidoId))) {
    if (k.startsWith(RESULTADO) && /^\d+$/.test(v)) out[k.slice(RESULTADO.length)] = Number(v);
  }
  return out;
}

/** Kept beside the done writes: a write that got no answer, with what its retry reads first (no id starts with it). */
const INCERTA = '?';

/**
 * Records that a write got no answer (it may have reached the server), with what its retry reads before sending it
 * again (ids and a time, never request content; docs/decisions/020-timeouts-checked-before-resend.md).
 */
export function markSubmissionWriteUncertain(pedidoId: number, writeId: string, conferencia: unknown): void {
  const k = key(pedidoId);
  if (!k) return;
  try {
    sessionStorage.setItem(
      k,
      JSON.stringify({ ...readStored(pedidoId), [`${INCERTA}${writeId}`]: JSON.stringify(conferencia) }),
    );
  } catch (error) {
    console.error('Falha ao registrar o progresso do envio', error instanceof Error ? error.message : error);
  }
}

/** What markSubmissionWriteUncertain kept for this write (to be parsed by its reader), or null. */
export function readSubmissionWriteUncertain(pedidoId: number, writeId: string): unknown {
  const guardado = readStored(pedidoId)[`${INCERTA}${writeId}`];
  if (guardado === undefined) return null;
  try {
    return JSON.parse(guardado);
  } catch {
    return null;
  }
}

/** Records one more write as done, with the id it answered when it created a record. */
export function markSubmissionWriteDone(
  pedidoId: number,
  write: SentWrite,
  resultado?: { nome: string; id: number } | null,
): void {
  const k = key(pedidoId);
  if (!k) return;
  const guardado = resultado ? { [`${RESULTADO}${resultado.nome}`]: String(resultado.id) } : {};
  const { [`${INCERTA}${write.id}`]: _resolvida, ...stored } = readStored(pedidoId);
  try {
    sessionStorage.setItem(k, JSON.stringify({ ...stored, [write.id]: fingerprint(write), ...guardado }));
  } catch (error) {
    console.error('Falha ao registrar o progresso do envio', error instanceof Error ? error.message : error);
  }
}

/** Forgets every submission's progress (after a successful submission, or when a new draft starts). */
export function clearSubmissionProgress(): void {
  const stale: string[] = [];
  for (let i = 0; i < sessionStorage.length; i += 1) {
    const k = sessionStorage.key(i);
    if (k?.startsWith(`${PREFIX}:`)) stale.push(k);
  }
  stale.forEach((k) => sessionStorage.removeItem(k));
}
