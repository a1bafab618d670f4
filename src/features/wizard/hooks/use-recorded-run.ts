import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { errorMessage } from '@/lib/http/api-error';
import { runRecorded } from '../api/run-recorded';
import type { Escrita } from '@/api/escritas/escrita';

interface RunEnd {
  /** The lists that show the record: reloaded once it was saved. */
  lists: QueryKey;
  /** Where the run goes once saved (a list, the table the wizard replaced). */
  done: () => void;
}

/**
 * What the request's and the demand's Enviar share (§4, §8): one run at a time; the ordered writes, each recorded once
 * it succeeded so a second try resumes at the failed one; a failure's 'Atenção!' message with form and draft kept;
 * on success the end of the wizard run (`encerrar`: autosave stopped, draft and progress cleared; the lists reloaded)
 * before `done`.
 */
export function useRecordedRun(failWith: (message: string) => string, encerrar: () => void) {
  const queryClient = useQueryClient();
  const running = useRef(false);
  const [enviando, setEnviando] = useState(false);
  const [erro, setErro] = useState<string | null>(null);

  const run = async (recordId: number, plan: () => Promise<readonly Escrita[]>, end: RunEnd) => {
    if (running.current) return;
    running.current = true;
    setEnviando(true);
    try {
      const result = await runRecorded(recordId, await plan());
      if (!result.ok) {
        setErro(result.mensagem);
        return;
      }
      encerrar();
      void queryClient.invalidateQueries({ queryKey: end.lists });
      end.done();
    } catch (error) {
      setErro(failWith(errorMessage(error)));
    } finally {
      running.current = false;
      setEnviando(false);
    }
  };

  return { run, busy: () => running.current, enviando, erro, setErro, fecharErro: () => setErro(null) };
}
