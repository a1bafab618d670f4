import { useEffect, useRef, useState } from 'react';
import { useToast } from '@/components/feedback/toast-context';
import { TOAST_MS } from '@/components/feedback/toast-durations';
import type { DataAlterada } from '../model/datas';
import type { FiltrosDashboard } from '../model/filtros';
import { aoMudarData, aoSairData, filtrosAplicaveis } from '../model/politica-datas';

/** How long the controls wait for the next change of a burst before every figure reloads once. */
const ESPERA_MS = 200;

/**
 * The controls on screen and the filters the figures show. A change is applied once the burst of changes stops;
 * what a date breaking a rule of §5 'Dashboard dates' does is `model/politica-datas.ts` (warned for 10 s here).
 */
export function useFiltrosDashboard(iniciais: FiltrosDashboard) {
  const toast = useToast();
  const [controles, setControles] = useState(iniciais);
  const [aplicados, setAplicados] = useState(iniciais);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const avisar = (problema: string) => toast.warn(problema, { summary: 'Atenção!', life: TOAST_MS.dashboard });
  const aplicar = (novo: FiltrosDashboard) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setAplicados((a) => filtrosAplicaveis(novo, a)), ESPERA_MS);
  };

  /** A centre, team or ONCO change. */
  const mudar = (parte: Partial<FiltrosDashboard>) => {
    const novo = { ...controles, ...parte };
    setControles(novo);
    aplicar(novo);
  };

  /** A date typed or picked ('' while it is not a whole date). */
  const mudarData = (alterada: DataAlterada, valor: string) => {
    const novo = { ...controles, [alterada === 'inicio' ? 'dataInicio' : 'dataFim']: valor };
    setControles(novo);
    const { aviso, aplicar: aplica } = aoMudarData(novo, alterada);
    if (aviso) avisar(aviso);
    if (aplica) aplicar(novo);
  };

  /** Leaving a date field: an empty one is warned. */
  const sairData = (alterada: DataAlterada) => {
    const aviso = aoSairData(controles, alterada);
    if (aviso) avisar(aviso);
  };

  return { controles, aplicados, mudar, mudarData, sairData };
}
