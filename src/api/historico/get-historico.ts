import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { logApi } from '@/api/clients';
import { pedidoKeys } from '@/api/pedidos/keys';

export const historicoSchema = z.array(
  z.looseObject({ id: z.number(), createdAt: z.string(), tipo: z.string(), descricao: z.string(), username: z.string().nullish() }),
);
export type HistoricoEntry = z.infer<typeof historicoSchema>[number];

/** GET logpedido/{pedido} on the logging service. */
export function useHistorico(pedidoId: number | null) {
  return useQuery({
    queryKey: pedidoKeys.historico(pedidoId ?? 0),
    queryFn: async ({ signal }) => historicoSchema.parse(await logApi.get(`/logpedido/${pedidoId}`, { signal })),
    enabled: pedidoId !== null,
    staleTime: 0,
  });
}
