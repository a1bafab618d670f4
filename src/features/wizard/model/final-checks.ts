import type { FieldPath } from 'react-hook-form';
import type { WizardForm } from './form';
import { indicacaoPreenchida, type Pending, type PendingField } from './pending';
import type { StepCheckContext } from './step-context';

// The final checks of Enviar (wizards-and-management.md §5 'Final submit of a request'), in the specification's
// order and spelling; the first message is shown.

export const MSG_FINAL = {
  obrigatorio: (campo: string) => `O campo ${campo} é obrigatório.`,
  /** The room comes with the calendar slot: without it the date must be chosen again. */
  salaObrigatoria: 'O campo sala de cirurgia é obrigatório. Selecione a data de cirurgia novamente.',
  prioridade: 'Informe a prioridade da cirurgia.',
  cid: 'Informe o CID Principal.',
  oncologica: 'Informe se é ou não uma cirurgia oncológica.',
  acomodacao: 'Informe o tipo de acomodação.',
  procedimento: 'Informe o procedimento principal.',
  duracao: 'Informe a duração estimada.',
  peso: 'O peso máximo é 500.',
  diarias: 'O máximo de diárias previstas é 999.',
} as const;

const PESO_MAXIMO = 500;
const DIARIAS_MAXIMO = 999;

/** A final problem: its message, the pending field it marks (if any) and the form path it concerns. */
interface FinalPending extends Pending {
  path: FieldPath<WizardForm>;
}

/** A problem of any run's final checks: a demand's name no form path (model/demanda-checks.ts). */
export type ProblemaFinal = Pending & { path?: FieldPath<WizardForm> };

const problem = (path: FieldPath<WizardForm>, message: string, field: PendingField | null = null): FinalPending => ({
  path,
  message,
  field,
});

const vazio = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && !v.trim());

function pesoAcimaDoMaximo(peso: string): boolean {
  const valor = Number(peso.replace(',', '.'));
  return peso.trim() !== '' && Number.isFinite(valor) && valor > PESO_MAXIMO;
}

/** The required fields of §5, each as 'O campo X é obrigatório.' with X as the specification names it. */
function obrigatorios(v: WizardForm, ctx: StepCheckContext): FinalPending[] {
  const out: FinalPending[] = [];
  const o = MSG_FINAL.obrigatorio;
  if (vazio(v.carater)) out.push(problem('carater', o('carater')));
  if (vazio(v.responsavel)) out.push(problem('responsavel', o('profissional responsável'), 'responsavel'));
  if (vazio(v.dataHoraSugerida)) out.push(problem('dataHoraSugerida', o('data sugerida'), 'dataHoraSugerida'));
  // Elective requests take their room from the calendar slot; other characters default to room 1 (§3).
  if (ctx.eletivo && vazio(v.agendamento?.sala ?? v.sala)) out.push(problem('sala', MSG_FINAL.salaObrigatoria));
  if (vazio(v.centro)) out.push(problem('centro', o('centro cirúrgico'), 'centro'));
  if (vazio(v.lateralidade)) out.push(problem('lateralidade', o('lateralidade')));
  if (vazio(v.cidPrincipal)) out.push(problem('cidPrincipal', o('CID principal')));
  if (vazio(v.tipoAnestesia)) out.push(problem('tipoAnestesia', o('tipo de anestesia')));
  if (!indicacaoPreenchida(v.indicacao)) out.push(problem('indicacao', o('Indicação Cirúrgica')));
  if (vazio(v.modalidade)) out.push(problem('modalidade', o('modalidade de atendimento')));
  return out;
}

/**
 * Acomodação is asked (§5 'Final submit': 'Informe o tipo de acomodação.'), at Cirurgia and again at Enviar, unless
 * the case is ambulatory or admitted or the modality blocks the admission (the field is then disabled).
 */
export function acomodacaoObrigatoria(
  ctx: Pick<StepCheckContext, 'ambulatorial' | 'internado' | 'admission'>,
): boolean {
  return !ctx.ambulatorial && !ctx.internado && !ctx.admission.disabled;
}

/** The final checks of Enviar (§5 'Final submit of a request'), in order. */
export function checkFinal(v: WizardForm, ctx: StepCheckContext): FinalPending[] {
  const out = obrigatorios(v, ctx);
  if (vazio(v.prioridade)) out.push(problem('prioridade', MSG_FINAL.prioridade));
  if (vazio(v.cidPrincipal)) out.push(problem('cidPrincipal', MSG_FINAL.cid));
  if (vazio(v.oncologica)) out.push(problem('oncologica', MSG_FINAL.oncologica));
  if (acomodacaoObrigatoria(ctx) && vazio(v.acomodacao)) out.push(problem('acomodacao', MSG_FINAL.acomodacao));
  if (vazio(v.procedimentoPrincipal))
    out.push(problem('procedimentoPrincipal', MSG_FINAL.procedimento, 'procedimentoPrincipal'));
  if (vazio(v.duracaoEstimada)) out.push(problem('duracaoEstimada', MSG_FINAL.duracao, 'duracaoEstimada'));
  if (pesoAcimaDoMaximo(v.paciente.peso)) out.push(problem('paciente.peso', MSG_FINAL.peso, 'paciente.peso'));
  if ((v.diariasPrevistas ?? 0) > DIARIAS_MAXIMO)
    out.push(problem('diariasPrevistas', MSG_FINAL.diarias, 'diariasPrevistas'));
  return out;
}
