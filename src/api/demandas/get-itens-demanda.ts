import { useQueries } from '@tanstack/react-query';
import { mainApi } from '@/api/clients';
import { ITEM_GROUPS, itemPedidoSchema, type ItemPedido } from '@/api/pedidos/get-itens-pedido';
import { parseRows } from '@/lib/http/parse-response';
import { demandaKeys } from './keys';

/** The five item groups of a demand (a demand has no exams), by their endpoint's infix. */
export const DEMANDA_ITEM_GROUPS = ITEM_GROUPS.filter((g) => g.key !== 'Exame');

type Grupo = (typeof DEMANDA_ITEM_GROUPS)[number]['key'];

async function fetchGrupo(id: number, grupo: Grupo, signal?: AbortSignal) {
  return parseRows(
    itemPedidoSchema,
    await mainApi.get(`/api/item${grupo}Demanda/${id}`, { signal }),
    `GET /api/item${grupo}Demanda/{id}`,
  );
}

/** The items the demand holds now, by group, read afresh (what a submission's retry compares against). */
export async function fetchItensDemanda(id: number): Promise<Record<string, ItemPedido[]>> {
  const grupos = await Promise.all(DEMANDA_ITEM_GROUPS.map((g) => fetchGrupo(id, g.key)));
  return Object.fromEntries(DEMANDA_ITEM_GROUPS.map((g, i) => [g.key, grupos[i]]));
}

/** GET /api/item{Grupo}Demanda/{id} for the five groups (§7 'Demand'), read like a request's items. */
export function useItensDemanda(id: number) {
  return useQueries({
    queries: DEMANDA_ITEM_GROUPS.map((g) => ({
      queryKey: demandaKeys.itens(id, g.key),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchGrupo(id, g.key, signal),
    })),
  });
}
