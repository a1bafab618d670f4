import { addDays, wallMinutes } from '@/lib/dates/wall-clock';
import { ordenarNoMapa, type SalaDaLinha } from './prontidao-mapa';
import { detentor, minutosComOPedido } from './prontidao-detentor';
import type { Pendencia, PedidoProntidao, ProntidaoConfig } from './prontidao-pendencias';
import { pendenciasDoPedido } from './prontidao-regras';

// The readiness view of Pedidos de Cirurgias (docs/decisions/023-prontidao.md): the window, each request's pendências
// and holder, the order, the counters and their filters.

/** The windows offered, in days from today; 3 by default. */
export const JANELAS = [1, 3, 7] as const;
export type Janela = (typeof JANELAS)[number];
const JANELA_PADRAO: Janela = 3;

/** The window of the address' `prontidao` value: one of JANELAS, else the default. */
export function lerJanela(valor: string | null): Janela {
  return JANELAS.find((j) => String(j) === valor) ?? JANELA_PADRAO;
}

/**
 * Whether a surgery falls in the next `dias` days: today (what is still running) and the `dias` days after it (1 is
 * today and tomorrow). A request whose date is unknown is kept, so that what cannot be placed is shown, not hidden.
 */
export function naJanela(dataCirurgia: string | null, hoje: string, dias: number): boolean {
  if (!dataCirurgia) return true;
  const dia = dataCirurgia.slice(0, 10);
  if (Number.isNaN(wallMinutes(dia))) return true;
  return dia >= hoje && dia <= addDays(hoje, dias);
}

export interface PedidoNaProntidao extends PedidoProntidao {
  id: number;
  /** The surgery's room (the row's salaCirurgia, named by the rooms' catalogue). */
  sala: SalaDaLinha | null;
  /** The request is cancelled or finalised: it leaves the view. */
  encerrado: boolean;
  dataHoraAlteracaoStatus: string | null;
  /** The SLA of the request's status is counted in business days or hours. */
  slaUteis: boolean;
}

export interface Prontidao {
  pendencias: Pendencia[];
  detentor: string;
  /** Minutes with the holder since the last status change; null when unknown. */
  minutos: number | null;
}

interface ProntidaoContexto {
  hoje: string;
  agora: string;
  dias: number;
  config: ProntidaoConfig;
}

/** The requests of the window, open ones only, each with its readiness, in the sheet's order (prontidao-mapa.ts). */
export function prontidaoDasLinhas<T extends PedidoNaProntidao>(
  linhas: readonly T[],
  ctx: ProntidaoContexto,
): (T & Prontidao)[] {
  const out = linhas
    .filter((l) => !l.encerrado && naJanela(l.dataCirurgiaExibida, ctx.hoje, ctx.dias))
    .map((l) => {
      const pendencias = pendenciasDoPedido(l, ctx.config);
      // The computed fields first, then the row: one fast literal (docs/decisions/025-pisos-do-bench.md, 'Rows
      // copied once, in one literal').
      return {
        pendencias,
        detentor: detentor(pendencias),
        minutos: minutosComOPedido(l.dataHoraAlteracaoStatus, ctx.agora, l.slaUteis),
        ...l,
      };
    });
  return ordenarNoMapa(out);
}

/** A counter above the view: a pendência's text, or a holder, with how many requests have it. */
export interface Contador {
  rotulo: string;
  total: number;
}

const contar = (valores: Iterable<string>): Contador[] => {
  const totais = new Map<string, number>();
  for (const v of valores) totais.set(v, (totais.get(v) ?? 0) + 1);
  return [...totais].map(([rotulo, total]) => ({ rotulo, total })).sort((a, b) => a.rotulo.localeCompare(b.rotulo));
};

/** Requests by pendência (each opinion's by its area) and by holder; a request counts once per pendência. */
export function contadores(linhas: readonly Prontidao[]): { pendencias: Contador[]; detentores: Contador[] } {
  return {
    pendencias: contar(linhas.flatMap((l) => [...new Set(l.pendencias.map((p) => p.rotulo))])),
    detentores: contar(linhas.map((l) => l.detentor)),
  };
}

/** The counter chosen above the view: requests with that pendência, or held by that holder. */
export type FiltroProntidao = { por: 'pendencia' | 'detentor'; rotulo: string } | null;

export function filtrarProntidao<T extends Prontidao>(linhas: readonly T[], filtro: FiltroProntidao): readonly T[] {
  if (!filtro) return linhas;
  if (filtro.por === 'detentor') return linhas.filter((l) => l.detentor === filtro.rotulo);
  return linhas.filter((l) => l.pendencias.some((p) => p.rotulo === filtro.rotulo));
}

/** The chosen counter while it is still among the counters; none once it is gone. */
export function filtroVigente(
  filtro: FiltroProntidao,
  totais: { pendencias: readonly Contador[]; detentores: readonly Contador[] },
): FiltroProntidao {
  if (!filtro) return null;
  const grupo = filtro.por === 'pendencia' ? totais.pendencias : totais.detentores;
  return grupo.some((c) => c.rotulo === filtro.rotulo) ? filtro : null;
}
