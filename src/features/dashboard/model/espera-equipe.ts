import type { FiltrosDashboard } from './filtros';

/**
 * Whether a chart waits for a team: 'Procedimentos realizados por equipe' asks for a team first
 * (wizards-and-management.md §2 'Dashboard'; docs/decisions.md), so it neither loads nor draws while 'Equipes' is empty.
 */
export function esperaEquipe(
  grafico: { precisaEquipe?: boolean },
  filtros: Pick<FiltrosDashboard, 'equipes'>,
): boolean {
  return grafico.precisaEquipe === true && filtros.equipes.length === 0;
}
