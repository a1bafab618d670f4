/**
 * Enviar: the final checks, then the ordered writes of model/submission.ts, resuming after a failure. Stub: filled in
 * by the step-4 work.
 */
export function useSubmission(): { enviar: () => Promise<void>; enviando: boolean } {
  return { enviar: () => Promise.resolve(), enviando: false };
}
