import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { logApi } from '@/api/clients';
import { parseList } from '@/lib/http/parse-response';
import * as L from '@/lib/schema/lenient';
import { pedidoKeys } from '@/api/pedidos/keys';

export const historicoEntrySchema = z.object({
  id: L.required(L.id()),
  createdAt: L.dateTime(),
  tipo: L.text(),
  descricao: L.text(),
  username: L.text(),
});
export type HistoricoEntry = z.output<typeof historicoEntrySchema>;

/** GET logpedido/{pedido} on the logging service: the readable entries (and how many rows could not be read). */
export async function fetchHistorico(pedidoId: number, signal?: AbortSignal) {
  return parseList(historicoEntrySchema, await logApi.get(`/logpedido/${pedidoId}`, { signal }), 'GET /logpedido/{id}');
}

/** The request's history (GET logpedido/{pedido}). */
export function useHistorico(pedidoId: number | null) {
  return useQuery({
    queryKey: pedidoKeys.historico(pedidoId ?? 0),
    queryFn: ({ signal }) => fetchHistorico(pedidoId ?? 0, signal),
    enabled: pedidoId !== null,
    staleTime: 0,
  });
}
