import { useMemo } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { Profissional } from '@/api/session/profissional';
import { wizardRuns } from '@/config/wizard-runs';
import { clearWizardDraft, saveWizardState, startWizardDraft } from '../draft/draft-storage';
import type { WizardForm } from '../model/form';
import { initialForm } from '../model/initial-form';
import type { StepId } from '../model/steps';
import type { RunSpec } from '../runs/run-spec';
import { TRANSFORMACAO } from '../runs/transformacao';
import type { OpenedDraft } from './use-wizard-draft';
import type { WizardShellValue } from './wizard-shell';

interface Options {
  spec: RunSpec;
  opened: OpenedDraft;
  form: UseFormReturn<WizardForm>;
  /** The run's record (the request, or the demand of a demand run). */
  pedido: { id: number; codigo: string } | null;
  nav: { forceNext: () => void; force: (id: StepId) => void; closeRestart: () => void };
  guard: { rebase: () => void };
  stopAutosave: () => void;
  profissional: Profissional;
}

/** What ends or moves the run: 'Cancelar', 'Recomeçar' (the restart confirmation) and the steps' own moves. */
export function useRunActions({ spec, opened, form, pedido, nav, guard, stopAutosave, profissional }: Options) {
  const navigate = useNavigate();
  const { forceNext } = nav;
  const shell: WizardShellValue = useMemo(
    () => ({
      forceNext,
      fromDemanda: (novo, demanda) => {
        // The request now comes from the demand: a new run at its address, with the form as it is (nothing else may
        // save meanwhile; the page opens the run anew, at the transformação's start).
        stopAutosave();
        const run = wizardRuns.transformacao(novo, demanda);
        saveWizardState(form.getValues(), TRANSFORMACAO.start, { pedido: novo }, run);
        navigate(run, { replace: true });
      },
    }),
    [forceNext, stopAutosave, form, navigate],
  );

  const restart = () => {
    // The same record is kept; everything typed is discarded. A demand keeps its record (and a gerente's correction,
    // what was read of it).
    nav.closeRestart();
    const { seed } = opened;
    if (spec.recomeco === 'releitura') {
      // The gerente's run starts again from its address: the request is read again, as it was when opened.
      stopAutosave();
      clearWizardDraft();
      navigate(opened.run, { replace: true });
      return;
    }
    const { defaults, demanda, demandaLida } = seed;
    const modelo = seed.modelo ?? null;
    if (spec.recomeco === 'semDemanda' && pedido) {
      // The demand is no longer turned into the request: the same request goes on as a new request's run.
      stopAutosave();
      const run = wizardRuns.existente(pedido);
      startWizardDraft({ pedido, defaults, modelo }, run);
      navigate(run, { replace: true });
      return;
    }
    startWizardDraft({ pedido, defaults, modelo, demanda, demandaLida }, opened.run);
    form.reset(initialForm({ defaults, modelo }, profissional));
    guard.rebase();
    nav.force(spec.steps[0].id);
  };

  const cancel = () => {
    // The run ends here: with no draft left, the leave guard lets the navigation through.
    stopAutosave();
    clearWizardDraft();
    navigate(spec.exitPath);
  };

  return { shell, restart, cancel };
}
