import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { mainApi } from '@/api/clients';
import { shellKeys } from '@/api/shell/keys';

const schema = z.looseObject({ total: z.coerce.number().default(0) });

/** GET /api/pendenciaParecer/{profissional_id}: requests without technical evaluation; only for technical areas. */
export function usePendenciaParecer(profissionalId: number, enabled: boolean) {
  return useQuery({
    queryKey: shellKeys.pendencia(profissionalId),
    queryFn: async ({ signal }) => schema.parse(await mainApi.get(`/api/pendenciaParecer/${profissionalId}`, { signal })).total,
    enabled,
    retry: false,
    meta: { silent: true },
  });
}
