import { z } from 'zod';
import * as L from '@/lib/schema/lenient';

// The legacy system's records. SEQ_* ids are indispensable (they are written back); everything else is read
// leniently and shown as 'Não informado' when missing.

/** A patient of the legacy system. */
export const legacyPacienteSchema = z.object({
  SEQ_PACIENTE: L.required(L.id()),
  NRO_PRONTUARIO: L.required(L.code()),
  NOM_PESSOA: L.shown(),
  NOM_MAE: L.text(),
  DAT_NASCIMENTO: L.date(),
  // The specification fixes sexo as M/F.
  COD_SEXO: L.code(),
  NRO_CPF: L.code(),
  EMAIL: L.text(),
  TELEFONE: L.code(),
  CELULAR: L.code(),
  COD_LEITO: L.code(),
  GMR: L.flag(),
  NRO_FAA: L.code(),
  DAT_HORA_ATENDIMENTO: L.dateTime(),
});
export type LegacyPaciente = z.output<typeof legacyPacienteSchema>;

export const atendimentoSchema = z.object({
  SEQ_ATENDIMENTO: L.required(L.id()),
  DAT_HORA_ATENDIMENTO: L.dateTime(),
  NRO_FAA: L.code(),
  NOM_CARATER_ATENDIMENTO: L.text(),
  SEQ_CARATER_ATENDIMENTO: L.id(),
  NOM_CENTRO_CUSTO: L.text(),
  SEQ_INTERNACAO: L.id(),
});
export type LegacyAtendimento = z.output<typeof atendimentoSchema>;

export const internacaoSchema = z.object({
  SEQ_INTERNACAO: L.required(L.id()),
  NRO_INTERNACAO: L.code(),
  DAT_HORA_INTERNACAO: L.dateTime(),
  COD_LEITO: L.code(),
  INTERNACAO_ABERTA: L.flag(),
});
export type LegacyInternacao = z.output<typeof internacaoSchema>;

export const demandaSchema = z.object({
  id: L.required(L.id()),
  codigo: L.shown(),
  procedimento: L.text(),
  dataInclusao: L.dateTime(),
  // Read only to leave out closed demands, should a back-end list them (api/demandas/situacao).
  status: L.text(),
  situacao: L.text(),
});
export type DemandaPaciente = z.output<typeof demandaSchema>;

export const exameSchema = z.object({ SEQ_EXAME: L.required(L.id()) });

/** The answer of a POST/PUT that creates or updates a record: its id (an object with id, or the bare id). */
export const idSchema = z
  .unknown()
  .optional()
  .transform((value, ctx): number => {
    const id = L.id().parse(value);
    if (id === null) {
      ctx.addIssue({ code: 'custom', message: 'id ausente' });
      return z.NEVER;
    }
    return id;
  });
export const novoPedidoSchema = z.object({ id: L.required(L.id()), codigo: L.required(L.code()) });

export const duplicadoSchema = z.object({
  pacienteDuplicado: L.flag(),
  nro_prontuario: L.code(),
  paciente: L.nested(legacyPacienteSchema.shape),
});

/**
 * A request of the duplicate warning. The specification names its requester both `requisitante` (the list row) and
 * `profissionalRequisitante` (the warning entry): either is read, as a name or a `{nome}` record (docs/decisions.md).
 */
export const pedidoExistenteSchema = z
  .object({
    id: L.required(L.id()),
    codigo: L.shown(),
    paciente: L.text(),
    atendimento: L.code(),
    requisitante: L.text(),
    profissionalRequisitante: L.text(),
    dataInclusao: L.dateTime(),
    dataCirurgia: L.dateTime(),
  })
  .transform(({ profissionalRequisitante, ...pedido }) => ({
    ...pedido,
    requisitante: pedido.requisitante ?? profissionalRequisitante,
  }));
export type PedidoExistente = z.output<typeof pedidoExistenteSchema>;
