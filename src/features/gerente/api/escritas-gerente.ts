import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEscritasRetomaveis } from '@/api/escritas/executar-escritas';
import type { EstadoDoPedido } from '@/api/escritas/model/estado-do-pedido';
import { pedidoKeys } from '@/api/pedidos/keys';
import type { Profissional } from '@/api/session/profissional';
import { escritasDaRejeicao, escritasDoStatus, type AlteracaoStatus } from '../model/status-escritas';

/** What the dialog's row showed: checked before the first write (docs/decisions/031-pedido-alterado-antes-da-escrita.md). */
interface Visto {
  visto: EstadoDoPedido;
}

const RECARREGAR = [pedidoKeys.all];

/**
 * The status change's writes (model/status-escritas), resumable: after a failure the dialog keeps what was chosen and
 * its next Salvar sends only the writes still missing.
 */
export function useAlterarStatus(profissional: Profissional) {
  const queryClient = useQueryClient();
  const executar = useEscritasRetomaveis(RECARREGAR);
  return useMutation({
    mutationFn: ({ visto, ...alteracao }: AlteracaoStatus & Visto) =>
      executar(escritasDoStatus(alteracao, profissional), { pedidoId: alteracao.pedidoId, visto }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pedidoKeys.all }),
  });
}

/** The rejection's writes (model/status-escritas), resumable in the same way. */
export function useRejeitarPedido(profissional: Profissional) {
  const queryClient = useQueryClient();
  const executar = useEscritasRetomaveis(RECARREGAR);
  return useMutation({
    mutationFn: ({ visto, ...r }: { pedidoId: number; motivo: string } & Visto) =>
      executar(escritasDaRejeicao(r, profissional), { pedidoId: r.pedidoId, visto }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pedidoKeys.all }),
  });
}
