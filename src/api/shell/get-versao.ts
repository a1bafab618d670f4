import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { mainApi } from '@/api/clients';
import { parseResponse } from '@/lib/http/parse-response';
import * as L from '@/lib/schema/lenient';
import { shellKeys } from './keys';

/** GET /api/versaoOpera: the version as text (a number such as 1.29 is read as its text). */
export const versaoSchema = z.object({ versao: L.required(L.code()) });

export const versaoQuery = () =>
  queryOptions({
    queryKey: shellKeys.versao,
    queryFn: async ({ signal }) =>
      parseResponse(versaoSchema, await mainApi.get('/api/versaoOpera', { signal }), 'GET /api/versaoOpera'),
    retry: false,
    staleTime: 0,
  });
