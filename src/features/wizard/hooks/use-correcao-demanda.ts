import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { clearWizardDraft, saveWizardState } from '../draft/draft-storage';
import { clearSubmissionProgress } from '../draft/submission-progress';
import type { DemandaLida } from '../model/demanda-to-form';
import type { WizardForm } from '../model/form';

/** Not worded by the specification (docs/decisions.md). */
export const VOLTAR_DEMANDAS_PERGUNTA =
  'As alterações feitas nesta demanda não foram salvas e serão descartadas. Deseja voltar?';

interface Options {
  form: UseFormReturn<WizardForm>;
  /** The manager's correction of a saved demand; null in every other run (the hook then does nothing). */
  seed: DemandaLida | null;
  stepRef: { current: string };
  untouched: () => boolean;
  stopAutosave: () => void;
  onExit?: () => void;
}

/**
 * A manager's correction of a saved demand, in the Demandas page instead of its table: 'Voltar para Demandas' asks
 * first when the form was changed (a change is recorded in the draft, so it still counts after a reload), and
 * leaving or saving discards the draft and brings the table back.
 */
export function useCorrecaoDemanda({ form, seed, stepRef, untouched, stopAutosave, onExit }: Options) {
  const [perguntando, setPerguntando] = useState(false);
  const alterado = useRef(seed?.alterado === true);

  useEffect(() => {
    if (!seed || alterado.current) return;
    const subscription = form.watch(() => {
      if (alterado.current || untouched()) return;
      alterado.current = true;
      saveWizardState(form.getValues(), stepRef.current, { demandaLida: { ...seed, alterado: true } });
    });
    return () => subscription.unsubscribe();
  }, [form, seed, stepRef, untouched]);

  const sair = () => {
    stopAutosave();
    clearWizardDraft();
    clearSubmissionProgress();
    setPerguntando(false);
    onExit?.();
  };

  return {
    perguntando,
    voltar: () => {
      if (alterado.current || !untouched()) setPerguntando(true);
      else sair();
    },
    /** Discards the draft and brings the table back (also once saved). */
    sair,
    ficar: () => setPerguntando(false),
  };
}
