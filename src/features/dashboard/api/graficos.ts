import { mainApi } from '@/api/clients';
import type { TipoGrafico } from '../model/apresentacao';
import { corpoFiltros, corpoTotais, type FiltrosDashboard } from '../model/filtros';
import { serieCategorias, serieConvertidas, serieTemporal, serieTotais, type Serie } from '../model/series';
import * as ler from './leitores';

// The nine charts of wizards-and-management.md §2 'Dashboard' from the eight POSTs of §7 and the two totals, as data:
// the screen draws whatever this list holds. Five have a detail dialog (§2 'Five detail modals').

export interface GraficoDef {
  id: string;
  titulo: string;
  tipo: TipoGrafico;
  /** The first column of its table ('Equipe', 'Data', …). */
  coluna: string;
  /** The title of its detail dialog, for the five that have one. */
  detalhe?: string;
  /** 'Procedimentos realizados por equipe' asks for a team first (§2). */
  precisaEquipe?: boolean;
  buscar: (f: FiltrosDashboard, signal: AbortSignal) => Promise<Serie>;
  /** What of the filters its figures depend on (all of them unless said). */
  depende?: (f: FiltrosDashboard) => unknown;
}

const post = (path: string, f: FiltrosDashboard, signal: AbortSignal) =>
  mainApi.post(path, corpoFiltros(f), { signal });

/** The combined chart of totals; the summary cards read the same query. */
export const GRAFICO_TOTAIS: GraficoDef = {
  id: 'totais',
  titulo: 'Totais de pedidos e demandas',
  tipo: 'combinado',
  coluna: 'Data',
  // The totals take only the dates (§7): another centre, team or ONCO does not reload them.
  depende: (f) => ({ dataInicio: f.dataInicio, dataFim: f.dataFim }),
  buscar: async (f, signal) => {
    const [pedidos, demandas] = await Promise.all([
      mainApi.post('/api/listarTotalPedido', corpoTotais(f), { signal }),
      mainApi.post('/api/listarTotalDemanda', corpoTotais(f), { signal }),
    ]);
    return serieTotais(ler.lerTotalPedido(pedidos), ler.lerTotalDemanda(demandas), f);
  },
};

export const GRAFICOS: readonly GraficoDef[] = [
  {
    id: 'demandas-equipe',
    titulo: 'Demandas por equipe',
    tipo: 'pizza',
    coluna: 'Equipe',
    detalhe: 'Total de demandas por equipe',
    buscar: async (f, s) =>
      serieCategorias(
        ler.lerDemandasPorEquipe(await post('/api/listarTotalDemandasPorEquipe', f, s)),
        'Demandas',
        true,
      ),
  },
  {
    id: 'procedimentos-demanda',
    titulo: 'Principais procedimentos das demandas',
    tipo: 'pizza',
    coluna: 'Procedimento',
    detalhe: 'Procedimentos incluídos em demanda',
    buscar: async (f, s) =>
      serieCategorias(
        ler.lerProcedimentosDemanda(await post('/api/listarProcedimentosIncluidosDemanda', f, s)),
        'Demandas',
        true,
      ),
  },
  {
    id: 'eletivo-urgencia',
    titulo: 'Eletivo vs Urgência',
    tipo: 'pizza',
    coluna: 'Caráter',
    detalhe: 'Quantidade Eletivo vs Urgência',
    buscar: async (f, s) =>
      serieCategorias(
        ler.lerEletivoUrgencia(await post('/api/listarQuantidadeEletivoVsUrgencia', f, s)),
        'Pedidos',
        true,
      ),
  },
  {
    id: 'pedidos-finalizados',
    titulo: 'Pedidos finalizados',
    tipo: 'linha',
    coluna: 'Data',
    buscar: async (f, s) =>
      serieTemporal(
        ler.lerPedidosFinalizados(await post('/api/listarQuantidadePedidosFinalizados', f, s)),
        'Pedidos finalizados',
        f,
      ),
  },
  {
    id: 'pedidos-incluidos',
    titulo: 'Pedidos incluídos',
    tipo: 'linha',
    coluna: 'Data',
    buscar: async (f, s) =>
      serieTemporal(
        ler.lerPedidosIncluidos(await post('/api/listarQuantidadePedidosIncluidos', f, s)),
        'Pedidos incluídos',
        f,
      ),
  },
  {
    id: 'demandas-cadastradas',
    titulo: 'Demandas cadastradas',
    tipo: 'linha',
    coluna: 'Data',
    buscar: async (f, s) =>
      serieTemporal(
        ler.lerDemandasCadastradas(await post('/api/listarQuantidadeDemandasCadastradas', f, s)),
        'Demandas cadastradas',
        f,
      ),
  },
  {
    id: 'demanda-convertida',
    titulo: 'Demanda convertida em pedido',
    tipo: 'barras',
    coluna: 'Situação',
    detalhe: 'Demandas convertidas em pedido',
    buscar: async (f, s) =>
      serieConvertidas(ler.lerConvertidas(await post('/api/listarDemandaConvertidaPedido', f, s))),
  },
  {
    id: 'procedimentos-equipe',
    titulo: 'Procedimentos realizados por equipe',
    tipo: 'barras',
    coluna: 'Procedimento',
    detalhe: 'Procedimentos realizados por equipe',
    precisaEquipe: true,
    buscar: async (f, s) =>
      serieCategorias(
        ler.lerProcedimentosRealizados(await post('/api/listarProcedimentosRealizadosPorEquipe', f, s)),
        'Procedimentos realizados',
      ),
  },
  GRAFICO_TOTAIS,
];

/** Query keys of the dashboard: one per chart and applied filters, so a burst of changes loads each chart once. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  grafico: (id: string, filtros: unknown) => ['dashboard', 'grafico', id, filtros] as const,
  total: (qual: string) => ['dashboard', 'total', qual] as const,
};
