import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { mainApi } from '@/api/clients';
import { enviarOuGuardar } from '@/api/outbox/enviar-ou-guardar';
import { parseList } from '@/lib/http/parse-response';
import * as L from '@/lib/schema/lenient';
import { pedidoKeys } from '@/api/pedidos/keys';

export const anotacaoSchema = z
  .object({
    id: L.required(L.id()),
    anotacao: L.text(),
    dataInclusao: L.dateTime(),
    dataVisualizacao: L.dateTime(),
    // Who sees it (the notes panel shows both flags; the requester's dialog does not read them).
    mostraMeusPedidos: L.flag(),
    mostraAreaTecnica: L.flag(),
    // The author: `profissionalNome`, or `profissional` as `{id, nome}`; a bare id names no one.
    profissionalNome: L.text(),
    profissional: L.ref(),
  })
  .transform(({ profissionalNome, profissional, ...anotacao }) => ({
    ...anotacao,
    autor: profissionalNome ?? (profissional?.descricao || null),
  }));
export type Anotacao = z.output<typeof anotacaoSchema>;

/** GET /api/anotacaodetail/{pedido}/0/1: the notes addressed to the doctor (spec decision 14). */
export function useAnotacoesMedico(pedidoId: number | null) {
  return useQuery({
    queryKey: pedidoKeys.anotacoesMedico(pedidoId ?? 0),
    queryFn: async ({ signal }) =>
      parseList(
        anotacaoSchema,
        await mainApi.get(`/api/anotacaodetail/${pedidoId}/0/1`, { signal }),
        'GET /api/anotacaodetail/{id}/0/1',
      ),
    enabled: pedidoId !== null,
    staleTime: 0,
  });
}

/**
 * PUT /api/visualizaAnotacao/{id} for each unread note, a silent write: one that fails is kept in the user's outbox
 * (docs/decisions/015-outbox.md); the lists reload so the row's badge clears.
 */
export function useMarcarAnotacoesVistas() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: number[]) => {
      await Promise.all(
        ids.map((id) => enviarOuGuardar({ backend: 'main', method: 'PUT', path: `/api/visualizaAnotacao/${id}` })),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: pedidoKeys.all }),
  });
}
