import { z } from 'zod';

const text = z.string().nullish();

/** A row of the requester lists (requester-side.md §3 'Request list row'). */
export const pedidoRowSchema = z.looseObject({
  id: z.number(),
  codigo: z.string(),
  requisitante: text,
  paciente: text,
  idLegadoPaciente: z.number().nullish(),
  GMR: z.union([z.string(), z.boolean()]).nullish(),
  eOncologica: text,
  procedimento: text,
  codigoProcedimento: text,
  dataInclusao: text,
  dataCirurgia: text,
  dataHoraSugerida: text,
  status: text,
  status_id: z.number().nullish(),
  corStatus: text,
  equipeRequisitante: text,
  anotacaoPendente: z.coerce.number().nullish(),
  necessariaAvaliacaoAnestesica: z.boolean().nullish(),
  possuiHemoterapico: z.boolean().nullish(),
  pedidoCampanha: z.boolean().nullish(),
  idLegadoInternacao: z.number().nullish(),
  modalidadeAtendimento: z
    .looseObject({ id: z.number(), descricao: text, recursosBloqueados: z.array(z.number()).nullish() })
    .nullish(),
  cidPrincipal: z.looseObject({ id: z.number(), codigo: z.string(), descricao: z.string() }).nullish(),
  caraterAtendimento: text,
  dataImpressaoRPH: text,
  dataImpressaoPedidoInternacao: text,
  dataImpressaoAvisoCirurgico: text,
  dataImpressaoAIH: text,
});
export type PedidoRow = z.infer<typeof pedidoRowSchema>;
export const pedidoRowsSchema = z.array(pedidoRowSchema);
