import type { FieldPath } from 'react-hook-form';
import { checkDailyStaysBounds, durationBounds } from './allowed';
import { checkDuration, checkSequential } from './duration';
import type { WizardForm } from './form';
import { checkItens } from './itens';
import { checkPaciente, checkSolicitacaoCampos, type Pending } from './pending';
import type { StepCheckContext } from './step-context';
import { checkCirurgia } from './cirurgia-checks';
import { emDemanda } from './demanda-checks';

/** Every step the wizard's runs have (spec decision 1: the demand wizard's third step is 'Itens da cirurgia'). */
type BuiltinStepId = 'paciente' | 'solicitacao' | 'cirurgia' | 'itens' | 'itensCirurgia' | 'resumo';

/** A step's id: a built-in one, or a step added to a run's list (docs/decisions/017-adding-a-wizard-step.md). */
export type StepId = BuiltinStepId | (string & {});

/** A step's rules: its title, the form paths it owns and its check (its pending items, first shown). */
export interface StepRule {
  id: StepId;
  title: string;
  fields: readonly FieldPath<WizardForm>[];
  check: (values: WizardForm, ctx: StepCheckContext) => Pending[];
}

/** Solicitação's check: the duration, sequential and daily-stays problems derived from the chosen procedures. */
function checkSolicitacao(v: WizardForm, ctx: StepCheckContext): Pending[] {
  const main = ctx.procedimentos.find((p) => p.id === v.procedimentoPrincipal) ?? null;
  return checkSolicitacaoCampos(v, {
    ambulatorial: ctx.ambulatorial,
    internado: ctx.internado,
    durationProblem: checkDuration(v.duracaoEstimada, main, durationBounds(ctx.modelo)),
    sequentialProblem: checkSequential(main, v.secundarios.length),
    dailyStaysProblem: checkDailyStaysBounds(v.diariasPrevistas, ctx.modelo),
  });
}

const PROCEDIMENTOS: readonly FieldPath<WizardForm>[] = [
  'procedimentoPrincipal',
  'quantidadePrincipal',
  'secundarios',
  'duracaoEstimada',
  'diariasPrevistas',
];

/** What the demand wizard does not ask: a demand does not keep it (§3 'Demand'; docs/decisions.md). */
const FORA_DA_DEMANDA: readonly FieldPath<WizardForm>[] = [
  'prioridade',
  'sinais',
  'resultados',
  'recursos',
  'historia',
  'areaMedica',
  'tipoAnestesia',
  'avaliacaoAnestesica',
  'motivoAvaliacao',
];

export const STEP_RULES: Readonly<Record<BuiltinStepId, StepRule>> = {
  paciente: {
    id: 'paciente',
    title: 'Paciente',
    fields: ['tipoPedido', 'paciente', 'novoPaciente', 'atendimento', 'internacao', 'exames', 'ids'],
    check: (v) => checkPaciente(v),
  },
  solicitacao: {
    id: 'solicitacao',
    title: 'Solicitação',
    fields: [
      ...PROCEDIMENTOS,
      'responsavel',
      'centro',
      'sala',
      'carater',
      'modalidade',
      'lateralidade',
      'indicacao',
      'cidPrincipal',
      'cidsSecundarios',
      'oncologica',
      ...FORA_DA_DEMANDA,
    ],
    check: checkSolicitacao,
  },
  cirurgia: {
    id: 'cirurgia',
    title: 'Cirurgia',
    fields: ['dataHoraSugerida', 'agendamento', 'dataInternacao', 'motivoAntecipacao', 'acomodacao', 'leitoUTI'],
    check: checkCirurgia,
  },
  itens: { id: 'itens', title: 'Itens', fields: ['itens'], check: (v) => checkItens(v) },
  // The demand's procedures, duration and daily stays move here with the item groups (spec decision 1).
  itensCirurgia: {
    id: 'itensCirurgia',
    title: 'Itens da cirurgia',
    fields: [...PROCEDIMENTOS, 'itens'],
    check: (v, ctx) => [...checkSolicitacao(v, ctx).filter(deProcedimentos), ...checkItens(v)],
  },
  // Resumo has no navigation check: Enviar runs the final checks (checkFinal) before the submission.
  resumo: { id: 'resumo', title: 'Resumo', fields: [], check: () => [] },
};

const deProcedimentos = (p: Pending) => p.field !== null && PROCEDIMENTOS.includes(p.field);

const daDemanda = (p: Pending) => p.field === null || !FORA_DA_DEMANDA.includes(p.field);

/**
 * The demand's Solicitação: the request's without the procedures, duration and daily stays (in Itens da cirurgia)
 * and without what a demand does not keep.
 */
const SOLICITACAO_DEMANDA: StepRule = {
  ...STEP_RULES.solicitacao,
  fields: STEP_RULES.solicitacao.fields.filter((f) => !PROCEDIMENTOS.includes(f) && !FORA_DA_DEMANDA.includes(f)),
  check: (v, ctx) => checkSolicitacao(v, ctx).filter((p) => !deProcedimentos(p) && daDemanda(p)),
};

const emDemandaRule = (rule: StepRule): StepRule => ({ ...rule, check: (v, ctx) => rule.check(v, ctx).map(emDemanda) });

/**
 * The demand wizard's rules (spec decision 1: Paciente, Solicitação, Itens da cirurgia, Resumo): its problems are
 * worded without accents (§5 'Demand wizard'), on the toast and the fields.
 */
export const DEMANDA_STEP_RULES = {
  paciente: emDemandaRule(STEP_RULES.paciente),
  solicitacao: emDemandaRule(SOLICITACAO_DEMANDA),
  itensCirurgia: emDemandaRule(STEP_RULES.itensCirurgia),
  resumo: STEP_RULES.resumo,
} as const satisfies Record<string, StepRule>;

/** The step with this id in a list, or undefined (a stored step that the run does not have). */
export const findStep = <S extends { id: StepId }>(steps: readonly S[], id: StepId | null | undefined) =>
  steps.find((s) => s.id === id);

/** The step after `id`, or null on the last one. */
export function stepAfter<S extends { id: StepId }>(steps: readonly S[], id: StepId): S | null {
  const i = steps.findIndex((s) => s.id === id);
  return i >= 0 && i + 1 < steps.length ? steps[i + 1] : null;
}

/** The step before `id`, or null on the first one. */
export function stepBefore<S extends { id: StepId }>(steps: readonly S[], id: StepId): S | null {
  const i = steps.findIndex((s) => s.id === id);
  return i > 0 ? steps[i - 1] : null;
}

/** Whether `id` is the first / the last step of the list. */
export const isFirstStep = <S extends { id: StepId }>(steps: readonly S[], id: StepId) => steps[0]?.id === id;
export const isLastStep = <S extends { id: StepId }>(steps: readonly S[], id: StepId) => steps.at(-1)?.id === id;

/** The 1-based position shown to the user ('Etapa 2 de 5'). */
export const stepNumber = <S extends { id: StepId }>(steps: readonly S[], id: StepId) =>
  steps.findIndex((s) => s.id === id) + 1;

/** The step a run opens at: the stored one when the run has it, else the run's start (else its first step). */
export function initialStep<S extends { id: StepId }>(
  steps: readonly S[],
  stored: string | null,
  start: StepId,
): StepId {
  const found = (id: StepId | null) => steps.find((s) => s.id === id)?.id;
  return found(stored) ?? found(start) ?? steps[0].id;
}
