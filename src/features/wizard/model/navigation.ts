import { MSG } from './messages';
import type { StepId } from './steps';

type NavigationDecision =
  | { kind: 'stay' }
  | { kind: 'go'; step: StepId; forward: boolean }
  | { kind: 'confirm-restart' }
  | { kind: 'refuse'; message: string; severity: 'info' }
  /** `step`: the step whose checks failed (its pending fields are marked when it is the one on screen). */
  | { kind: 'refuse'; message: string; severity: 'warn'; step: StepId };

/**
 * Where a click on step `target` (stepper) or Próximo/Anterior (button) leads, over the run's step list: back is
 * free, clicking the first step or going back from it (`target` null) asks to restart, going forward needs every step
 * up to the current one to pass its checks, and skipping past the next step is refused.
 */
export function decideNavigation<S extends { id: StepId }>(
  steps: readonly S[],
  active: StepId,
  target: StepId | null,
  problemOf: (step: S) => string | null,
  via: 'stepper' | 'button' = 'button',
): NavigationDecision {
  if (target === active) return { kind: 'stay' };
  const from = steps.findIndex((s) => s.id === active);
  const to = target === null ? -1 : steps.findIndex((s) => s.id === target);
  // Clicking the Paciente step, or going back from it, would discard everything: ask first.
  if (target === null || (to === 0 && via === 'stepper')) return { kind: 'confirm-restart' };
  if (to < 0 || from < 0) return { kind: 'stay' };
  if (to < from) return { kind: 'go', step: target, forward: false };
  for (const step of steps.slice(0, from + 1)) {
    const problem = problemOf(step);
    if (problem) return { kind: 'refuse', message: problem, severity: 'warn', step: step.id };
  }
  if (to > from + 1) return { kind: 'refuse', message: MSG.pularPassos, severity: 'info' };
  return { kind: 'go', step: target, forward: true };
}
