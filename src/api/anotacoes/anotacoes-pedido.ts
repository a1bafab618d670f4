import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { mainApi } from '@/api/clients';
import { pedidoKeys } from '@/api/pedidos/keys';
import { parseList } from '@/lib/http/parse-response';
import { anotacaoSchema } from './anotacoes-medico';
import type { AnotacaoPayload } from './nova-anotacao';

/** The notes panel's list of a request, under the request lists' keys so their unread-note marks reload with it. */
const panelKey = (pedidoId: number) => [...pedidoKeys.all, 'anotacoes-painel', pedidoId] as const;

/** GET /api/anotacaodetail/{pedido}/1/0: every note of the request, with its flags (spec decision 14). */
export function useAnotacoesPedido(pedidoId: number) {
  return useQuery({
    queryKey: panelKey(pedidoId),
    queryFn: async ({ signal }) =>
      parseList(
        anotacaoSchema,
        await mainApi.get(`/api/anotacaodetail/${pedidoId}/1/0`, { signal }),
        'GET /api/anotacaodetail/{id}/1/0',
      ),
    staleTime: 0,
  });
}

/** POST /api/anotacao with anotacao, mostraMeusPedidos, mostraAreaTecnica and pedidoCirurgia. */
export function useIncluirAnotacao() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: AnotacaoPayload) => {
      await mainApi.post('/api/anotacao', payload);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pedidoKeys.all }),
  });
}

/** DELETE /api/anotacaodetail/{id}. */
export function useExcluirAnotacao() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await mainApi.delete(`/api/anotacaodetail/${id}`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pedidoKeys.all }),
  });
}
