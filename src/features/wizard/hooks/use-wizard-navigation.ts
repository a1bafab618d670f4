import { useCallback, useState } from 'react';
import { useToast } from '@/components/feedback/toast-context';
import { TOAST_MS } from '@/components/feedback/toast-durations';
import { decideNavigation } from '../model/navigation';

/**
 * Step navigation: checks, the skip refusal (info, 5 s), the restart confirmation, and scroll to #centroWizard. A step
 * on screen that fails its checks is handed to `onRefused` (which marks its pending fields).
 */
export function useWizardNavigation(
  initial: number,
  checkStep: (step: number) => string | null,
  onStepChange: (step: number) => void,
  onRefused?: (step: number) => void,
) {
  const toast = useToast();
  const [active, setActive] = useState(initial);
  const [confirmRestart, setConfirmRestart] = useState(false);

  const goTo = useCallback(
    (target: number, via: 'stepper' | 'button' = 'button') => {
      const decision = decideNavigation(active, target, checkStep, via);
      switch (decision.kind) {
        case 'go':
          setActive(decision.step);
          onStepChange(decision.step);
          document.getElementById('centroWizard')?.scrollIntoView?.({ block: 'start' });
          break;
        case 'confirm-restart':
          setConfirmRestart(true);
          break;
        case 'refuse':
          if (decision.severity === 'info') {
            toast.info(decision.message, { life: TOAST_MS.skipStep });
            break;
          }
          toast.warn(decision.message, { life: TOAST_MS.default });
          if (decision.step === active) onRefused?.(decision.step);
          break;
        case 'stay':
          break;
      }
    },
    [active, checkStep, onStepChange, onRefused, toast],
  );

  return {
    active,
    goTo,
    /** Moves without checks (the duplicate-patient toast's 'Clique aqui para utilizá-lo' goes straight to step 1). */
    force: (step: number) => {
      setActive(step);
      onStepChange(step);
    },
    next: () => goTo(active + 1),
    back: () => goTo(active - 1),
    confirmRestart,
    closeRestart: () => setConfirmRestart(false),
  };
}
