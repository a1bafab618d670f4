import type { FiltrosDemandas } from '@/api/demandas/get-demandas';
import { addDays } from '@/lib/dates/wall-clock';

/** Not worded by the specification (docs/decisions.md): the period's end before its start. */
export const PERIODO_INVALIDO = 'A data final deve ser igual ou posterior à data inicial.';

/** Not worded by the specification (docs/decisions.md): a bound of the period left empty. */
export const PERIODO_VAZIO = 'Informe o período de inclusão.';

/**
 * The opening filters: inclusion over the last `diasPeriodoFiltroPedidosCirurgia` days up to today (an inclusion is
 * never in the future; docs/decisions.md 'Demandas period'), all the user's centres, not ONCO.
 */
export function filtrosIniciais(hoje: string, dias: number | null, centros: readonly number[]): FiltrosDemandas {
  return { dataInicio: addDays(hoje, -(dias ?? 0)), dataFim: hoje, centrosCirurgicos: [...centros], eOnco: false };
}

export { alternarCentro } from '@/lib/filtros/toggles';

/** What is wrong with each bound of the period, shown under its own field ('yyyy-MM-dd' text compares as dates). */
export function errosPeriodo(f: Pick<FiltrosDemandas, 'dataInicio' | 'dataFim'>): { inicio?: string; fim?: string } {
  if (!f.dataInicio || !f.dataFim) {
    return { inicio: f.dataInicio ? undefined : PERIODO_VAZIO, fim: f.dataFim ? undefined : PERIODO_VAZIO };
  }
  return f.dataFim < f.dataInicio ? { fim: PERIODO_INVALIDO } : {};
}

/** The message that refuses the period, or null. */
export function problemaPeriodo(f: Pick<FiltrosDemandas, 'dataInicio' | 'dataFim'>): string | null {
  const erros = errosPeriodo(f);
  return erros.inicio ?? erros.fim ?? null;
}
