// The list rows as the specification describes them, written as zod objects with the lenient combinators: the
// reference the rows' tables of fields (lib/schema/linha.ts) are read against, field by field, in both dialects
// (requester-side.md §3 'Request list row', wizards-and-management.md §3 'Technical-area records').
import { z } from 'zod';
import { readFlag, readId } from '@/lib/schema/normalise';
import * as L from '@/lib/schema/lenient';

const oncologica = () =>
  z
    .unknown()
    .optional()
    .transform((value) => (readId(value) === 2 ? false : readFlag(value)));

export const pedidoRowReferencia = z.object({
  id: L.required(L.id()),
  codigo: L.required(L.code()),
  requisitante: L.text(),
  paciente: L.text(),
  idLegadoPaciente: L.id(),
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

const parecerPedidoReferencia = L.nested({
  areaTecnica: L.ref(),
  parecerTecnico: L.nested({ id: L.id(), descricao: L.text(), cor: L.text() }),
  justificativa: L.text(),
});

export const areaTecnicaRowReferencia = z.object({
  id: L.required(L.id()),
  codigo: L.required(L.code()),
  paciente: L.text(),
  profissionalRequisitante: L.text(),
  equipeRequisitante: L.text(),
  procedimento: L.text(),
  status: L.text(),
  status_id: L.id(),
  idstatus: L.id(),
  corStatus: L.text(),
  cor: L.text(),
  corbolinha: L.text(),
  dataCirurgia: L.dateTime(),
  dataHoraSugerida: L.dateTime(),
  dataFimCirurgia: L.dateTime(),
  GMR: L.flag(),
  eOncologica: oncologica(),
  pedidoSaudeSuplementar: L.flag(),
  nomeConvenio: L.text(),
  possuiItensEventuais: L.flag(),
  descricaoparecer: L.text(),
  justificativaparecer: L.text(),
  descricaomotivocancelamento: L.text(),
  observacoescancelamento: L.text(),
  tipoanestesia: L.text(),
  motivoAvaliacaoAnestesica: L.text(),
  pareceresPedido: L.nestedList(parecerPedidoReferencia),
});

/** What a reference schema reads from raw, or null where it refuses the row. */
export const viaReferencia =
  <T>(schema: z.ZodType<T, unknown>) =>
  (raw: unknown): T | null => {
    const result = schema.safeParse(raw);
    return result.success ? result.data : null;
  };
