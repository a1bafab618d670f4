import { z } from 'zod';
import * as L from '@/lib/schema/lenient';
import { readFlag, readId } from '@/lib/schema/normalise';

/** eOncologica: the ids 1 Sim / 2 Não (constants.md), or any yes/no spelling → boolean | null. */
export const oncologica = () =>
  z
    .unknown()
    .optional()
    .transform((value) => (readId(value) === 2 ? false : readFlag(value)));

/** A row of the requester lists (requester-side.md §3 'Request list row'). Only id and codigo are indispensable. */
export const pedidoRowSchema = z.object({
  id: L.required(L.id()),
  codigo: L.required(L.code()),
  requisitante: L.text(),
  paciente: L.text(),
  idLegadoPaciente: L.id(),
  // The specification fixes GMR 'True' and eOncologica '1' as 'yes'; the flag reader accepts both spellings.
  GMR: L.flag(),
  eOncologica: oncologica(),
  procedimento: L.text(),
  codigoProcedimento: L.code(),
  dataInclusao: L.dateTime(),
  dataCirurgia: L.dateTime(),
  dataHoraSugerida: L.dateTime(),
  status: L.text(),
  status_id: L.id(),
  corStatus: L.text(),
  equipeRequisitante: L.text(),
  anotacaoPendente: L.flag(),
  necessariaAvaliacaoAnestesica: L.flag(),
  possuiHemoterapico: L.flag(),
  pedidoCampanha: L.flag(),
  idLegadoInternacao: L.id(),
  modalidadeAtendimento: L.nested({ id: L.id(), descricao: L.text(), recursosBloqueados: L.idList() }),
  cidPrincipal: L.nested({ id: L.id(), codigo: L.code(), descricao: L.text() }),
  caraterAtendimento: L.text(),
  dataImpressaoRPH: L.dateTime(),
  dataImpressaoPedidoInternacao: L.dateTime(),
  dataImpressaoAvisoCirurgico: L.dateTime(),
  dataImpressaoAIH: L.dateTime(),
});
export type PedidoRow = z.output<typeof pedidoRowSchema>;
