import type { ComponentType } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Step0Paciente } from '../components/step0/step0-paciente';
import { leavePaciente } from '../components/step0/leave-paciente';
import { Step1Solicitacao, Step1SolicitacaoDemanda } from '../components/step1/step1-solicitacao';
import { Step2Cirurgia } from '../components/step2/step2-cirurgia';
import { Step3Itens } from '../components/step3/step3-itens';
import { Step3ItensCirurgia } from '../components/step3/step3-itens-cirurgia';
import { Step4Resumo } from '../components/step4/step4-resumo';
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
  paciente: { Component: Step0Paciente, onLeave: leavePaciente },
  solicitacao: { Component: Step1Solicitacao },
  cirurgia: { Component: Step2Cirurgia },
  itens: { Component: Step3Itens },
  itensCirurgia: { Component: Step3ItensCirurgia },
  resumo: { Component: Step4Resumo },
};

/** The demand's Solicitação leaves its procedures to Itens da cirurgia. */
const DEMAND_VIEWS: Partial<Record<BuiltinStepId, Pick<WizardStep, 'Component'>>> = {
  solicitacao: { Component: Step1SolicitacaoDemanda },
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
