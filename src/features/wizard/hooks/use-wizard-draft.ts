import { useCallback, useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { sessionStore } from '@/api/session/session-store';
import { saveWizardState } from '@/api/wizard-draft/draft-storage';
import type { WizardForm } from '../model/form';

const DEBOUNCE_MS = 250;

/** Writes the whole form to the draft as the user types (debounced), and at once on pagehide, unmount and sign-out. */
export function useWizardDraftAutosave(form: UseFormReturn<WizardForm>, stepRef: { current: number }) {
  const timer = useRef<number | undefined>(undefined);
  const stopped = useRef(false);
  useEffect(() => {
    stopped.current = false;
    const flush = () => {
      window.clearTimeout(timer.current);
      if (!stopped.current) saveWizardState(form.getValues(), stepRef.current);
    };
    const subscription = form.watch(() => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(flush, DEBOUNCE_MS);
    });
    window.addEventListener('pagehide', flush);
    const unregister = sessionStore.onBeforeSignOut(flush);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('pagehide', flush);
      unregister();
      // Leaving the screen keeps the last keystrokes, unless the draft was discarded (cancel, submit).
      flush();
    };
  }, [form, stepRef]);

  /** Stops saving (before the draft is discarded), so a pending save cannot bring it back. */
  return useCallback(() => {
    stopped.current = true;
    window.clearTimeout(timer.current);
  }, []);
}
