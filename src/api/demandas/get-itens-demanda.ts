import { mainApi } from '@/api/clients';
import { ITEM_GROUPS, itemPedidoSchema, type ItemPedido } from '@/api/pedidos/get-itens-pedido';
import { parseRows } from '@/lib/http/parse-response';

/** The five item groups of a demand (a demand has no exams), by their endpoint's infix. */
export const DEMANDA_ITEM_GROUPS = ITEM_GROUPS.filter((g) => g.key !== 'Exame');

type Grupo = (typeof DEMANDA_ITEM_GROUPS)[number]['key'];

async function fetchGrupo(id: number, grupo: Grupo) {
  return parseRows(
    itemPedidoSchema,
    await mainApi.get(`/api/item${grupo}Demanda/${id}`),
    `GET /api/item${grupo}Demanda/{id}`,
  );
}

/** The items the demand holds now, by group, read afresh (what a submission's retry compares against). */
export async function fetchItensDemanda(id: number): Promise<Record<string, ItemPedido[]>> {
  const grupos = await Promise.all(DEMANDA_ITEM_GROUPS.map((g) => fetchGrupo(id, g.key)));
  return Object.fromEntries(DEMANDA_ITEM_GROUPS.map((g, i) => [g.key, grupos[i]]));
}
