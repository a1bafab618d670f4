import type { FiltrosDemandas } from '@/api/demandas/get-demandas';
import { addDays } from '@/lib/dates/wall-clock';

/** Not worded by the specification (docs/decisions.md): the period's end before its start. */
export const PERIODO_INVALIDO = 'A data final deve ser igual ou posterior à data inicial.';

/** The opening filters: inclusion from today to today plus the configured days, all the user's centres, not ONCO. */
export function filtrosIniciais(hoje: string, dias: number | null, centros: readonly number[]): FiltrosDemandas {
  return { dataInicio: hoje, dataFim: addDays(hoje, dias ?? 0), centrosCirurgicos: [...centros], eOnco: false };
}

export { alternarCentro } from '@/lib/filtros/toggles';

/** The message that refuses the period, or null ('yyyy-MM-dd' text compares as dates). */
export function problemaPeriodo(f: Pick<FiltrosDemandas, 'dataInicio' | 'dataFim'>): string | null {
  if (!f.dataInicio || !f.dataFim) return 'Informe o período de inclusão.';
  return f.dataFim < f.dataInicio ? PERIODO_INVALIDO : null;
}
