import { z } from 'zod';

const text = z.string().nullish();
const num = z.number().nullish();

/** A patient of the legacy system. */
export const legacyPacienteSchema = z.looseObject({
  SEQ_PACIENTE: z.number(),
  NRO_PRONTUARIO: z.coerce.string(),
  NOM_PESSOA: z.string(),
  NOM_MAE: text,
  DAT_NASCIMENTO: text,
  COD_SEXO: text,
  NRO_CPF: text,
  EMAIL: text,
  TELEFONE: text,
  CELULAR: text,
  COD_LEITO: text,
  GMR: text,
  NRO_FAA: num,
  DAT_HORA_ATENDIMENTO: text,
});
export type LegacyPaciente = z.infer<typeof legacyPacienteSchema>;

export const atendimentoSchema = z.looseObject({
  SEQ_ATENDIMENTO: z.number(),
  DAT_HORA_ATENDIMENTO: z.string(),
  NRO_FAA: z.coerce.string(),
  NOM_CARATER_ATENDIMENTO: text,
  SEQ_CARATER_ATENDIMENTO: num,
  NOM_CENTRO_CUSTO: text,
  SEQ_INTERNACAO: num,
});
export type LegacyAtendimento = z.infer<typeof atendimentoSchema>;

export const internacaoSchema = z.looseObject({
  SEQ_INTERNACAO: z.number(),
  NRO_INTERNACAO: z.coerce.string(),
  DAT_HORA_INTERNACAO: z.string(),
  COD_LEITO: text,
  INTERNACAO_ABERTA: text,
});
export type LegacyInternacao = z.infer<typeof internacaoSchema>;

export const demandaSchema = z.looseObject({ id: z.number(), codigo: z.string(), procedimento: text, dataInclusao: text });
export type DemandaPaciente = z.infer<typeof demandaSchema>;

export const exameSchema = z.looseObject({ SEQ_EXAME: z.number() });

export const idSchema = z.looseObject({ id: z.number() });
export const novoPedidoSchema = z.looseObject({ id: z.number(), codigo: z.coerce.string() });

export const duplicadoSchema = z.looseObject({
  pacienteDuplicado: z.boolean(),
  nro_prontuario: z.coerce.string().nullish(),
  paciente: legacyPacienteSchema.nullish(),
});

export const pedidoExistenteSchema = z.looseObject({
  id: z.number(),
  codigo: z.string(),
  paciente: text,
  atendimento: z.union([z.string(), z.number()]).nullish(),
  requisitante: text,
  dataInclusao: text,
  dataCirurgia: text,
});
export type PedidoExistente = z.infer<typeof pedidoExistenteSchema>;
