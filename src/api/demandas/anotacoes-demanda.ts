import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { mainApi } from '@/api/clients';
import type { ANOTACAO_DEMANDA_CAMPOS, CorpoDe } from '@/api/escritas/campos';
import { parseList } from '@/lib/http/parse-response';
import * as L from '@/lib/schema/lenient';
import { demandaKeys } from './keys';

export const anotacaoDemandaSchema = z
  .object({
    id: L.required(L.id()),
    anotacao: L.text(),
    dataInclusao: L.dateTime(),
    profissionalNome: L.text(),
    profissional: L.ref(),
  })
  .transform(({ profissionalNome, profissional, ...anotacao }) => ({
    ...anotacao,
    autor: profissionalNome ?? (profissional?.descricao || null),
  }));
export type AnotacaoDemanda = z.output<typeof anotacaoDemandaSchema>;

/** GET /api/anotacaoDemandaDetail/{demandaId}. */
export function useAnotacoesDemanda(demandaId: number) {
  return useQuery({
    queryKey: demandaKeys.anotacoes(demandaId),
    queryFn: async ({ signal }) =>
      parseList(
        anotacaoDemandaSchema,
        await mainApi.get(`/api/anotacaoDemandaDetail/${demandaId}`, { signal }),
        'GET /api/anotacaoDemandaDetail/{id}',
      ),
    staleTime: 0,
  });
}

/** POST /api/salvarAnotacaoDemanda {anotacao, demanda}; DELETE /api/removerAnotacaoDemanda/{id}. Lists reload. */
export function useAnotacaoDemandaWrites() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: demandaKeys.all });
  const salvar = useMutation({
    mutationFn: async (body: { anotacao: string; demanda: number } & CorpoDe<typeof ANOTACAO_DEMANDA_CAMPOS>) => {
      await mainApi.post('/api/salvarAnotacaoDemanda', body);
    },
    onSuccess,
  });
  const remover = useMutation({
    mutationFn: async (id: number) => {
      await mainApi.delete(`/api/removerAnotacaoDemanda/${id}`);
    },
    onSuccess,
  });
  return { salvar, remover };
}
