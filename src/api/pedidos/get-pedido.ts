import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { mainApi } from '@/api/clients';
import { parseResponse } from '@/lib/http/parse-response';
import { pedidoDetailSchema } from './pedido-detail';
import { pedidoKeys } from './keys';

// The schema is a module of its own, without the client, so the mock can hold its view to it (mocks/handlers/lido-pelo-app.ts).
export { pedidoDetailSchema };
export type PedidoDetail = z.output<typeof pedidoDetailSchema>;

/** GET /api/pedidoCirurgia/{id}, read. */
export async function fetchPedido(id: number, signal?: AbortSignal): Promise<PedidoDetail> {
  return parseResponse(
    pedidoDetailSchema,
    await mainApi.get(`/api/pedidoCirurgia/${id}`, { signal }),
    'GET /api/pedidoCirurgia/{id}',
  );
}

export const pedidoQuery = (id: number) =>
  queryOptions({ queryKey: pedidoKeys.detail(id), queryFn: ({ signal }) => fetchPedido(id, signal) });

export function usePedido(id: number | null) {
  return useQuery({ ...pedidoQuery(id ?? 0), enabled: id !== null });
}
