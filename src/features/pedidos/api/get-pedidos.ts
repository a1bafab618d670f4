import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { mainApi } from '@/api/clients';
import { pedidoKeys } from '@/api/pedidos/keys';
import { pedidoRowsSchema } from '@/api/pedidos/pedido-row';

/** GET /api/pedidoCirurgiaMedico/{profissional_id}[?codigo=] (decision 12); a superseded load is cancelled. */
export function usePedidosMedico(profissionalId: number, codigo: string | undefined) {
  return useQuery({
    queryKey: pedidoKeys.medico(profissionalId, codigo),
    queryFn: async ({ signal }) =>
      pedidoRowsSchema.parse(
        await mainApi.get(`/api/pedidoCirurgiaMedico/${profissionalId}`, { signal, params: codigo ? { codigo } : undefined }),
      ),
    staleTime: 0,
  });
}

/** A resident's requests, or the whole team's residents' requests when none is picked (decision 13). */
export function usePedidosResidentes(equipeId: number, residenteId: number | null) {
  return useQuery({
    queryKey: pedidoKeys.residentes(equipeId, residenteId),
    queryFn: async ({ signal }) =>
      pedidoRowsSchema.parse(
        await mainApi.get(
          residenteId ? `/api/pedidoCirurgiaResidente/${residenteId}` : `/api/pedidoCirurgiaResidentesEquipe/${equipeId}`,
          { signal },
        ),
      ),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
