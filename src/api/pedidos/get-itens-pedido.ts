import { useQueries } from '@tanstack/react-query';
import { z } from 'zod';
import { mainApi } from '@/api/clients';
import { pedidoKeys } from './keys';

export const itemPedidoSchema = z.looseObject({
  id: z.number(),
  idLegado: z.number().nullish(),
  codigo: z.string().nullish(),
  descricao: z.string(),
  tipoItem: z.string().nullish(),
  quantidade: z.number().nullish(),
  unidadeMedida: z.looseObject({ descricao: z.string() }).nullish(),
  itemEventual: z.boolean().nullish(),
  justificativaEventual: z.string().nullish(),
});
export type ItemPedido = z.infer<typeof itemPedidoSchema>;

/** The six item groups of a request, each with its endpoint suffix and title. */
export const ITEM_GROUPS = [
  { key: 'CaixaOPME', titulo: 'Caixas OPME' },
  { key: 'MaterialConsumivel', titulo: 'Material Consumível' },
  { key: 'CaixaCirurgica', titulo: 'Caixa Cirúrgica' },
  { key: 'Hemoderivados', titulo: 'Hemocomponentes' },
  { key: 'Equipamento', titulo: 'Equipamentos' },
  { key: 'Exame', titulo: 'Exames' },
] as const;

/** GET /api/itemPedidoCirurgia{Grupo}/{id} for the six groups. */
export function useItensPedido(id: number | null) {
  return useQueries({
    queries: ITEM_GROUPS.map((g) => ({
      queryKey: pedidoKeys.itens(id ?? 0, g.key),
      queryFn: async ({ signal }: { signal: AbortSignal }) =>
        z.array(itemPedidoSchema).parse(await mainApi.get(`/api/itemPedidoCirurgia${g.key}/${id}`, { signal })),
      enabled: id !== null,
    })),
  });
}
