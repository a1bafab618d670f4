import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { esperaEquipe } from '../model/espera-equipe';
import type { FiltrosDashboard } from '../model/filtros';
import { dashboardKeys, type GraficoDef } from './graficos';

/** A chart's data for the applied filters; the previous figures stay on screen while the new ones load. */
export function useGrafico(def: GraficoDef, filtros: FiltrosDashboard) {
  return useQuery({
    queryKey: dashboardKeys.grafico(def.id, def.depende ? def.depende(filtros) : filtros),
    queryFn: ({ signal }) => def.buscar(filtros, signal),
    enabled: !esperaEquipe(def, filtros),
    placeholderData: keepPreviousData,
  });
}
