import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mainApi } from '@/api/clients';
import { ApiError } from '@/lib/http/api-error';
import { writeLog } from '@/api/historico/write-log';
import { pedidoKeys } from '@/api/pedidos/keys';
import type { Profissional } from '@/api/session/profissional';

export interface AlterarStatusInput {
  pedidoId: number;
  payload: Readonly<Record<string, string | number | null | undefined>>;
  /** The log's description: the new status name, or 'REAGENDAMENTO - {reason}'. */
  log: string;
  /** A reschedule also moves the room booking (addressed by the request, docs/decisions.md 'agendamento PUT'). */
  inicioCirurgia?: string | null;
}

/** PUT /api/alterarStatus/{id} (form-encoded), the booking for a reschedule, then a Status log entry. */
export function useAlterarStatus(profissional: Profissional) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ pedidoId, payload, log, inicioCirurgia }: AlterarStatusInput) => {
      await mainApi.put(`/api/alterarStatus/${pedidoId}`, payload);
      if (inicioCirurgia) {
        // A request never booked has no booking to move: that is no failure of the status change.
        await mainApi.put(`/api/agendamentoSalaCirurgia/${pedidoId}`, { inicioCirurgia }).catch((error: unknown) => {
          if (!(error instanceof ApiError && error.status === 404)) throw error;
        });
      }
      await writeLog(profissional, { idPedido: pedidoId, tipo: 'Status', descricao: log });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pedidoKeys.all }),
  });
}

/** PUT /api/cancelarPedidoMotivo/{id} with motivoRejeicao, then the log 'CANCELADO' (§4). */
export function useRejeitarPedido(profissional: Profissional) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ pedidoId, motivo }: { pedidoId: number; motivo: string }) => {
      await mainApi.put(`/api/cancelarPedidoMotivo/${pedidoId}`, { motivoRejeicao: motivo });
      await writeLog(profissional, { idPedido: pedidoId, tipo: 'Status', descricao: 'CANCELADO' });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pedidoKeys.all }),
  });
}
