import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { mainApi } from '@/api/clients';
import { type CorpoDe } from '@/api/escritas/campos';
import { parseResponse, parseRows } from '@/lib/http/parse-response';
import * as L from '@/lib/schema/lenient';
import { pedidoKeys } from '@/api/pedidos/keys';
import type { FAVORITAR_CAMPOS, INCLUIR_POR_FAVORITO_CAMPOS } from '../model/escritas-campos';

export const favoritoSchema = z.object({
  id: L.required(L.id()),
  descricao: L.shown(),
  codigo: L.code(),
  procedimento: L.text(),
});
export type Favorito = z.output<typeof favoritoSchema>;

/** Own favourites (GET /api/pedidoCirurgiasFavoritasProfissional) or the team's (…FavoritasEquipe). */
export function useFavoritos(tipo: 'profissional' | 'equipe', id: number, enabled: boolean) {
  const path = tipo === 'profissional' ? 'pedidoCirurgiasFavoritasProfissional' : 'pedidoCirurgiasFavoritasEquipe';
  return useQuery({
    queryKey: pedidoKeys.favoritos(tipo, id),
    queryFn: async ({ signal }) =>
      parseRows(favoritoSchema, await mainApi.get(`/api/${path}/${id}`, { signal }), `GET /api/${path}/{id}`),
    enabled,
    staleTime: 0,
  });
}

interface FavoritarInput extends CorpoDe<typeof FAVORITAR_CAMPOS> {
  idPedidoCirurgia: number;
  descricao: string;
  idProfissional: number | null;
  idEquipe: number | null;
}

/** POST /api/favoritarPedidoCirurgia {idProfissional, idPedidoCirurgia, descricao, idEquipe}. */
export function useFavoritar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FavoritarInput) => mainApi.post('/api/favoritarPedidoCirurgia', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pedidoKeys.todosFavoritos }),
    meta: { silent: true },
  });
}

const novoPedidoSchema = z.object({ id: L.required(L.id()), codigo: L.required(L.code()) });

/** POST /api/incluirPedidoCirurgiaPorPedidoFavorito {idProfissional, idPedidoCirurgiaFavorito}. */
export function useIncluirPorFavorito() {
  return useMutation({
    mutationFn: async (
      input: { idProfissional: number; idPedidoCirurgiaFavorito: number } & CorpoDe<typeof INCLUIR_POR_FAVORITO_CAMPOS>,
    ) =>
      parseResponse(
        novoPedidoSchema,
        await mainApi.post('/api/incluirPedidoCirurgiaPorPedidoFavorito', input),
        'POST /api/incluirPedidoCirurgiaPorPedidoFavorito',
      ),
  });
}
