import { useQueries } from '@tanstack/react-query';
import { mainApi } from '@/api/clients';
import { ITEM_GROUPS, itemPedidoSchema } from '@/api/pedidos/get-itens-pedido';
import { parseRows } from '@/lib/http/parse-response';
import { pedidoKeys } from '@/api/pedidos/keys';

/** A favourite's five item groups (it has no exams): GET /api/item{Grupo}PedidoFavorito/{id}, requester-side.md §7. */
export const FAVORITO_ITEM_GROUPS = ITEM_GROUPS.filter((g) => g.key !== 'Exame');

type Grupo = (typeof FAVORITO_ITEM_GROUPS)[number]['key'];

async function fetchGrupo(id: number, grupo: Grupo, signal: AbortSignal) {
  return parseRows(
    itemPedidoSchema,
    await mainApi.get(`/api/item${grupo}PedidoFavorito/${id}`, { signal }),
    `GET /api/item${grupo}PedidoFavorito/{id}`,
  );
}

/** The favourite's items by group, read like a request's items. */
export function useItensFavorito(id: number) {
  return useQueries({
    queries: FAVORITO_ITEM_GROUPS.map((g) => ({
      queryKey: pedidoKeys.favoritoItens(id, g.key),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchGrupo(id, g.key, signal),
    })),
  });
}
