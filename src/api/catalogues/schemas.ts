import { z } from 'zod';

const text = z.string().nullish();
const num = z.number().nullish();

/** Any catalogue entry with id and description. */
export const descricaoSchema = z.looseObject({ id: z.number(), descricao: z.string() });
export type Descricao = z.infer<typeof descricaoSchema>;

export const centroCirurgicoSchema = z.looseObject({ id: z.number(), departamento: z.string(), idLegado: num });
export const convenioSchema = z.looseObject({ id: z.number(), descricao: z.string(), categoria: num });
export const campanhaSchema = z.looseObject({ id: z.number(), nome: z.string() });
export const equipeSchema = z.looseObject({ id: z.number(), descricao: z.string(), codigo: text, idLegado: num });
export const areaTecnicaSchema = z.looseObject({ id: z.number(), codigo: z.string(), descricao: text });
export const procedimentoSchema = z.looseObject({
  id: z.number(),
  codigo: z.string(),
  descricao: z.string(),
  duracao: num,
  tempo: num,
});
export type Procedimento = z.infer<typeof procedimentoSchema>;
export const prioridadeSchema = z.looseObject({ id: z.number(), descricao: z.string(), cor: text });
export const statusSchema = z.looseObject({ id: z.number(), descricao: z.string(), cor: text });
export const statusDetailSchema = z.looseObject({
  perspectivaValidacaoDosDias: num,
  prazoLimiteSLAUrgencia: num,
  prazoLimiteSLAEletivo: num,
});
export const cidSchema = z.looseObject({ id: z.number(), codigo: z.string(), descricao: z.string() });
export type Cid = z.infer<typeof cidSchema>;
export const tipoAcomodacaoSchema = descricaoSchema.extend({ exigeParecerNir: z.boolean().nullish() });
export const itemSchema = z.looseObject({
  id: z.number(),
  idLegado: num,
  codigo: text,
  descricao: z.string(),
  tipoItem: text,
  unidadeMedida: z.unknown().optional(),
});
export type CatalogueItem = z.infer<typeof itemSchema>;
export const profissionalResponsavelSchema = z.looseObject({
  id: z.number(),
  crm: text,
  nome: z.string(),
  equipe: z.unknown().optional(),
});
export const modalidadeSchema = descricaoSchema.extend({ recursosBloqueados: z.array(z.number()).default([]) });
export type Modalidade = z.infer<typeof modalidadeSchema>;
export const salaSchema = z.looseObject({ id: z.number(), descricao: z.string(), centroCirurgico: z.unknown().optional() });
export const residenteSchema = z.looseObject({ id: z.number(), nome: z.string() });
export const parecerTecnicoSchema = z.looseObject({ id: z.number(), descricao: z.string(), cor: text });

const idList = z.array(z.number()).nullish();
/** A team's request template: defaults, allowed lists and bounds (spec §3 'Model request'). */
export const modeloPedidoSchema = z.looseObject({
  id: z.number(),
  descricao: z.string(),
  equipe: num,
  campanha: num,
  centroCirurgicoPadrao: num,
  centrosCirurgicosPermitidos: idList,
  caraterAtendimentoPadrao: num,
  caracteresAtendimentoPermitidos: idList,
  lateralidadePadrao: text,
  lateralidadesPermitidas: z.array(z.string()).nullish(),
  cidPrincipalPadrao: num,
  cidsPermitidos: idList,
  tipoAcomodacaoPadrao: num,
  tiposAcomodacaoPermitidos: idList,
  motivoAntecipacaoPadrao: num,
  motivosAntecipacaoPermitidos: idList,
  tipoAnestesiaPadrao: num,
  tiposAnestesiaPermitidos: idList,
  procedimentoPrincipalPadrao: num,
  procedimentosPermitidos: idList,
  itensPermitidos: idList,
  duracaoEstimadaMinima: num,
  duracaoEstimadaMaxima: num,
  diariasPrevistasMinima: num,
  diariasPrevistasMaxima: num,
  necessitaLeito: z.boolean().nullish(),
  SLA: num,
  perspectivaValidacaoDosDias: num,
  aprovacaoAutomatica: z.boolean().nullish(),
});
export type ModeloPedido = z.infer<typeof modeloPedidoSchema>;
