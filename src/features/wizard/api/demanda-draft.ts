import { z } from 'zod';
import { mainApi } from '@/api/clients';
import { parseResponse, parseRows } from '@/lib/http/parse-response';
import * as L from '@/lib/schema/lenient';

const novaDemandaSchema = z
  .object({ id: L.required(L.id()), codigo: L.code() })
  .transform(({ id, codigo }) => ({ id, codigo: codigo ?? String(id) }));

export type NovaDemanda = z.output<typeof novaDemandaSchema>;

/** POST /api/demanda (no body): the blank demand the demand wizard fills; the response is stored. */
export async function createDraftDemanda(): Promise<NovaDemanda> {
  return parseResponse(novaDemandaSchema, await mainApi.post('/api/demanda'), 'POST /api/demanda');
}

/**
 * A demand of the patient for the procedure (GET /api/demandaPacienteProcedimento, wizards-and-management.md §7
 * 'Checks'), read in the shape of the requests' duplicate warning: who registered it is `profissionalInclusao` or
 * `requisitante`, a name or a `{nome}` record (docs/decisions.md).
 */
const demandaExistenteSchema = z
  .object({
    id: L.required(L.id()),
    codigo: L.shown(),
    profissionalInclusao: L.text(),
    requisitante: L.text(),
    dataInclusao: L.dateTime(),
  })
  .transform(({ profissionalInclusao, requisitante, ...demanda }) => ({
    ...demanda,
    paciente: null,
    atendimento: null,
    dataCirurgia: null,
    requisitante: requisitante ?? profissionalInclusao,
  }));

/** The patient's existing demands for the procedure (the demand wizard's duplicate warning). */
export async function existingDemandas(seqPaciente: number, procedimentoId: number) {
  return parseRows(
    demandaExistenteSchema,
    await mainApi.get(`/api/demandaPacienteProcedimento/${seqPaciente}/${procedimentoId}`),
    'GET /api/demandaPacienteProcedimento/{paciente}/{procedimento}',
  );
}
