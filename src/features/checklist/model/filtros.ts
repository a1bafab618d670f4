import { periodoInicial } from '@/lib/filtros/periodo';
import { ROTINA } from '@/lib/filtros/toggles';

/** The period used when the configuration has no readable diasPeriodoFiltroChecklist. */
const DIAS_PERIODO_PADRAO = 15;

export { problemaDoPeriodo } from '@/lib/filtros/periodo';

/** What the checklist's filter bar holds: the period (yyyy-mm-dd), centres, plans and campaigns (ids). */
export interface ChecklistFiltroForm {
  dataInicio: string;
  dataFim: string;
  centros: number[];
  convenios: number[];
  campanhas: number[];
}

/** The body's filtros of POST /api/pedidoCirurgiaChecklist/{profissionalId}. */
export interface ChecklistFiltros {
  centrosCirurgicos: string;
  dataInicio: string;
  dataFim: string;
  convenios: number[];
  campanhas: number[];
  filtrarPedidosSemCampanha: boolean;
}

/** The filters a visit opens with: today to today + diasPeriodoFiltroChecklist, all own centres, no plan or campaign. */
export function filtrosIniciais(hoje: string, dias: number | null | undefined, centros: readonly number[]) {
  return {
    ...periodoInicial(hoje, dias, DIAS_PERIODO_PADRAO),
    centros: [...centros],
    convenios: [],
    campanhas: [],
  } satisfies ChecklistFiltroForm;
}

/** What Buscar sends: centres as a comma list; 'Rotina' becomes filtrarPedidosSemCampanha with no campaign ids. */
export function checklistPayload(f: ChecklistFiltroForm): ChecklistFiltros {
  const rotina = f.campanhas.includes(ROTINA);
  return {
    centrosCirurgicos: f.centros.join(','),
    dataInicio: f.dataInicio,
    dataFim: f.dataFim,
    convenios: [...f.convenios],
    campanhas: rotina ? [] : [...f.campanhas],
    filtrarPedidosSemCampanha: rotina,
  };
}
