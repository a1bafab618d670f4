import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEscritasRetomaveis } from '@/api/escritas/executar-escritas';
import { pedidoKeys } from '@/api/pedidos/keys';
import type { Profissional } from '@/api/session/profissional';
import { escritasDaRejeicao, escritasDoStatus, type AlteracaoStatus } from '../model/status-escritas';

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

/** The rejection's writes (model/status-escritas), resumable in the same way. */
export function useRejeitarPedido(profissional: Profissional) {
  const queryClient = useQueryClient();
  const executar = useEscritasRetomaveis();
  return useMutation({
    mutationFn: (r: { pedidoId: number; motivo: string }) => executar(escritasDaRejeicao(r, profissional)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pedidoKeys.all }),
  });
}
