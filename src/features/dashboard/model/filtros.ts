import { periodoPadrao } from './datas';

/** The dashboard's controls (wizards-and-management.md §2 'Dashboard'); ONCO '1' on, '2' off (constants.md). */
export interface FiltrosDashboard {
  centros: number[];
  equipes: number[];
  dataInicio: string;
  dataFim: string;
  onco: '1' | '2';
}

/** Every centre of the professional, every team (none chosen), the last 3 months to today, ONCO off. */
export function filtrosIniciais(hoje: string, centros: readonly number[]): FiltrosDashboard {
  return { centros: [...centros], equipes: [], ...periodoPadrao(hoje), onco: '2' };
}

/** The body of the eight chart POSTs: {filtros: {equipes, centrosCirurgicos, dataInicio, dataFim, eOnco}} (§7). */
export function corpoFiltros(f: FiltrosDashboard) {
  return {
    filtros: {
      equipes: f.equipes,
      centrosCirurgicos: f.centros,
      dataInicio: f.dataInicio,
      dataFim: f.dataFim,
      eOnco: f.onco,
    },
  };
}

/** The body of listarTotalPedido and listarTotalDemanda, which take only the dates (§7). */
export function corpoTotais(f: FiltrosDashboard) {
  return { filtros: { dataInicio: f.dataInicio, dataFim: f.dataFim } };
}
