import {
  markSubmissionWriteDone,
  markSubmissionWriteUncertain,
  readSubmissionProgress,
  readSubmissionResults,
  readSubmissionWriteUncertain,
} from '@/api/escritas/submission-progress';
import { classificarFalha } from '@/api/outbox/outbox-policy';
import { errorMessage, isApiError } from '@/lib/http/api-error';
import { runSubmission, type RunResult, type Write } from '../model/submission';
import { conferirReenvio, reenvioApos, type Conferencia, type Leitura } from '../model/submission-reenvio';
import { resolverRefs } from '../model/write-refs';
import { conferenciaSchema, lerConferencia } from './conferir-escrita';
import { sendWrite } from './send-write';

export interface RunDeps {
  enviar: (write: Write) => Promise<unknown>;
  /** The read that checks an unanswered write before it is sent again; null when it failed. */
  ler: (c: Conferencia) => Promise<Leitura | null>;
}

const PADRAO: RunDeps = { enviar: sendWrite, ler: lerConferencia };

/**
 * Sends one write; a creating POST whose earlier try got no answer is read for first (docs/decisions/
 * 020-timeouts-checked-before-resend.md): found, it is skipped with the id it created; changed since, the record is
 * updated; missing or unreadable, it is sent. A write that gets no answer is recorded with what its retry reads.
 */
function enviarConferindo(recordId: number, deps: RunDeps) {
  return async (write: Write): Promise<unknown> => {
    const guardada = write.method === 'POST' ? readSubmissionWriteUncertain(recordId, write.id) : null;
    const anterior = guardada === null ? null : conferenciaSchema.safeParse(guardada);
    let alvo = write;
    if (anterior?.success) {
      const reenvio = reenvioApos(write, conferirReenvio(anterior.data, await deps.ler(anterior.data), write.body));
      if (reenvio.pular) return reenvio.resposta;
      alvo = reenvio.write;
    }
    try {
      return await deps.enviar(alvo);
    } catch (error) {
      const status = isApiError(error) ? error.status : null;
      if (alvo.conferir && alvo.method === 'POST' && status !== null && classificarFalha(status) === 'incerta') {
        markSubmissionWriteUncertain(recordId, alvo.id, alvo.conferir);
      }
      throw error;
    }
  };
}

/**
 * Runs a submission's writes for a record (request or demand), skipping and recording those already sent; the ids
 * earlier tries answered (the admission created) resolve what later writes send and count as sent.
 */
export function runRecorded(recordId: number, writes: readonly Write[], deps: RunDeps = PADRAO): Promise<RunResult> {
  const conhecidos = { ...readSubmissionResults(recordId) };
  return runSubmission(
    writes,
    readSubmissionProgress(
      recordId,
      writes.map((w) => resolverRefs(w, conhecidos)),
    ),
    enviarConferindo(recordId, deps),
    (id, resultado) => {
      if (resultado) conhecidos[resultado.nome] = resultado.id;
      const write = writes.find((w) => w.id === id);
      if (write) markSubmissionWriteDone(recordId, resolverRefs(write, conhecidos), resultado);
    },
    errorMessage,
    conhecidos,
  );
}
