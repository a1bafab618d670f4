import type { ComponentType } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { WizardForm } from '../model/form';
import type { StepRule } from '../model/steps';

/**
 * Runs when the user moves forward from the step, after its checks passed (Paciente saves the patient records).
 * Returns the 'Atenção!' message when it failed (the move is cancelled), or null.
 */
type StepLeave = (form: UseFormReturn<WizardForm>) => Promise<string | null>;

/** One step of a run: its rules (model/steps.ts), what it renders, and what leaving it forward does. */
export interface WizardStep extends StepRule {
  Component: ComponentType;
  onLeave?: StepLeave;
}
