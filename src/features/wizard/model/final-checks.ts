import type { WizardForm } from './form';
import type { Pending } from './pending';
import type { StepCheckContext } from './step-context';

/** The final checks of Enviar (§5 'Final submit of a request'). Stub: filled in by the step-4 work. */
export function checkFinal(_v: WizardForm, _ctx: StepCheckContext): Pending[] {
  return [];
}
