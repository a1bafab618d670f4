// The dashboard's figures from the seeded movements (wizards-and-management.md §7 'Dashboard'): each answer counts
// the requests or demands that pass the filters, under the documented field names.
import { cat, db } from '../../db/db';
import type { MockMovimentoDemanda, MockMovimentoPedido } from '../../db/seed-dashboard';
import { day, ids } from './gerente-views';

export interface DashboardFiltros {
  equipes: number[];
  centros: number[];
  dataInicio: string | null;
  dataFim: string | null;
  onco: boolean;
}

/** The body's filtros {equipes, centrosCirurgicos, dataInicio, dataFim, eOnco ('1' on)}; bare fields are read too. */
export function readDashboardFiltros(body: Record<string, unknown>): DashboardFiltros {
  const raw = body.filtros && typeof body.filtros === 'object' ? body.filtros : body;
  const f: Record<string, unknown> = Object.fromEntries(Object.entries(raw));
  return {
    equipes: ids(f.equipes),
    centros: ids(f.centrosCirurgicos),
    dataInicio: day(f.dataInicio),
    dataFim: day(f.dataFim),
    onco: String(f.eOnco ?? '2') === '1',
  };
}

const noPeriodo = (dia: string | null, f: DashboardFiltros) =>
  dia !== null && (!f.dataInicio || dia >= f.dataInicio) && (!f.dataFim || dia <= f.dataFim);

const passa = (m: MockMovimentoPedido | MockMovimentoDemanda, f: DashboardFiltros) =>
  (!f.equipes.length || f.equipes.includes(m.equipe)) &&
  (!f.centros.length || f.centros.includes(m.centro)) &&
  (!f.onco || m.onco);

export const pedidosIncluidos = (f: DashboardFiltros) =>
  db.dashboard.pedidos.filter((p) => passa(p, f) && noPeriodo(p.dataInclusao, f));
export const pedidosFinalizados = (f: DashboardFiltros) =>
  db.dashboard.pedidos.filter((p) => passa(p, f) && noPeriodo(p.dataFinalizado, f));
export const demandasCadastradas = (f: DashboardFiltros) =>
  db.dashboard.demandas.filter((d) => passa(d, f) && noPeriodo(d.dataInclusao, f));

/** Counts by key, largest first (ties by key). */
export function contar<T>(lista: readonly T[], chave: (x: T) => string): [string, number][] {
  const mapa = new Map<string, number>();
  for (const x of lista) mapa.set(chave(x), (mapa.get(chave(x)) ?? 0) + 1);
  return [...mapa].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

/** Counts by day, newest first: the client orders a series itself. */
export function porDia<T>(lista: readonly T[], dia: (x: T) => string | null): [string, number][] {
  const mapa = new Map<string, number>();
  for (const x of lista) {
    const d = dia(x);
    if (d) mapa.set(d, (mapa.get(d) ?? 0) + 1);
  }
  return [...mapa].sort((a, b) => b[0].localeCompare(a[0]));
}

export const nomeEquipe = (id: number) => cat.equipes.find((e) => e.id === id)?.descricao ?? `EQUIPE ${id}`;
export const nomeProcedimento = (id: number) =>
  cat.procedimentos.find((p) => p.id === id)?.descricao ?? `PROCEDIMENTO ${id}`;

/** Demands registered up to and including each day of the period (totaldemandaacumulada), oldest first. */
export function demandaAcumulada(f: DashboardFiltros): { dataInclusao: string; totaldemandaacumulada: number }[] {
  const dias = porDia(db.dashboard.demandas, (d) => d.dataInclusao).reverse();
  const out: { dataInclusao: string; totaldemandaacumulada: number }[] = [];
  let total = 0;
  for (const [dia, n] of dias) {
    total += n;
    if (noPeriodo(dia, f)) out.push({ dataInclusao: dia, totaldemandaacumulada: total });
  }
  return out;
}
