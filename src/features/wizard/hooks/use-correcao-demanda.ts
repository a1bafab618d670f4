import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { DemandaLida } from '../model/demanda-to-form';
import type { WizardForm } from '../model/form';
import type { Autosave } from './use-wizard-draft';

/** Not worded by the specification (docs/decisions.md). */
export const VOLTAR_DEMANDAS_PERGUNTA =
  'As alterações feitas nesta demanda não foram salvas e serão descartadas. Deseja voltar?';

interface Options {
  form: UseFormReturn<WizardForm>;
  /** The manager's correction of a saved demand; null in every other run (the hook then does nothing). */
  demandaLida: DemandaLida | null;
  /** The correction was changed before (the draft says so). */
  alterado: boolean;
  untouched: () => boolean;
  autosave: Autosave;
  onExit?: () => void;
}

/**
 * A manager's correction of a saved demand, in the Demandas page instead of its table: 'Voltar para Demandas' asks
 * first when the form was changed (a change is recorded beside the form in the draft, so it still counts after a
 * reload), and leaving or saving discards the draft and brings the table back.
 */
export function useCorrecaoDemanda({ form, demandaLida, alterado: antes, untouched, autosave, onExit }: Options) {
  const [perguntando, setPerguntando] = useState(false);
  const alterado = useRef(antes);
  const { salvar, encerrar } = autosave;

  useEffect(() => {
    if (!demandaLida || alterado.current) return;
    const subscription = form.watch(() => {
      if (alterado.current || untouched()) return;
      alterado.current = true;
      salvar({ alterado: true });
    });
    return () => subscription.unsubscribe();
  }, [form, demandaLida, untouched, salvar]);

  const sair = () => {
    encerrar();
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
