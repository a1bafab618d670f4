import { useCallback, useState } from 'react';
import { useToast } from '@/components/feedback/toast-context';
import { TOAST_MS } from '@/components/feedback/toast-durations';
import { decideNavigation } from '../model/navigation';
import { findStep, stepAfter, stepBefore, type StepId } from '../model/steps';

interface NavigationOptions<S extends { id: StepId }> {
  /** The run's steps, in order. */
  steps: readonly S[];
  initial: StepId;
  /** The first pending message of a step, or null. */
  problemOf: (step: S) => string | null;
  /** Leaving a step forward (after its checks): the 'Atenção!' message when it failed, or null. */
  leave: (step: S) => Promise<string | null>;
  onStepChange: (step: StepId) => void;
  /** The step on screen failed its checks (its pending fields are marked). */
  onRefused?: (step: S) => void;
  onLeaveFailed: (message: string) => void;
}

/**
 * Step navigation over the run's list: checks, the step's onLeave, the skip refusal (info, 5 s), the restart
 * confirmation, and scroll to #centroWizard.
 */
export function useWizardNavigation<S extends { id: StepId }>(options: NavigationOptions<S>) {
  const { steps, problemOf, leave, onStepChange, onRefused, onLeaveFailed } = options;
  const toast = useToast();
  const [activeId, setActiveId] = useState<StepId>(() => findStep(steps, options.initial)?.id ?? steps[0].id);
  const [confirmRestart, setConfirmRestart] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const active = findStep(steps, activeId) ?? steps[0];

  const move = useCallback(
    (id: StepId) => {
      // A step's warnings do not outlive it (one warning at a time, the toast service replaces older ones).
      toast.dismiss('warn');
      setActiveId(id);
      onStepChange(id);
      document.getElementById('centroWizard')?.scrollIntoView?.({ block: 'start' });
    },
    [onStepChange, toast],
  );

  const goTo = useCallback(
    async (target: StepId | null, via: 'stepper' | 'button' = 'button') => {
      if (leaving) return;
      const decision = decideNavigation(steps, active.id, target, problemOf, via);
      switch (decision.kind) {
        case 'go': {
          if (decision.forward) {
            setLeaving(true);
            const failure = await leave(active).finally(() => setLeaving(false));
            if (failure) return onLeaveFailed(failure);
          }
          move(decision.step);
          break;
        }
        case 'confirm-restart':
          setConfirmRestart(true);
          break;
        case 'refuse':
          if (decision.severity === 'info') {
            toast.info(decision.message, { life: TOAST_MS.skipStep });
            break;
          }
          toast.warn(decision.message, { life: TOAST_MS.default });
          if (decision.step === active.id) onRefused?.(active);
          break;
        case 'stay':
          break;
      }
    },
    [leaving, steps, active, problemOf, leave, move, onLeaveFailed, onRefused, toast],
  );

  return {
    active,
    /** Whether a step's onLeave is running (Próximo shows it is busy). */
    leaving,
    goTo: (target: StepId | null, via?: 'stepper' | 'button') => void goTo(target, via),
    next: () => {
      const after = stepAfter(steps, active.id);
      if (after) void goTo(after.id);
    },
    back: () => void goTo(stepBefore(steps, active.id)?.id ?? null),
    /** Moves without checks (restart, and 'Clique aqui para utilizá-lo' straight to the next step). */
    force: (id: StepId) => move(id),
    forceNext: () => {
      const after = stepAfter(steps, active.id);
      if (after) move(after.id);
    },
    confirmRestart,
    closeRestart: () => setConfirmRestart(false),
  };
}
