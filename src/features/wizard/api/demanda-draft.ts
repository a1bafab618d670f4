import { z } from 'zod';
import { mainApi } from '@/api/clients';
import { parseResponse } from '@/lib/http/parse-response';
import * as L from '@/lib/schema/lenient';

const novaDemandaSchema = z
  .object({ id: L.required(L.id()), codigo: L.code() })
  .transform(({ id, codigo }) => ({ id, codigo: codigo ?? String(id) }));

export type NovaDemanda = z.output<typeof novaDemandaSchema>;

/** POST /api/demanda (no body): the blank demand the demand wizard fills; the response is stored. */
export async function createDraftDemanda(): Promise<NovaDemanda> {
  return parseResponse(novaDemandaSchema, await mainApi.post('/api/demanda'), 'POST /api/demanda');
}
