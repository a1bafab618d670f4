import { MSG } from './messages';

export const WIZARD_STEPS = ['Paciente', 'Solicitação', 'Cirurgia', 'Itens', 'Resumo'] as const;

export type NavigationDecision =
  | { kind: 'stay' }
  | { kind: 'go'; step: number }
  | { kind: 'confirm-restart' }
  | { kind: 'refuse'; message: string; severity: 'info' }
  /** `step`: the step whose checks failed (its pending fields are marked when it is the one on screen). */
  | { kind: 'refuse'; message: string; severity: 'warn'; step: number };

/**
 * Where a click on step `target` (stepper) or Próximo/Anterior (button) leads: back is free, clicking step 0 or going
 * back from it asks to restart, going forward
 * needs every step up to the current one to pass its checks, and skipping past the next step is refused.
 */
export function decideNavigation(
  active: number,
  target: number,
  checkStep: (step: number) => string | null,
  via: 'stepper' | 'button' = 'button',
): NavigationDecision {
  if (target === active) return { kind: 'stay' };
  // Clicking the Paciente step, or going back from it, would discard everything: ask first.
  if (target < 0 || (target === 0 && via === 'stepper')) return { kind: 'confirm-restart' };
  if (target < active) return { kind: 'go', step: target };
  if (target >= WIZARD_STEPS.length) return { kind: 'stay' };
  for (let step = 0; step <= active; step += 1) {
    const problem = checkStep(step);
    if (problem) return { kind: 'refuse', message: problem, severity: 'warn', step };
  }
  if (target > active + 1) return { kind: 'refuse', message: MSG.pularPassos, severity: 'info' };
  return { kind: 'go', step: target };
}
