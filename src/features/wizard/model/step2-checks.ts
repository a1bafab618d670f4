import type { WizardForm } from './form';
import type { Pending } from './pending';
import type { StepCheckContext } from './step-context';

/** Step 2 (Cirurgia)'s checks, in order (§5 'Step 2 and later'). Stub: filled in by the step-2 work. */
export function checkStep2(_v: WizardForm, _ctx: StepCheckContext): Pending[] {
  return [];
}
