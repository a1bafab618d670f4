import { periodoInicial } from '@/lib/filtros/periodo';
import { ROTINA } from '@/lib/filtros/toggles';

/** The filters above the manager table; ONCO '1' on, '2' off (the default). */
export interface FiltrosGerente {
  dataInicio: string;
  dataFim: string;
  centros: number[];
  convenios: number[];
  campanhas: number[];
  onco: '1' | '2';
}

/** Default period in days when the configuration gives none (constants.md names only the key). */
const DIAS_PADRAO = 30;

/**
 * Today to today + diasPeriodoFiltroPedidosCirurgia (30 days when the configuration has none or an unreadable one),
 * every centre of the professional, no plan or campaign: the screen opens with these and the router starts their list.
 */
export function filtrosIniciais(
  hoje: string,
  dias: number | null | undefined,
  centros: readonly number[],
): FiltrosGerente {
  return {
    ...periodoInicial(hoje, dias, DIAS_PADRAO),
    centros: [...centros],
    convenios: [],
    campanhas: [],
    onco: '2',
  };
}

/** The body of POST /api/pedidoCirurgiaGerenteCentroCirurgico (§7 'Manager and checklist'). */
export function corpoFiltros(f: FiltrosGerente) {
  return {
    filtros: {
      centrosCirurgicos: f.centros.join(','),
      dataInicio: f.dataInicio,
      dataFim: f.dataFim,
      convenios: f.convenios,
      campanhas: f.campanhas.filter((c) => c !== ROTINA),
      filtrarPedidosSemCampanha: f.campanhas.includes(ROTINA),
      eOnco: f.onco,
    },
  };
}
