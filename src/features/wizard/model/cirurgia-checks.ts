import { durationBounds } from './allowed';
import { checkDuration } from './duration';
import { acomodacaoObrigatoria, MSG_FINAL } from './final-checks';
import type { WizardForm } from './form';
import type { Pending } from './pending';
import type { StepCheckContext } from './step-context';
import { checkAdmission, checkAdmissionOnLeave, MSG_DATAS, type AdmissionContext } from './surgery-dates';

/** Cirurgia's messages the date module does not hold (§5 'Final submit': 'O campo X é obrigatório.'). */
const MSG_STEP2 = {
  dataSugerida: 'O campo data sugerida é obrigatório.',
  duracao: 'Informe a duração estimada.',
} as const;

/** The admission rules' view of the step context. */
function admissionContext(ctx: StepCheckContext): AdmissionContext {
  return { ambulatorio: ctx.ambulatorial, bloqueada: ctx.admission.clear, internado: ctx.internado };
}

/**
 * Cirurgia's checks on leaving it forward, in order (§5 'Step 2 and later'): the suggested date, the
 * admission date and its early-admission reason, the accommodation (asked where it is chosen, not first at Enviar),
 * then the duration the calendar was computed with.
 */
export function checkCirurgia(v: WizardForm, ctx: StepCheckContext): Pending[] {
  const problems: Pending[] = [];
  if (!v.dataHoraSugerida) problems.push({ field: 'dataHoraSugerida', message: MSG_STEP2.dataSugerida });
  const adm = admissionContext(ctx);
  const onLeave = checkAdmissionOnLeave(v.dataInternacao, v.dataHoraSugerida, v.motivoAntecipacao, adm);
  if (onLeave) {
    const field = v.dataInternacao ? 'motivoAntecipacao' : 'dataInternacao';
    problems.push({ field, message: onLeave });
  }
  // The early-admission reason is asked once (above); here only an admission after the surgery.
  if (
    !ctx.admission.disabled &&
    checkAdmission(v.dataInternacao, v.dataHoraSugerida, v.motivoAntecipacao, adm) === MSG_DATAS.internacaoDepois
  ) {
    problems.push({ field: 'dataInternacao', message: MSG_DATAS.internacaoDepois });
  }
  if (acomodacaoObrigatoria(ctx) && v.acomodacao === null)
    problems.push({ field: 'acomodacao', message: MSG_FINAL.acomodacao });
  if (v.duracaoEstimada === null) problems.push({ field: 'duracaoEstimada', message: MSG_STEP2.duracao });
  const main = ctx.procedimentos.find((p) => p.id === v.procedimentoPrincipal) ?? null;
  const duracao = checkDuration(v.duracaoEstimada, main, durationBounds(ctx.modelo));
  if (duracao) problems.push({ field: 'duracaoEstimada', message: duracao });
  return problems;
}
