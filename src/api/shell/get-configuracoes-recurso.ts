import { queryOptions } from '@tanstack/react-query';
import { mainApi } from '@/api/clients';
import { shellKeys } from './keys';
import { readRecursos, type ConfiguracoesRecurso } from './recursos-adapter';

const FALHA_RECURSOS = 'Falha ao recuperar as configurações de recursos do sistema';

/** GET /api/configuracoesRecursoSistema, read through the adapter that names the resources (docs/decisions.md). */
export const configuracoesRecursoQuery = () =>
  queryOptions({
    queryKey: shellKeys.recursos,
    queryFn: async ({ signal }): Promise<ConfiguracoesRecurso> =>
      readRecursos(await mainApi.get('/api/configuracoesRecursoSistema', { signal })),
    retry: false,
    staleTime: 0,
    meta: { errorToast: FALHA_RECURSOS },
  });
