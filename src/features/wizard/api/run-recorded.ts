import { markSubmissionWriteDone, readSubmissionProgress } from '@/api/wizard-draft/submission-progress';
import { errorMessage } from '@/lib/http/api-error';
import { runSubmission, type RunResult, type Write } from '../model/submission';
import { sendWrite } from './send-write';

/** Runs a submission's writes for a record (request or demand), skipping and recording those already sent. */
export function runRecorded(recordId: number, writes: readonly Write[]): Promise<RunResult> {
  return runSubmission(
    writes,
    readSubmissionProgress(recordId, writes),
    sendWrite,
    (id) => {
      const write = writes.find((w) => w.id === id);
      if (write) markSubmissionWriteDone(recordId, write);
    },
    errorMessage,
  );
}
