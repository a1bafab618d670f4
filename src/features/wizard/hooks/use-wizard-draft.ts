import { useCallback, useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { sessionStore } from '@/api/session/session-store';
import { readWizardDraftReading, saveWizardState, startWizardDraft, type WizardSeed } from '../draft/draft-storage';
import { useToast } from '@/components/feedback/toast-context';
import type { WizardForm } from '../model/form';
import { readStoredForm } from '../model/form-schema';

const DEBOUNCE_MS = 250;

/** Not worded by the specification (docs/decisions.md). */
const RASCUNHO_DESCARTADO = 'O rascunho salvo não pôde ser recuperado e foi descartado.';

/** The draft as the wizard opens it: restored whole, or (none, unreadable) a fresh run with an empty seed. */
export interface OpenedDraft {
  /** The run's address (the draft's, or the page's for a fresh run). */
  run: string;
  seed: WizardSeed;
  state: WizardForm | null;
  step: string | null;
  /** 'discarded': a draft that could not be read (older version or shape) was thrown away. */
  origin: 'restored' | 'fresh' | 'discarded';
}

/** Reads the tab's draft for the page at `address` (no side effects: called once, in a state initialiser). */
export function openWizardDraft(address: string): OpenedDraft {
  const reading = readWizardDraftReading();
  const fresh = { run: address, seed: {}, state: null, step: null };
  if (reading.kind === 'none') return { ...fresh, origin: 'fresh' };
  if (reading.kind === 'unreadable') return { ...fresh, origin: 'discarded' };
  const state = readStoredForm(reading.draft.state);
  // Never half-applied: a state that does not parse whole discards the seed and step with it.
  if (state === 'unreadable') return { ...fresh, origin: 'discarded' };
  const { run, seed, step } = reading.draft;
  return { run, seed, state, step, origin: 'restored' };
}

/** Starts the run in storage when the wizard opened without a readable draft; tells the user about a discarded one. */
export function useDraftStart(opened: OpenedDraft) {
  const toast = useToast();
  const told = useRef(false);
  useEffect(() => {
    if (opened.origin === 'restored' || told.current) return;
    told.current = true;
    startWizardDraft(opened.seed, opened.run);
    if (opened.origin === 'discarded') toast.info(RASCUNHO_DESCARTADO);
  }, [opened, toast]);
}

/** Writes the whole form to the draft as the user types (debounced), and at once on pagehide, unmount and sign-out. */
export function useWizardDraftAutosave(form: UseFormReturn<WizardForm>, stepRef: { current: string }) {
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
