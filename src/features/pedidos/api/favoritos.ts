import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { mainApi } from '@/api/clients';
import { pedidoKeys } from '@/api/pedidos/keys';

export const favoritoSchema = z.looseObject({
  id: z.number(),
  descricao: z.string(),
  codigo: z.string().nullish(),
  procedimento: z.string().nullish(),
});
export type Favorito = z.infer<typeof favoritoSchema>;

/** Own favourites (GET /api/pedidoCirurgiasFavoritasProfissional) or the team's (…FavoritasEquipe). */
export function useFavoritos(tipo: 'profissional' | 'equipe', id: number, enabled: boolean) {
  const path = tipo === 'profissional' ? 'pedidoCirurgiasFavoritasProfissional' : 'pedidoCirurgiasFavoritasEquipe';
  return useQuery({
    queryKey: pedidoKeys.favoritos(tipo, id),
    queryFn: async ({ signal }) => z.array(favoritoSchema).parse(await mainApi.get(`/api/${path}/${id}`, { signal })),
    enabled,
    staleTime: 0,
  });
}

export interface FavoritarInput {
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['pedidos', 'favoritos'] }),
    meta: { silent: true },
  });
}

const novoPedidoSchema = z.looseObject({ id: z.number(), codigo: z.coerce.string() });

/** POST /api/incluirPedidoCirurgiaPorPedidoFavorito {idProfissional, idPedidoCirurgiaFavorito}. */
export function useIncluirPorFavorito() {
  return useMutation({
    mutationFn: async (input: { idProfissional: number; idPedidoCirurgiaFavorito: number }) =>
      novoPedidoSchema.parse(await mainApi.post('/api/incluirPedidoCirurgiaPorPedidoFavorito', input)),
  });
}
