import { useQuery } from '@tanstack/react-query';
import { ITEM_GROUPS, useItensPedido } from '@/api/pedidos/get-itens-pedido';
import { usePedido } from '@/api/pedidos/get-pedido';
import { configuracoesQuery } from '@/api/shell/get-configuracoes';
import { errorMessage } from '@/lib/http/api-error';
import { pedidoToForm, type ItensPorGrupo, type PedidoExistente } from '../model/pedido-to-form';

export type PedidoExistenteState =
  | { status: 'loading' }
  | { status: 'error'; message: string; retry: () => void }
  | { status: 'ready'; existente: PedidoExistente };

/** The stored request the manager opens, with its items, read into the wizard's form (model/pedido-to-form). */
export function usePedidoExistente(id: number): PedidoExistenteState {
  const pedido = usePedido(id);
  const itens = useItensPedido(id);
  const config = useQuery(configuracoesQuery());
  const queries = [pedido, config, ...itens];
  const failed = queries.find((q) => q.isError);
  if (failed) {
    return {
      status: 'error',
      message: errorMessage(failed.error),
      retry: () => queries.filter((q) => q.isError).forEach((q) => void q.refetch()),
    };
  }
  if (!pedido.data || !config.data || itens.some((q) => !q.data)) return { status: 'loading' };
  const grupos: ItensPorGrupo = Object.fromEntries(ITEM_GROUPS.map((g, i) => [g.key, itens[i].data ?? []]));
  return { status: 'ready', existente: pedidoToForm(pedido.data, grupos, config.data.caraterEletivo) };
}
