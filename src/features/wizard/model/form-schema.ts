import { z } from 'zod';

const id = z.number().nullable();

/** The patient chosen or registered in step 0. */
const pacienteSchema = z.object({
  seqPaciente: id,
  numeroProntuario: z.string(),
  nome: z.string(),
  /** yyyy-mm-dd */
  dataNascimento: z.string(),
  sexo: z.enum(['M', 'F', '']),
  nomeMae: z.string(),
  cpf: z.string(),
  cns: z.string(),
  /** Stored as digits. */
  telefone: z.string(),
  celular: z.string(),
  email: z.string(),
  peso: z.string(),
  convenio: id,
  gmr: z.boolean(),
  codLeito: z.string().nullable(),
});

/** An item chosen in step 3 (§3 'Request item'): quantity, the blood products' unit, the eventual item's reason. */
const itemSchema = z.object({
  id: z.number(),
  quantidade: z.number(),
  unidadeMedida: id,
  itemEventual: z.boolean(),
  justificativaEventual: z.string(),
});

const atendimentoSchema = z.object({
  seq: z.number(),
  data: z.string(),
  faa: z.string(),
  carater: z.string(),
  caraterId: id,
  centroCusto: z.string(),
});

const internacaoSchema = z.object({
  seq: z.number(),
  numero: z.string(),
  data: z.string(),
  leito: z.string().nullable(),
  aberta: z.boolean(),
});

const secundarioSchema = z.object({ id: z.number(), quantidade: z.number() });

/** The slot chosen on the room calendar (elective): start and effective end, wall clock, and its room. */
const agendamentoSchema = z.object({ inicio: z.string(), fim: z.string(), sala: z.number(), id });

/**
 * The wizard's form: one react-hook-form instance holds the whole wizard (DESIGN: wizards), and the draft stores it.
 * A stored state is restored only when it parses whole (the draft read back through a versioned schema). The types
 * below are this schema's: one definition of each shape.
 */
export const wizardFormSchema = z.object({
  tipoPedido: z.enum(['0', '1']),
  paciente: pacienteSchema,
  novoPaciente: z.boolean(),
  atendimento: atendimentoSchema.nullable(),
  internacao: internacaoSchema.nullable(),
  exames: z.array(z.number()),
  ids: z.object({ paciente: id, atendimento: id, internacao: id }),
  procedimentoPrincipal: id,
  quantidadePrincipal: z.number(),
  secundarios: z.array(secundarioSchema),
  duracaoEstimada: id,
  diariasPrevistas: id,
  responsavel: id,
  centro: id,
  sala: id,
  carater: id,
  modalidade: id,
  lateralidade: z.enum(['D', 'E', 'N']).nullable(),
  indicacao: z.string(),
  prioridade: id,
  cidPrincipal: id,
  cidsSecundarios: z.array(z.number()),
  oncologica: z.enum(['1', '2']).nullable(),
  sinais: z.string(),
  resultados: z.string(),
  recursos: z.string(),
  historia: z.string(),
  areaMedica: id,
  tipoAnestesia: id,
  avaliacaoAnestesica: z.boolean(),
  motivoAvaliacao: z.string(),
  dataInternacao: z.string(),
  motivoAntecipacao: id,
  acomodacao: id,
  leitoUTI: z.boolean(),
  dataHoraSugerida: z.string(),
  agendamento: agendamentoSchema.nullable(),
  itens: z.object({
    opme: z.array(itemSchema),
    consumivel: z.array(itemSchema),
    caixaCirurgica: z.array(itemSchema),
    hemocomponentes: z.array(itemSchema),
    equipamentos: z.array(itemSchema),
    exames: z.array(itemSchema),
  }),
});

export type WizardForm = z.output<typeof wizardFormSchema>;
export type WizardPaciente = z.output<typeof pacienteSchema>;
export type WizardAtendimento = z.output<typeof atendimentoSchema>;
export type WizardInternacao = z.output<typeof internacaoSchema>;
export type ItemEscolhidoForm = z.output<typeof itemSchema>;
export type WizardAgendamento = z.output<typeof agendamentoSchema>;

/** A stored state: null before the first save, the form when it parses whole, or 'unreadable'. */
export function readStoredForm(state: unknown): WizardForm | null | 'unreadable' {
  if (state === null || state === undefined) return null;
  const parsed = wizardFormSchema.safeParse(state);
  return parsed.success ? parsed.data : 'unreadable';
}
