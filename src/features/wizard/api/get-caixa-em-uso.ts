import { z } from 'zod';
import { mainApi } from '@/api/clients';
import { parseRows } from '@/lib/http/parse-response';
import * as L from '@/lib/schema/lenient';

/** A request using a surgical box (§3 'Duplicate or box-in-use warning entry'). */
export const caixaEmUsoSchema = z.object({
  id: L.required(L.id()),
  codigo: L.shown(),
  paciente: L.text(),
  atendimento: L.code(),
  profissionalRequisitante: L.text(),
  dataInclusao: L.dateTime(),
  dataCirurgia: L.dateTime(),
  dataFinalPrevista: L.dateTime(),
});
export type CaixaEmUso = z.output<typeof caixaEmUsoSchema>;

/** GET /api/pedidoCirurgiaCaixaCirurgica/{boxId}: other requests using the box ('Aviso de utilização de caixa cirúrgica'). */
export async function caixaEmUso(caixaId: number): Promise<CaixaEmUso[]> {
  return parseRows(
    caixaEmUsoSchema,
    await mainApi.get(`/api/pedidoCirurgiaCaixaCirurgica/${caixaId}`),
    'GET /api/pedidoCirurgiaCaixaCirurgica/{id}',
  );
}
