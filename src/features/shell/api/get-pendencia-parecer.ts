import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { mainApi } from '@/api/clients';
import { shellKeys } from '@/api/shell/keys';
import { parseResponse } from '@/lib/http/parse-response';
import { readDecimal } from '@/lib/schema/normalise';

// The count as {total}, or the bare number: both plausible readings of 'the pendenciaParecer count'.
export const pendenciaSchema = z
  .unknown()
  .optional()
  .transform((value) => readDecimal(value && typeof value === 'object' ? Reflect.get(value, 'total') : value) ?? 0);

/** GET /api/pendenciaParecer/{profissional_id}: requests without technical evaluation; only for technical areas. */
export function usePendenciaParecer(profissionalId: number, enabled: boolean) {
  return useQuery({
    queryKey: shellKeys.pendencia(profissionalId),
    queryFn: async ({ signal }) =>
      parseResponse(
        pendenciaSchema,
        await mainApi.get(`/api/pendenciaParecer/${profissionalId}`, { signal }),
        'GET /api/pendenciaParecer/{id}',
      ),
    enabled,
    retry: false,
    meta: { silent: true },
  });
}
