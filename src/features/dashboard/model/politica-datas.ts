import { problemaDasDatas, type DataAlterada } from './datas';
import type { FiltrosDashboard } from './filtros';

// What the dashboard does when its period breaks a rule of wizards-and-management.md §5 'Dashboard dates'
// (docs/decisions.md 'When a date breaks a §5 rule'): the warning is shown at once for a whole date, on leaving the
// field for an emptied one, and the figures keep the last valid period.

type Periodo = Pick<FiltrosDashboard, 'dataInicio' | 'dataFim'>;

/** What a date typed or picked does: the warning to show (or none) and whether the filters are applied. */
interface ReacaoData {
  aviso: string | null;
  aplicar: boolean;
}

/**
 * A date typed or picked, `periodo` already holding it ('' while it is not a whole date): an unfinished date waits
 * (neither warned nor applied), a date that breaks a rule is warned and not applied, any other is applied.
 */
export function aoMudarData(periodo: Periodo, alterada: DataAlterada): ReacaoData {
  const valor = alterada === 'inicio' ? periodo.dataInicio : periodo.dataFim;
  if (valor === '') return { aviso: null, aplicar: false };
  const aviso = problemaDasDatas(periodo, alterada);
  return { aviso, aplicar: aviso === null };
}

/** Leaving a date field: the warning of an empty date, or null. */
export function aoSairData(periodo: Periodo, alterada: DataAlterada): string | null {
  const valor = alterada === 'inicio' ? periodo.dataInicio : periodo.dataFim;
  return valor === '' ? problemaDasDatas(periodo, alterada) : null;
}

/**
 * The filters a centre, team or ONCO change applies: the controls as they are, with the last valid period when the
 * period on screen breaks a rule.
 */
export function filtrosAplicaveis(controles: FiltrosDashboard, aplicados: Periodo): FiltrosDashboard {
  if (problemaDasDatas(controles, 'fim') === null) return controles;
  return { ...controles, dataInicio: aplicados.dataInicio, dataFim: aplicados.dataFim };
}
