import type { ComponentType } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { PacienteStep } from '../components/paciente/paciente-step';
import { leavePaciente } from '../components/paciente/leave-paciente';
import { SolicitacaoStep, SolicitacaoDemandaStep } from '../components/solicitacao/solicitacao-step';
import { CirurgiaStep } from '../components/cirurgia/cirurgia-step';
import { ItensStep } from '../components/itens/itens-step';
import { ItensCirurgiaStep } from '../components/itens-cirurgia/itens-cirurgia-step';
import { ResumoStep } from '../components/resumo/resumo-step';
import type { WizardForm } from '../model/form';
import { STEP_LISTS, stepRule, type BuiltinStepId, type StepRule, type WizardVariant } from '../model/steps';

/**
 * Runs when the user moves forward from the step, after its checks passed (step 0 saves the patient records). Returns
 * the 'Atenção!' message when it failed (the move is cancelled), or null.
 */
export type StepLeave = (form: UseFormReturn<WizardForm>) => Promise<string | null>;

/** One step of a wizard variant: its rules (model/steps.ts), what it renders, and what leaving it forward does. */
export interface WizardStep extends StepRule {
  Component: ComponentType;
  onLeave?: StepLeave;
}

const VIEWS: Readonly<Record<BuiltinStepId, Pick<WizardStep, 'Component' | 'onLeave'>>> = {
  paciente: { Component: PacienteStep, onLeave: leavePaciente },
  solicitacao: { Component: SolicitacaoStep },
  cirurgia: { Component: CirurgiaStep },
  itens: { Component: ItensStep },
  itensCirurgia: { Component: ItensCirurgiaStep },
  resumo: { Component: ResumoStep },
};

/** The demand's Solicitação leaves its procedures to Itens da cirurgia. */
const DEMAND_VIEWS: Partial<Record<BuiltinStepId, Pick<WizardStep, 'Component'>>> = {
  solicitacao: { Component: SolicitacaoDemandaStep },
};

const build = (variant: WizardVariant): readonly WizardStep[] =>
  STEP_LISTS[variant].map((id) => ({
    ...stepRule(variant, id),
    ...VIEWS[id],
    ...(variant === 'demand' ? DEMAND_VIEWS[id] : undefined),
  }));

/** The steps of each variant, in order (DESIGN: wizards, steps as typed data). */
export const WIZARD_STEP_LISTS: Readonly<Record<WizardVariant, readonly WizardStep[]>> = {
  request: build('request'),
  demand: build('demand'),
  manager: build('manager'),
};
