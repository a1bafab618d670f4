import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mainApi } from '@/api/clients';
import { type CorpoDe } from '@/api/escritas/campos';
import { useEscritasRetomaveis } from '@/api/escritas/executar-escritas';
import { writeLog } from '@/api/historico/write-log';
import { pedidoKeys } from '@/api/pedidos/keys';
import type { Profissional } from '@/api/session/profissional';
import { escritasDoStatus, type AlteracaoStatus } from '../model/status-escritas';
import type { REJEICAO_CAMPOS } from '../model/status-form';

/**
 * The status change's writes (model/status-escritas), resumable: after a failure the dialog keeps what was chosen and
 * its next Salvar sends only the writes still missing.
 */
export function useAlterarStatus(profissional: Profissional) {
  const queryClient = useQueryClient();
  const executar = useEscritasRetomaveis();
  return useMutation({
    mutationFn: (alteracao: AlteracaoStatus) => executar(escritasDoStatus(alteracao, profissional)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pedidoKeys.all }),
  });
}

/** PUT /api/cancelarPedidoMotivo/{id} with motivoRejeicao, then the log 'CANCELADO' (§4). */
export function useRejeitarPedido(profissional: Profissional) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ pedidoId, motivo }: { pedidoId: number; motivo: string }) => {
      await mainApi.put(`/api/cancelarPedidoMotivo/${pedidoId}`, {
        motivoRejeicao: motivo,
      } satisfies CorpoDe<typeof REJEICAO_CAMPOS>);
      await writeLog(profissional, { idPedido: pedidoId, tipo: 'Status', descricao: 'CANCELADO' });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pedidoKeys.all }),
  });
}
