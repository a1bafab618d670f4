import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CorpoDe } from '@/api/escritas/campos';
import type { Escrita } from '@/api/escritas/escrita';
import { useEscritasRetomaveis } from '@/api/escritas/executar-escritas';
import type { EstadoDoPedido } from '@/api/escritas/model/estado-do-pedido';
import { escritaDoLog } from '@/api/historico/write-log';
import { pedidoKeys } from '@/api/pedidos/keys';
import type { Profissional } from '@/api/session/profissional';
import type { CANCELAR_PEDIDO_CAMPOS } from '../model/escritas-campos';

interface CancelarInput extends CorpoDe<typeof CANCELAR_PEDIDO_CAMPOS> {
  pedidoId: number;
  motivoCancelamentoSelecionadoId: number;
  observacoesCancelamento: string;
}

/** PUT /api/cancelarPedidoCirurgia/{id} (requester-side.md §3 'Cancellation'), then a log entry of type Status. */
function escritasDoCancelamento(
  { pedidoId, ...body }: CancelarInput,
  autor: Pick<Profissional, 'userid' | 'username'>,
): Escrita[] {
  return [
    { id: 'cancelamento', backend: 'main', method: 'PUT', path: `/api/cancelarPedidoCirurgia/${pedidoId}`, body },
    escritaDoLog(autor, { idPedido: pedidoId, tipo: 'Status', descricao: 'CANCELADO' }),
  ];
}

const RECARREGAR = [pedidoKeys.all];

/**
 * The cancellation's writes, resumable after a failure (src/api/escritas), after the check that the request is as the
 * row showed it (docs/decisions/031-pedido-alterado-antes-da-escrita.md); the lists reload.
 */
export function useCancelarPedido(profissional: Profissional) {
  const queryClient = useQueryClient();
  const executar = useEscritasRetomaveis(RECARREGAR);
  return useMutation({
    mutationFn: ({ visto, ...c }: CancelarInput & { visto: EstadoDoPedido }) =>
      executar(escritasDoCancelamento(c, profissional), { pedidoId: c.pedidoId, visto }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pedidoKeys.all }),
  });
}
