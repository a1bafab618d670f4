import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { mainApi } from '@/api/clients';
import { shellKeys } from './keys';

const id = z.number().nullish();

/** GET /api/configuracoesRecursoSistema. */
export const configuracoesRecursoSchema = z.looseObject({
  impressaoPedidoInternacao: z.boolean().nullish(),
  recursoInternacao: id,
  recursoAvaliacaoAnestesica: id,
  recursosBloqueados: z.array(z.number()).default([]),
});
export type ConfiguracoesRecurso = z.infer<typeof configuracoesRecursoSchema>;

export const FALHA_RECURSOS = 'Falha ao recuperar as configurações de recursos do sistema';

export const configuracoesRecursoQuery = () =>
  queryOptions({
    queryKey: shellKeys.recursos,
    queryFn: async ({ signal }) =>
      configuracoesRecursoSchema.parse(await mainApi.get('/api/configuracoesRecursoSistema', { signal })),
    retry: false,
    staleTime: 0,
    meta: { errorToast: FALHA_RECURSOS },
  });

