import { useMemo } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { Profissional } from '@/api/session/profissional';
import { wizardRuns } from '@/config/wizard-runs';
import { startWizardDraft } from '../draft/draft-storage';
import type { WizardForm } from '../model/form';
import { initialForm } from '../model/initial-form';
import type { StepId } from '../model/steps';
import type { RunSpec } from '../runs/run-spec';
import { TRANSFORMACAO } from '../runs/transformacao';
import type { Autosave, OpenedDraft } from './use-wizard-draft';
import type { WizardShellValue } from './wizard-shell';

interface Options {
  spec: RunSpec;
  opened: OpenedDraft;
  form: UseFormReturn<WizardForm>;
  /** The run's record (the request, or the demand of a demand run). */
  pedido: { id: number; codigo: string } | null;
  nav: { forceNext: () => void; force: (id: StepId) => void; closeRestart: () => void };
  guard: { rebase: () => void };
  autosave: Autosave;
  profissional: Profissional;
}

/** What ends or moves the run: 'Cancelar', 'Recomeçar' (the restart confirmation) and the steps' own moves. */
export function useRunActions({ spec, opened, form, pedido, nav, guard, autosave, profissional }: Options) {
  const navigate = useNavigate();
  const { forceNext } = nav;
  const shell: WizardShellValue = useMemo(
    () => ({
      forceNext,
      fromDemanda: (novo, demanda) => {
        // The request now comes from the demand: a new run at its address, with the form as it is (nothing else may
        // save meanwhile; the page opens the run anew, at the transformação's start).
        const run = wizardRuns.transformacao(novo, demanda);
        autosave.salvar({ registro: { pedido: novo }, run, step: TRANSFORMACAO.start });
        autosave.parar();
        navigate(run, { replace: true });
      },
    }),
    [forceNext, autosave, navigate],
  );

  const restart = () => {
    // The same record is kept; everything typed is discarded. A demand keeps its record (and a gerente's correction,
    // what was read of it).
    nav.closeRestart();
    const { seed } = opened;
    if (spec.recomeco === 'releitura') {
      // The gerente's run starts again from its address: the request is read again, as it was when opened.
      autosave.encerrar();
      navigate(opened.run, { replace: true });
      return;
    }
    const { defaults, demanda, demandaLida } = seed;
    const modelo = seed.modelo ?? null;
    if (spec.recomeco === 'semDemanda' && pedido) {
      // The demand is no longer turned into the request: the same request goes on as a new request's run.
      autosave.parar();
      const run = wizardRuns.existente(pedido);
      startWizardDraft({ pedido, defaults, modelo }, run);
      navigate(run, { replace: true });
      return;
    }
    startWizardDraft({ pedido, defaults, modelo, demanda, demandaLida }, opened.run);
    form.reset(initialForm({ defaults, modelo }, profissional));
    // The records created on the way stay beside the form.
    autosave.salvar();
    guard.rebase();
    nav.force(spec.steps[0].id);
  };

  const cancel = () => {
    // The run ends here: with no draft left, the leave guard lets the navigation through.
    autosave.encerrar();
    navigate(spec.exitPath);
  };

  return { shell, restart, cancel };
}
