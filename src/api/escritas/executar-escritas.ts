import { useCallback, useRef } from 'react';
import { enviarOuGuardar } from '@/api/outbox/enviar-ou-guardar';
import { errorMessage } from '@/lib/http/api-error';
import { enviarEscrita } from './enviar-escrita';
import type { Escrita } from './escrita';
import { memoriaLocal, type MemoriaDeEscritas } from './memoria';
import { executarSequencia, type Desfecho, type SequenciaDeps } from './sequencia';

/** The back-ends themselves: the main API or the logging service, a silent write through the outbox. */
const PADRAO = { enviar: enviarEscrita, guardar: enviarOuGuardar, descrever: errorMessage } as const;

/** The writes in order, against the back-ends, with this memory (./sequencia.ts). */
export function executarEscritas(
  escritas: readonly Escrita[],
  memoria: MemoriaDeEscritas,
  deps: Partial<Omit<SequenciaDeps, 'memoria'>> = {},
): Promise<Desfecho> {
  return executarSequencia(escritas, { ...PADRAO, ...deps, memoria });
}

/**
 * A dialog's writes with what this dialog already sent: a second Salvar after a failure sends only what is missing
 * (the memory lives as long as the dialog); a failure rejects with the back-end's error, as one write would.
 */
export function useEscritasRetomaveis(): (escritas: readonly Escrita[]) => Promise<void> {
  const memoria = useRef<MemoriaDeEscritas | null>(null);
  return useCallback(async (escritas) => {
    memoria.current ??= memoriaLocal();
    const desfecho = await executarEscritas(escritas, memoria.current);
    if (!desfecho.ok) throw desfecho.erro;
  }, []);
}
