import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mainApi } from '@/api/clients';
import { type CorpoDe } from '@/api/escritas/campos';
import { writeLog } from '@/api/historico/write-log';
import { pedidoKeys } from '@/api/pedidos/keys';
import type { Profissional } from '@/api/session/profissional';
import type { CANCELAR_PEDIDO_CAMPOS } from '../model/escritas-campos';

export interface CancelarInput extends CorpoDe<typeof CANCELAR_PEDIDO_CAMPOS> {
  pedidoId: number;
  motivoCancelamentoSelecionadoId: number;
  observacoesCancelamento: string;
}

/** PUT /api/cancelarPedidoCirurgia/{id}, then a log entry of type Status; the lists reload. */
export function useCancelarPedido(profissional: Profissional) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ pedidoId, ...body }: CancelarInput) => {
      await mainApi.put(`/api/cancelarPedidoCirurgia/${pedidoId}`, body);
      await writeLog(profissional, { idPedido: pedidoId, tipo: 'Status', descricao: 'CANCELADO' });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pedidoKeys.all }),
  });
}
