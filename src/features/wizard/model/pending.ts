import { checkWeight } from '@/lib/br/weight';
import type { WizardForm } from './form';
import { informe, MSG } from './messages';

/** A form field of the wizard that a pending item can mark (react-hook-form path). */
export type PendingField =
  | 'paciente.email'
  | 'paciente.peso'
  | 'paciente.convenio'
  | 'procedimentoPrincipal'
  | 'secundarios'
  | 'duracaoEstimada'
  | 'diariasPrevistas'
  | 'responsavel'
  | 'centro'
  | 'sinais'
  | 'resultados'
  | 'recursos'
  | 'historia'
  | 'areaMedica'
  | 'dataHoraSugerida'
  | 'dataInternacao'
  | 'motivoAntecipacao'
  | 'acomodacao'
  | `itens.${'opme' | 'consumivel'}.${number}.justificativaEventual`;

/** One pending item: its message (the toast's text) and the field it marks (null: no field of its own, e.g. the patient). */
export interface Pending {
  field: PendingField | null;
  message: string;
}

const item = (field: PendingField | null, message: string): Pending => ({ field, message });

/** Paciente's checks, in order; the first message is shown. */
export function checkPaciente(form: WizardForm): Pending[] {
  const problems: Pending[] = [];
  if (form.tipoPedido === '1' && !form.paciente.nome) {
    const faltam = [
      ['nome', form.paciente.nome],
      ['data de nascimento', form.paciente.dataNascimento],
      ['sexo', form.paciente.sexo],
      ['nome da mãe', form.paciente.nomeMae],
      ['CPF', form.paciente.cpf],
    ]
      .filter(([, v]) => !v)
      .map(([k]) => k);
    if (faltam.length) problems.push(item(null, `Informe o(s) ${faltam.join(', ')} do novo paciente.`));
  }
  if (!form.paciente.nome) problems.push(item(null, informe('o paciente')));
  if (!form.paciente.convenio) problems.push(item('paciente.convenio', informe('o convênio')));
  if (form.tipoPedido === '0' && !form.atendimento && !form.internacao)
    problems.push(item(null, informe('o atendimento')));
  if (form.paciente.email && !form.paciente.email.includes('@'))
    problems.push(item('paciente.email', MSG.emailInvalido));
  const peso = checkWeight(form.paciente.peso);
  if (!peso.ok) problems.push(item('paciente.peso', peso.message));
  return problems;
}

interface SolicitacaoContext {
  ambulatorial: boolean;
  internado: boolean;
  durationProblem: string | null;
  sequentialProblem: string | null;
  dailyStaysProblem?: string | null;
}

/** Solicitação's checks: pending request items, then surgery items, then the duration and clinical texts. */
export function checkSolicitacaoCampos(form: WizardForm, ctx: SolicitacaoContext): Pending[] {
  const problems: Pending[] = [];
  if (!form.responsavel) problems.push(item('responsavel', informe('o profissional responsável')));
  if (!form.centro) problems.push(item('centro', informe('o centro cirúrgico')));
  if (!form.procedimentoPrincipal) problems.push(item('procedimentoPrincipal', informe('o procedimento principal')));
  if (ctx.sequentialProblem) problems.push(item('secundarios', ctx.sequentialProblem));
  if (ctx.durationProblem) problems.push(item('duracaoEstimada', ctx.durationProblem));
  if (ctx.dailyStaysProblem) problems.push(item('diariasPrevistas', ctx.dailyStaysProblem));
  if (textosObrigatorios(ctx)) {
    if (!form.sinais.trim()) problems.push(item('sinais', informe('os principais sinais e sintomas')));
    if (!form.resultados.trim())
      problems.push(item('resultados', informe('os principais resultados de provas diagnósticas')));
    if (!form.recursos.trim()) problems.push(item('recursos', informe('os recursos necessários ao atendimento')));
    if (!form.historia.trim()) problems.push(item('historia', informe('a história clínica')));
    if (!form.areaMedica) problems.push(item('areaMedica', informe('a área médica')));
  }
  return problems;
}

/** The clinical texts and the medical area are required for non-ambulatory, non-admitted cases. */
export const textosObrigatorios = (ctx: Pick<SolicitacaoContext, 'ambulatorial' | 'internado'>) =>
  !ctx.ambulatorial && !ctx.internado;

/** The fields in the order the screen shows them (step 0, then step 1), so the focus goes to the topmost pending one. */
const SCREEN_ORDER: readonly PendingField[] = [
  'paciente.email',
  'paciente.peso',
  'paciente.convenio',
  'procedimentoPrincipal',
  'secundarios',
  'duracaoEstimada',
  'diariasPrevistas',
  'responsavel',
  'centro',
  'sinais',
  'resultados',
  'recursos',
  'historia',
  'areaMedica',
  'dataHoraSugerida',
  'dataInternacao',
  'motivoAntecipacao',
  'acomodacao',
];

/** Each marked field with its first message, and the field to focus (the topmost one on screen), or null. */
export function fieldMarks(pending: readonly Pending[]): {
  marks: Map<PendingField, string>;
  first: PendingField | null;
} {
  const marks = new Map<PendingField, string>();
  for (const p of pending) if (p.field && !marks.has(p.field)) marks.set(p.field, p.message);
  // Fields outside SCREEN_ORDER (the items of step 3, by index) come in screen order already.
  const first = SCREEN_ORDER.find((f) => marks.has(f)) ?? marks.keys().next().value ?? null;
  return { marks, first };
}

/** Indicação Cirúrgica counts as filled at 20 characters (spec decision 5). */
export const INDICACAO_MIN = 20;
export const indicacaoPreenchida = (texto: string) => texto.trim().length >= INDICACAO_MIN;
