import type { WizardForm } from './form';
import type { Pending } from './pending';

/** Step 3 (Itens)'s checks (§5 'Items'). Stub: filled in by the step-3 work. */
export function checkStep3(_v: WizardForm): Pending[] {
  return [];
}
