import { queryOptions, useQueries } from '@tanstack/react-query';
import { z } from 'zod';
import { mainApi } from '@/api/clients';
import { parseRows } from '@/lib/http/parse-response';
import * as L from '@/lib/schema/lenient';
import { pedidoKeys } from './keys';

export const itemPedidoSchema = z.object({
  id: L.required(L.id()),
  /** The catalogue item (id is the request item's own id). */
  item: L.id(),
  idLegado: L.id(),
  codigo: L.code(),
  descricao: L.text(),
  tipoItem: L.text(),
  quantidade: L.decimal(),
  unidadeMedida: L.ref(),
  itemEventual: L.flag(),
  justificativaEventual: L.text(),
});
export type ItemPedido = z.output<typeof itemPedidoSchema>;

/** The six item groups of a request, each with its endpoint suffix and title. */
export const ITEM_GROUPS = [
  { key: 'CaixaOPME', titulo: 'Caixas OPME' },
  { key: 'MaterialConsumivel', titulo: 'Material Consumível' },
  { key: 'CaixaCirurgica', titulo: 'Caixa Cirúrgica' },
  { key: 'Hemoderivados', titulo: 'Hemocomponentes' },
  { key: 'Equipamento', titulo: 'Equipamentos' },
  { key: 'Exame', titulo: 'Exames' },
] as const;

type Grupo = (typeof ITEM_GROUPS)[number]['key'];

/** GET /api/itemPedidoCirurgia{Grupo}/{id}: one group's items of the request. */
async function fetchGrupo(id: number | null, grupo: Grupo, signal?: AbortSignal) {
  return parseRows(
    itemPedidoSchema,
    await mainApi.get(`/api/itemPedidoCirurgia${grupo}/${id}`, { signal }),
    `GET /api/itemPedidoCirurgia${grupo}/{id}`,
  );
}

/** Every item the request holds now, the six groups read afresh (what a submission compares against). */
export async function fetchItensPedido(id: number): Promise<ItemPedido[]> {
  return (await Promise.all(ITEM_GROUPS.map((g) => fetchGrupo(id, g.key)))).flat();
}

/** GET /api/itemPedidoCirurgia{Grupo}/{id} for each of the six groups, in ITEM_GROUPS' order. */
export const itensPedidoQueries = (id: number | null) =>
  ITEM_GROUPS.map((g) =>
    queryOptions({
      queryKey: pedidoKeys.itens(id ?? 0, g.key),
      queryFn: ({ signal }) => fetchGrupo(id, g.key, signal),
    }),
  );

/** GET /api/itemPedidoCirurgia{Grupo}/{id} for the six groups. */
export function useItensPedido(id: number | null) {
  return useQueries({ queries: itensPedidoQueries(id).map((q) => ({ ...q, enabled: id !== null })) });
}
