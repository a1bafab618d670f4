import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { enviarOuGuardar } from '@/api/outbox/enviar-ou-guardar';
import { errorMessage } from '@/lib/http/api-error';
import { PedidoAlterado, verificarPedido, type Conferencia } from './conferir-pedido';
import { enviarEscrita } from './enviar-escrita';
import type { Escrita } from './escrita';
import { memoriaLocal, type MemoriaDeEscritas } from './memoria';
import { vistoApos, type EstadoDoPedido } from './model/estado-do-pedido';
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
 * (the memory lives as long as the dialog); a failure rejects with the back-end's error, as one write would. Given
 * what the screen showed (a Conferencia), the request is read again first: changed, nothing is written, the queries
 * named reload to show the new state, and the rejection's message says what changed; what the user has now been told
 * of is what the next Salvar's check compares with (docs/decisions/031-pedido-alterado-antes-da-escrita.md).
 */
export function useEscritasRetomaveis(
  recarregar: readonly QueryKey[] = [],
): (escritas: readonly Escrita[], conferencia?: Conferencia) => Promise<void> {
  const queryClient = useQueryClient();
  const memoria = useRef<MemoriaDeEscritas | null>(null);
  const informados = useRef(new Map<number, EstadoDoPedido>());
  const chaves = useRef(recarregar);
  chaves.current = recarregar;
  return useCallback(
    async (escritas, conferencia) => {
      memoria.current ??= memoriaLocal();
      const c = conferencia && {
        ...conferencia,
        visto: informados.current.get(conferencia.pedidoId) ?? conferencia.visto,
      };
      const desfecho = await executarEscritas(
        escritas,
        memoria.current,
        c ? { verificar: () => verificarPedido(c) } : {},
      );
      if (desfecho.ok) return;
      if (c && desfecho.erro instanceof PedidoAlterado) {
        informados.current.set(c.pedidoId, vistoApos(c.visto, desfecho.erro.atual));
        await Promise.all(chaves.current.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      }
      throw desfecho.erro;
    },
    [queryClient],
  );
}
