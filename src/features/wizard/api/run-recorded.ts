import {
  markSubmissionWriteDone,
  readSubmissionProgress,
  readSubmissionResults,
} from '@/api/escritas/submission-progress';
import { errorMessage } from '@/lib/http/api-error';
import { runSubmission, type RunResult, type Write } from '../model/submission';
import { resolverRefs } from '../model/write-refs';
import { sendWrite } from './send-write';

/**
 * Runs a submission's writes for a record (request or demand), skipping and recording those already sent; the ids
 * earlier tries answered (the admission created) resolve what later writes send and count as sent.
 */
export function runRecorded(recordId: number, writes: readonly Write[]): Promise<RunResult> {
  const conhecidos = { ...readSubmissionResults(recordId) };
  return runSubmission(
    writes,
    readSubmissionProgress(
      recordId,
      writes.map((w) => resolverRefs(w, conhecidos)),
    ),
    sendWrite,
    (id, resultado) => {
      if (resultado) conhecidos[resultado.nome] = resultado.id;
      const write = writes.find((w) => w.id === id);
      if (write) markSubmissionWriteDone(recordId, resolverRefs(write, conhecidos), resultado);
    },
    errorMessage,
    conhecidos,
  );
}
