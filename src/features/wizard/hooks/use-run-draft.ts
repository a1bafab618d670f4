import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import { useRequiredProfissional } from '@/api/session/session-store';
import type { WizardForm } from '../model/form';
import { initialForm } from '../model/initial-form';
import { initialStep, type StepId } from '../model/steps';
import type { RunSpec } from '../runs/run-spec';
import { openWizardDraft, useDraftStart, useWizardDraftAutosave } from './use-wizard-draft';

/**
 * The run's draft and its one form: the draft opened once at the page's address (started in storage when there was
 * none), the form restored from it or filled from the seed, the step the run opens at, and the autosave.
 */
export function useRunDraft(spec: RunSpec) {
  const profissional = useRequiredProfissional();
  const { pathname, search } = useLocation();
  const [opened] = useState(() => openWizardDraft(`${pathname}${search}`));
  useDraftStart(opened);
  const form = useForm<WizardForm>({ defaultValues: opened.state ?? initialForm(opened.seed, profissional) });
  const stepRef = useRef<StepId>(initialStep(spec.steps, opened.step, spec.start));
  const stopAutosave = useWizardDraftAutosave(form, stepRef);
  return { opened, form, stepRef, stopAutosave, profissional };
}
