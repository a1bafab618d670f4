import { useCallback, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useBlocker } from 'react-router-dom';
import { sessionStore } from '@/api/session/session-store';
import { readWizardDraft } from '../draft/draft-storage';
import type { WizardForm } from '../model/form';

/**
 * Leaving the wizard with data (a menu link, the browser's back) asks first through the router's blocker. Nothing is
 * asked once the run ended (cancel and submit clear the draft), nor when the session ended (the draft is kept for the
 * next sign-in), nor for a form as it opened (`rebase` after filling defaults the user did not type).
 */
export function useLeaveGuard(form: UseFormReturn<WizardForm>, restored: boolean) {
  const [opened] = useState(() => JSON.stringify(form.getValues()));
  const baseline = useRef(opened);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname &&
      sessionStore.get() !== null &&
      readWizardDraft() !== null &&
      (restored || JSON.stringify(form.getValues()) !== baseline.current),
  );
  const untouched = useCallback(() => JSON.stringify(form.getValues()) === baseline.current, [form]);
  return {
    asking: blocker.state === 'blocked',
    stay: () => blocker.reset?.(),
    leave: () => blocker.proceed?.(),
    /** Whether the form is still as it opened (defaults may then be applied without counting as data). */
    untouched,
    /** The form as it is now counts as unchanged (defaults applied, restart). */
    rebase: useCallback(() => {
      baseline.current = JSON.stringify(form.getValues());
    }, [form]),
  };
}
