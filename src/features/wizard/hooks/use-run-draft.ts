import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import { useRequiredProfissional } from '@/api/session/session-store';
import { useToast } from '@/components/feedback/toast-context';
import type { WizardForm } from '../model/form';
import { initialForm } from '../model/initial-form';
import { initialStep, type StepId } from '../model/steps';
import type { RunSpec } from '../runs/run-spec';
import { openWizardDraft, RASCUNHO_DESCARTADO, useWizardDraftAutosave } from './use-wizard-draft';

/**
 * The run's draft and its one form: the draft its loader started (or resumed) opened once at the page's address, the
 * form restored from it or filled from the seed, the step the run opens at, the autosave (its one writer), and the
 * notice of a draft its loader discarded.
 */
export function useRunDraft(spec: RunSpec, descartado: boolean) {
  const profissional = useRequiredProfissional();
  const { pathname, search } = useLocation();
  const [opened] = useState(() => openWizardDraft(`${pathname}${search}`, profissional));
  const form = useForm<WizardForm>({ defaultValues: opened.state ?? initialForm(opened.seed, profissional) });
  const stepRef = useRef<StepId>(initialStep(spec.steps, opened.step, spec.start));
  const autosave = useWizardDraftAutosave(form, stepRef, opened);
  useAvisoDescartado(descartado);
  return { opened, form, stepRef, autosave, profissional };
}

/** Says once that the tab's draft could not be read (its loader discarded it and started the run afresh). */
function useAvisoDescartado(descartado: boolean) {
  const toast = useToast();
  const told = useRef(false);
  useEffect(() => {
    if (!descartado || told.current) return;
    told.current = true;
    toast.info(RASCUNHO_DESCARTADO);
  }, [descartado, toast]);
}
