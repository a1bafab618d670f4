import { z } from 'zod';
import * as L from '@/lib/schema/lenient';
import { readDateTime } from '@/lib/dates/read';
import { isRecord, readCode, readFlag, readId, readIdList, readText } from '@/lib/schema/normalise';

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

/**
 * The same reading as pedidoRowSchema, written out with the normalisers: Meus Pedidos may hold thousands of rows and
 * zod's per-field pipes cost about twice as much. Its return type is the schema's, so a field cannot be forgotten, and
 * a test reads every seeded row of both mock dialects both ways and expects the same. Null: the row cannot be read.
 */
export function readPedidoRow(raw: unknown): PedidoRow | null {
  if (!isRecord(raw)) return null;
  const id = readId(raw.id);
  const codigo = readCode(raw.codigo);
  if (id === null || codigo === null) return null;
  const modalidade = raw.modalidadeAtendimento;
  const cid = raw.cidPrincipal;
  return {
    id,
    codigo,
    requisitante: readText(raw.requisitante),
    paciente: readText(raw.paciente),
    idLegadoPaciente: readId(raw.idLegadoPaciente),
    GMR: readFlag(raw.GMR),
    eOncologica: readId(raw.eOncologica) === 2 ? false : readFlag(raw.eOncologica),
    procedimento: readText(raw.procedimento),
    codigoProcedimento: readCode(raw.codigoProcedimento),
    dataInclusao: readDateTime(raw.dataInclusao),
    dataCirurgia: readDateTime(raw.dataCirurgia),
    dataHoraSugerida: readDateTime(raw.dataHoraSugerida),
    status: readText(raw.status),
    status_id: readId(raw.status_id),
    corStatus: readText(raw.corStatus),
    equipeRequisitante: readText(raw.equipeRequisitante),
    anotacaoPendente: readFlag(raw.anotacaoPendente),
    necessariaAvaliacaoAnestesica: readFlag(raw.necessariaAvaliacaoAnestesica),
    possuiHemoterapico: readFlag(raw.possuiHemoterapico),
    pedidoCampanha: readFlag(raw.pedidoCampanha),
    idLegadoInternacao: readId(raw.idLegadoInternacao),
    modalidadeAtendimento: isRecord(modalidade)
      ? {
          id: readId(modalidade.id),
          descricao: readText(modalidade.descricao),
          recursosBloqueados: readIdList(modalidade.recursosBloqueados) ?? [],
        }
      : null,
    cidPrincipal: isRecord(cid)
      ? { id: readId(cid.id), codigo: readCode(cid.codigo), descricao: readText(cid.descricao) }
      : null,
    caraterAtendimento: readText(raw.caraterAtendimento),
    dataImpressaoRPH: readDateTime(raw.dataImpressaoRPH),
    dataImpressaoPedidoInternacao: readDateTime(raw.dataImpressaoPedidoInternacao),
    dataImpressaoAvisoCirurgico: readDateTime(raw.dataImpressaoAvisoCirurgico),
    dataImpressaoAIH: readDateTime(raw.dataImpressaoAIH),
  };
}
