import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { mainApi } from '@/api/clients';
import { pedidoKeys } from '@/api/pedidos/keys';
import { readPedidoRow } from '@/api/pedidos/pedido-row';
import { parseLongListWith } from '@/lib/http/parse-long-list';

/** GET /api/pedidoCirurgiaMedico/{profissional_id}[?codigo=] (spec decision 12), row by row; a superseded load is cancelled. */
export function pedidosMedicoQuery(profissionalId: number, codigo: string | undefined) {
  return queryOptions({
    queryKey: pedidoKeys.medico(profissionalId, codigo),
    queryFn: async ({ signal }) =>
      parseLongListWith(
        readPedidoRow,
        await mainApi.get(`/api/pedidoCirurgiaMedico/${profissionalId}`, {
          signal,
          params: codigo ? { codigo } : undefined,
        }),
        'GET /api/pedidoCirurgiaMedico/{id}',
      ),
    // Re-entering the list within 30 s shows it as loaded: refetching thousands of rows on every visit holds the main
    // thread just as the user starts typing in the search. Every write of the app invalidates pedidoKeys.all.
    staleTime: 30_000,
  });
}

export function usePedidosMedico(profissionalId: number, codigo: string | undefined) {
  return useQuery(pedidosMedicoQuery(profissionalId, codigo));
}

/**
 * Starts loading the whole list (no code searched) while Meus Pedidos' code is still arriving, when the signed-in
 * user may open it: the screen then finds its rows loading or loaded (the router calls this on navigation).
 */
export function prefetchMeusPedidos(queryClient: QueryClient, profissionalId: number): void {
  void queryClient.prefetchQuery(pedidosMedicoQuery(profissionalId, undefined));
}

/** A resident's requests, or the whole team's residents' requests when none is picked (spec decision 13). */
export function usePedidosResidentes(equipeId: number, residenteId: number | null) {
  return useQuery({
    queryKey: pedidoKeys.residentes(equipeId, residenteId),
    queryFn: async ({ signal }) =>
      residenteId
        ? parseLongListWith(
            readPedidoRow,
            await mainApi.get(`/api/pedidoCirurgiaResidente/${residenteId}`, { signal }),
            'GET /api/pedidoCirurgiaResidente/{id}',
          )
        : parseLongListWith(
            readPedidoRow,
            await mainApi.get(`/api/pedidoCirurgiaResidentesEquipe/${equipeId}`, { signal }),
            'GET /api/pedidoCirurgiaResidentesEquipe/{id}',
          ),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
