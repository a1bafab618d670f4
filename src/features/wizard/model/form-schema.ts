import { z } from 'zod';
import type { WizardForm } from './form';

const id = z.number().nullable();

const pacienteSchema = z.object({
  seqPaciente: id,
  numeroProntuario: z.string(),
  nome: z.string(),
  dataNascimento: z.string(),
  sexo: z.enum(['M', 'F', '']),
  nomeMae: z.string(),
  cpf: z.string(),
  cns: z.string(),
  telefone: z.string(),
  celular: z.string(),
  email: z.string(),
  peso: z.string(),
  convenio: id,
  gmr: z.boolean(),
  codLeito: z.string().nullable(),
});

const itemSchema = z.object({
  id: z.number(),
  quantidade: z.number(),
  unidadeMedida: id,
  itemEventual: z.boolean(),
  justificativaEventual: z.string(),
});

/**
 * The wizard's form as the draft stores it. A stored state is restored only when it parses whole (DESIGN: wizards,
 * the draft read back through a versioned schema); `satisfies` keeps it in step with WizardForm.
 */
export const wizardFormSchema = z.object({
  tipoPedido: z.enum(['0', '1']),
  paciente: pacienteSchema,
  novoPaciente: z.boolean(),
  atendimento: z
    .object({
      seq: z.number(),
      data: z.string(),
      faa: z.string(),
      carater: z.string(),
      caraterId: id,
      centroCusto: z.string(),
    })
    .nullable(),
  internacao: z
    .object({
      seq: z.number(),
      numero: z.string(),
      data: z.string(),
      leito: z.string().nullable(),
      aberta: z.boolean(),
    })
    .nullable(),
  exames: z.array(z.number()),
  ids: z.object({ paciente: id, atendimento: id, internacao: id }),
  procedimentoPrincipal: id,
  quantidadePrincipal: z.number(),
  secundarios: z.array(z.object({ id: z.number(), quantidade: z.number() })),
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
  agendamento: z.object({ inicio: z.string(), fim: z.string(), sala: z.number(), id }).nullable(),
  itens: z.object({
    opme: z.array(itemSchema),
    consumivel: z.array(itemSchema),
    caixaCirurgica: z.array(itemSchema),
    hemocomponentes: z.array(itemSchema),
    equipamentos: z.array(itemSchema),
    exames: z.array(itemSchema),
  }),
}) satisfies z.ZodType<WizardForm>;

/** A stored state: null before the first save, the form when it parses whole, or 'unreadable'. */
export function readStoredForm(state: unknown): WizardForm | null | 'unreadable' {
  if (state === null || state === undefined) return null;
  const parsed = wizardFormSchema.safeParse(state);
  return parsed.success ? parsed.data : 'unreadable';
}
