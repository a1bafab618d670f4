import { useEffect, useRef, useState } from 'react';
import { useToast } from '@/components/feedback/toast-context';
import { TOAST_MS } from '@/components/feedback/toast-durations';
import { problemaDasDatas, type DataAlterada } from '../model/datas';
import type { FiltrosDashboard } from '../model/filtros';

/** How long the controls wait for the next change of a burst before every figure reloads once. */
export const ESPERA_MS = 200;

/**
 * The controls on screen and the filters the figures show. A change is applied once the burst of changes stops; a
 * date that breaks a rule of §5 'Dashboard dates' is warned for 10 s and not applied (the figures keep the last
 * valid period); an emptied date is warned when the user leaves it, not while a new one is being typed.
 */
export function useFiltrosDashboard(iniciais: FiltrosDashboard) {
  const toast = useToast();
  const [controles, setControles] = useState(iniciais);
  const [aplicados, setAplicados] = useState(iniciais);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const avisar = (problema: string) => toast.warn(problema, { summary: 'Atenção!', life: TOAST_MS.dashboard });
  const aplicar = (novo: FiltrosDashboard, datasValidas: boolean) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () => setAplicados((a) => (datasValidas ? novo : { ...novo, dataInicio: a.dataInicio, dataFim: a.dataFim })),
      ESPERA_MS,
    );
  };

  /** A centre, team or ONCO change. */
  const mudar = (parte: Partial<FiltrosDashboard>) => {
    const novo = { ...controles, ...parte };
    setControles(novo);
    aplicar(novo, problemaDasDatas(novo, 'fim') === null);
  };

  /** A date typed or picked ('' while it is not a whole date). */
  const mudarData = (alterada: DataAlterada, valor: string) => {
    const novo = { ...controles, [alterada === 'inicio' ? 'dataInicio' : 'dataFim']: valor };
    setControles(novo);
    if (valor === '') return;
    const problema = problemaDasDatas(novo, alterada);
    if (problema) avisar(problema);
    else aplicar(novo, true);
  };

  /** Leaving a date field: an empty one is warned. */
  const sairData = (alterada: DataAlterada) => {
    const valor = alterada === 'inicio' ? controles.dataInicio : controles.dataFim;
    if (valor === '') avisar(problemaDasDatas(controles, alterada) ?? '');
  };

  return { controles, aplicados, mudar, mudarData, sairData };
}
