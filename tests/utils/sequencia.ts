import type { Escrita } from '@/api/escritas/escrita';
import { memoriaLocal } from '@/api/escritas/memoria';
import { executarSequencia } from '@/api/escritas/sequencia';

/**
 * The one runner of ordered writes (src/api/escritas/sequencia) with a memory the calls share (a second call is the
 * retry) and one sender for every write, the silent ones too (the outbox's own tests cover its share).
 */
export function sequencia() {
  const memoria = memoriaLocal();
  return (
    escritas: readonly Escrita[],
    enviar: (e: Escrita) => Promise<unknown>,
    descrever: (erro: unknown) => string = String,
  ) =>
    executarSequencia(escritas, {
      memoria,
      enviar,
      guardar: async (e) => void (await enviar(e)),
      descrever,
    });
}

/** A write of the main API (`extra` names the rest: its body, the log's back-end, how the sequence takes it). */
export const escrita = (
  id: string,
  method: Escrita['method'],
  path: string,
  extra: Partial<Escrita> = {},
): Escrita => ({
  id,
  backend: 'main',
  method,
  path,
  ...extra,
});
