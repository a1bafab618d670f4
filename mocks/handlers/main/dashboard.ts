// The dashboard's calls (wizards-and-management.md §7 'Dashboard'): eight POSTs with {filtros}, the two totals that
// take only the dates and their GETs; and the reports' list (§7 'Login, reports, password'). Access: §6's
// acessoDashBoard and acessoRelatorios.
import { http, type HttpHandler } from 'msw';
import { saoPauloIsoDay } from '@/lib/dates/today';
import { db } from '../../db/db';
import { json, readBody, requireAnyFlag, route } from '../http-helpers';
import {
  contar,
  demandaAcumulada,
  demandasCadastradas,
  nomeEquipe,
  nomeProcedimento,
  pedidosFinalizados,
  pedidosIncluidos,
  porDia,
  readDashboardFiltros,
  type DashboardFiltros,
} from './dashboard-views';

function grafico(path: string, answer: (f: DashboardFiltros) => unknown): HttpHandler {
  return http.post(route('main', path), async ({ request }) => {
    requireAnyFlag(request, 'acessoDashBoard');
    const body = await readBody(request);
    return json(answer(readDashboardFiltros(body)));
  });
}

/** Only the dates count for the totals (§7: they take only the dates). */
const soDatas = (f: DashboardFiltros): DashboardFiltros => ({ ...f, equipes: [], centros: [], onco: false });

export const dashboardHandlers: HttpHandler[] = [
  grafico('/api/listarTotalDemandasPorEquipe', (f) =>
    contar(demandasCadastradas(f), (d) => nomeEquipe(d.equipe)).map(([equipe, quantidadedemandas]) => ({
      equipe,
      quantidadedemandas,
    })),
  ),
  grafico('/api/listarProcedimentosIncluidosDemanda', (f) =>
    contar(demandasCadastradas(f), (d) => nomeProcedimento(d.procedimento)).map(([nome, quantidadedemandas]) => ({
      Demanda_procedimentoPrincipal: nome,
      quantidadedemandas,
    })),
  ),
  grafico('/api/listarQuantidadeEletivoVsUrgencia', (f) =>
    contar(pedidosIncluidos(f), (p) => (p.urgencia ? 'URGÊNCIA/EMERGÊNCIA' : 'ELETIVO')).map(
      ([descricao, quantidade]) => ({ descricao, quantidade }),
    ),
  ),
  grafico('/api/listarQuantidadePedidosFinalizados', (f) =>
    porDia(pedidosFinalizados(f), (p) => p.dataFinalizado).map(([data_finalizado, quantidade_pedido]) => ({
      data_finalizado,
      quantidade_pedido,
    })),
  ),
  grafico('/api/listarQuantidadePedidosIncluidos', (f) =>
    porDia(pedidosIncluidos(f), (p) => p.dataInclusao).map(([data_inclusao, quantidade_pedido]) => ({
      data_inclusao,
      quantidade_pedido,
    })),
  ),
  grafico('/api/listarQuantidadeDemandasCadastradas', (f) =>
    porDia(demandasCadastradas(f), (d) => d.dataInclusao).map(([data_inclusao, quantidade_demanda]) => ({
      data_inclusao,
      quantidade_demanda,
    })),
  ),
  grafico('/api/listarDemandaConvertidaPedido', (f) => {
    const demandas = demandasCadastradas(f);
    if (!demandas.length) return [];
    const finalizadas = demandas.filter((d) => d.convertida).length;
    return [{ demanda_aberto: demandas.length - finalizadas, demanda_finalizada: finalizadas }];
  }),
  grafico('/api/listarProcedimentosRealizadosPorEquipe', (f) =>
    contar(pedidosFinalizados(f), (p) => nomeProcedimento(p.procedimento)).map(
      ([procedimento, quantidade_procedimento]) => ({ procedimento, quantidade_procedimento }),
    ),
  ),
  grafico('/api/listarTotalPedido', (f) =>
    porDia(pedidosIncluidos(soDatas(f)), (p) => p.dataInclusao).map(([dataInclusao, totalPedidoHoje]) => ({
      dataInclusao,
      totalPedidoHoje,
    })),
  ),
  grafico('/api/listarTotalDemanda', (f) => demandaAcumulada(soDatas(f))),
  http.get(route('main', '/api/apiTotalPedido'), ({ request }) => {
    requireAnyFlag(request, 'acessoDashBoard');
    const hoje = saoPauloIsoDay();
    return json({
      dataInclusao: hoje,
      totalPedidoHoje: db.dashboard.pedidos.filter((p) => p.dataInclusao === hoje).length,
    });
  }),
  http.get(route('main', '/api/apiTotalDemanda'), ({ request }) => {
    requireAnyFlag(request, 'acessoDashBoard');
    return json({ dataInclusao: saoPauloIsoDay(), totaldemandaacumulada: db.dashboard.demandas.length });
  }),
  http.get(route('main', '/api/listarRelatorios'), ({ request }) => {
    requireAnyFlag(request, 'acessoRelatorios');
    return json(db.relatorios.map(({ descricao, link }) => ({ descricao, link })));
  }),
];
