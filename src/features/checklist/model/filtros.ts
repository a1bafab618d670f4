import { addDays } from '@/lib/dates/wall-clock';

/** The virtual campaign 'Rotina' (requests without a campaign), id 0. */
export const ROTINA = 0;
/** The period used when the configuration has no readable diasPeriodoFiltroChecklist. */
export const DIAS_PERIODO_PADRAO = 15;

export const DATA_INICIO_VAZIA = 'A Data Início não pode ser vazia';
export const DATA_FIM_VAZIA = 'A Data Fim não pode ser vazia';
export const INICIO_APOS_FIM = 'A Data Início não pode ser maior que a Data Fim';

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
  const periodo = dias !== null && dias !== undefined && dias >= 0 ? Math.floor(dias) : DIAS_PERIODO_PADRAO;
  return {
    dataInicio: hoje,
    dataFim: addDays(hoje, periodo),
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

/** 'Rotina' alone or other campaigns (§5): the newly picked kind wins over what was there. */
export function escolherCampanhas(anterior: readonly number[], escolhidas: readonly number[]): number[] {
  const novas = escolhidas.filter((id) => !anterior.includes(id));
  if (novas.includes(ROTINA)) return [ROTINA];
  if (novas.length) return escolhidas.filter((id) => id !== ROTINA);
  return [...escolhidas];
}

/** At least one surgical centre stays selected (§5): emptying the choice keeps the previous one. */
export function escolherCentros(anterior: readonly number[], escolhidas: readonly number[]): number[] {
  return escolhidas.length ? [...escolhidas] : [...anterior];
}

/** The first problem of the period, or null (dates as yyyy-mm-dd compare as text). */
export function problemaDoPeriodo(f: Pick<ChecklistFiltroForm, 'dataInicio' | 'dataFim'>): string | null {
  if (!f.dataInicio) return DATA_INICIO_VAZIA;
  if (!f.dataFim) return DATA_FIM_VAZIA;
  return f.dataInicio > f.dataFim ? INICIO_APOS_FIM : null;
}
