import { useQueries } from '@tanstack/react-query';
import { mainApi } from '@/api/clients';
import { ITEM_GROUPS, itemPedidoSchema } from '@/api/pedidos/get-itens-pedido';
import { parseRows } from '@/lib/http/parse-response';
import { demandaKeys } from './keys';

/** The five item groups of a demand (a demand has no exams), by their endpoint's infix. */
export const DEMANDA_ITEM_GROUPS = ITEM_GROUPS.filter((g) => g.key !== 'Exame');

/** GET /api/item{Grupo}Demanda/{id} for the five groups (§7 'Demand'), read like a request's items. */
export function useItensDemanda(id: number) {
  return useQueries({
    queries: DEMANDA_ITEM_GROUPS.map((g) => ({
      queryKey: demandaKeys.itens(id, g.key),
      queryFn: async ({ signal }: { signal: AbortSignal }) =>
        parseRows(
          itemPedidoSchema,
          await mainApi.get(`/api/item${g.key}Demanda/${id}`, { signal }),
          `GET /api/item${g.key}Demanda/{id}`,
        ),
    })),
  });
}
