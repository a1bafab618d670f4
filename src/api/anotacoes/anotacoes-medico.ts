import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { mainApi } from '@/api/clients';
import { pedidoKeys } from '@/api/pedidos/keys';

export const anotacaoSchema = z.looseObject({
  id: z.number(),
  anotacao: z.string(),
  dataInclusao: z.string(),
  dataVisualizacao: z.string().nullish(),
});
export type Anotacao = z.infer<typeof anotacaoSchema>;

/** GET /api/anotacaodetail/{pedido}/0/1: the notes addressed to the doctor (decision 14). */
export function useAnotacoesMedico(pedidoId: number | null) {
  return useQuery({
    queryKey: pedidoKeys.anotacoesMedico(pedidoId ?? 0),
    queryFn: async ({ signal }) =>
      z.array(anotacaoSchema).parse(await mainApi.get(`/api/anotacaodetail/${pedidoId}/0/1`, { signal })),
    enabled: pedidoId !== null,
    staleTime: 0,
  });
}

/** PUT /api/visualizaAnotacao/{id} for each unread note; the lists reload so the row's badge clears. */
export function useMarcarAnotacoesVistas() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: number[]) => {
      await Promise.all(ids.map((id) => mainApi.put(`/api/visualizaAnotacao/${id}`)));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: pedidoKeys.all }),
  });
}
