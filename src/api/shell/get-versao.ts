import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { mainApi } from '@/api/clients';
import { shellKeys } from './keys';

/** GET /api/versaoOpera. */
export const versaoSchema = z.looseObject({ versao: z.string() });

export const versaoQuery = () =>
  queryOptions({
    queryKey: shellKeys.versao,
    queryFn: async ({ signal }) => versaoSchema.parse(await mainApi.get('/api/versaoOpera', { signal })),
    retry: false,
    staleTime: 0,
  });
