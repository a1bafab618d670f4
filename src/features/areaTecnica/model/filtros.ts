import { addDays } from '@/lib/dates/wall-clock';
import { periodoInicial } from '@/lib/filtros/periodo';
import type { FiltrosDaTela } from '@/lib/filtros/descricao';
import { ROTINA } from '@/lib/filtros/toggles';

/** The period used when the configuration has no readable diasPeriodoFiltroPedidosCirurgia. */
const DIAS_PERIODO_PADRAO = 30;

/** The opinion-status filter: each calls its own list (wizards-and-management.md §7 'Technical area'). */
export type SituacaoParecer = 'sem' | 'com' | 'todos';

export const SITUACOES: readonly { value: SituacaoParecer; label: string; path: string }[] = [
  { value: 'sem', label: 'Sem Parecer', path: '/api/pedidoCirurgiaAreaTecnicaSemParecer' },
  { value: 'com', label: 'Com Parecer', path: '/api/pedidoCirurgiaAreaTecnicaComParecer' },
  { value: 'todos', label: 'Todos', path: '/api/pedidoCirurgiaAreaTecnica' },
];

/** What the filter bar holds: the period (yyyy-mm-dd), centres, plans, campaigns (ids) and the opinion status. */
export interface ParecerFiltroForm {
  dataInicio: string;
  dataFim: string;
  centros: number[];
  convenios: number[];
  campanhas: number[];
  situacao: SituacaoParecer;
}

/** The body of the three lists: {filtros:{centrosCirurgicos, periodoDataInicio, periodoDataFim, …}}. */
export interface ParecerFiltros {
  filtros: {
    centrosCirurgicos: string;
    periodoDataInicio: string;
    periodoDataFim: string;
    convenios: number[];
    campanhas: number[];
    filtrarPedidosSemCampanha: boolean;
  };
}

/** A visit opens with today to today + diasPeriodoFiltroPedidosCirurgia, all own centres, 'Sem Parecer'. */
export function filtrosIniciais(
  hoje: string,
  dias: number | null | undefined,
  centros: readonly number[],
): ParecerFiltroForm {
  return {
    ...periodoInicial(hoje, dias, DIAS_PERIODO_PADRAO),
    centros: [...centros],
    convenios: [],
    campanhas: [],
    situacao: 'sem',
  };
}

/** The end date the lists receive: the chosen end plus one day (§7 'Technical area'), so the end day is included. */
export function fimEnviado(dataFim: string): string {
  return addDays(dataFim, 1);
}

/** What Buscar sends: centres as a comma list; 'Rotina' becomes filtrarPedidosSemCampanha with no campaign ids. */
export function parecerPayload(f: ParecerFiltroForm): ParecerFiltros {
  const rotina = f.campanhas.includes(ROTINA);
  return {
    filtros: {
      centrosCirurgicos: f.centros.join(','),
      periodoDataInicio: f.dataInicio,
      periodoDataFim: fimEnviado(f.dataFim),
      convenios: [...f.convenios],
      campanhas: rotina ? [] : [...f.campanhas],
      filtrarPedidosSemCampanha: rotina,
    },
  };
}

/**
 * The list's filters in use, as its print header and its summary line name them: the opinion status, the period as
 * chosen (its end is sent one day later, docs/decisions.md 'Which requests the three opinion lists hold'), centres,
 * plans and campaigns.
 */
export function filtrosDaConsulta(situacao: SituacaoParecer, corpo: ParecerFiltros): FiltrosDaTela {
  const f = corpo.filtros;
  return {
    outros: [`Pareceres: ${SITUACOES.find((s) => s.value === situacao)?.label ?? ''}`],
    periodo: { inicio: f.periodoDataInicio, fim: addDays(f.periodoDataFim, -1) },
    centros: f.centrosCirurgicos.split(',').filter(Boolean).map(Number),
    convenios: f.convenios,
    campanhas: f.filtrarPedidosSemCampanha ? [ROTINA] : f.campanhas,
  };
}
