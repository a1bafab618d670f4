import { sessionStore } from '@/api/session/session-store';

// Which writes of a request's submission already succeeded, so that a second Enviar (after a failure, or after a
// reload) resumes at the failed write instead of repeating the request update (wizards-and-management.md §4). Kept in
// sessionStorage beside the wizard draft, keyed by the request and the user; cleared on success and on a new draft.

const PREFIX = 'opera.wizard.envio';

function key(pedidoId: number): string | null {
  const userid = sessionStore.get()?.userid;
  return userid === undefined ? null : `${PREFIX}:${userid}:${pedidoId}`;
}

/** The ids of the writes already done for this request (empty when none or unreadable). */
export function readSubmissionProgress(pedidoId: number): Set<string> {
  const k = key(pedidoId);
  try {
    const raw = k ? sessionStorage.getItem(k) : null;
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return new Set(Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

/** Records one more write as done. */
export function markSubmissionWriteDone(pedidoId: number, writeId: string): void {
  const k = key(pedidoId);
  if (!k) return;
  const done = readSubmissionProgress(pedidoId);
  done.add(writeId);
  try {
    sessionStorage.setItem(k, JSON.stringify([...done]));
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
