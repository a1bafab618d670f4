import { formatDateBR } from '@/lib/dates/format';

// From the rows the dashboard's calls answer (wizards-and-management.md §7 'Dashboard') to what a chart and its table
// show. A row whose label or number could not be read is left out and counted; the same label twice is one entry.

/** What one chart shows: its labels (pie labels cut), their full text, and one or more named series of numbers. */
export interface Serie {
  rotulos: string[];
  completos: string[];
  conjuntos: { nome: string; valores: number[] }[];
  /** Rows of the answer that could not be read. */
  omitidos: number;
}

/** A row as read: a label (a name or a 'yyyy-MM-dd' day) and a number, each null when unreadable. */
export interface Linha {
  rotulo: string | null;
  valor: number | null;
}

/** The longest pie label (constants.md 'Pie chart labels: cut to 50 characters'). */
const LIMITE_ROTULO = 50;

/** A pie label: at most 50 characters of the text, then '…' when it was longer (the tooltip shows the whole). */
export function cortarRotulo(texto: string): string {
  return texto.length > LIMITE_ROTULO ? `${texto.slice(0, LIMITE_ROTULO).trimEnd()}…` : texto;
}

function somar(linhas: readonly Linha[]): { mapa: Map<string, number>; omitidos: number } {
  const mapa = new Map<string, number>();
  let omitidos = 0;
  for (const l of linhas) {
    if (l.rotulo === null || l.valor === null) omitidos += 1;
    else mapa.set(l.rotulo, (mapa.get(l.rotulo) ?? 0) + l.valor);
  }
  return { mapa, omitidos };
}

/** Counts by name (a team, a procedure, elective or urgency), in the answer's order; pie labels cut. */
export function serieCategorias(linhas: readonly Linha[], nome: string, pizza = false): Serie {
  const { mapa, omitidos } = somar(linhas);
  const completos = [...mapa.keys()];
  return {
    rotulos: pizza ? completos.map(cortarRotulo) : completos,
    completos,
    conjuntos: [{ nome, valores: [...mapa.values()] }],
    omitidos,
  };
}

/** The period the figures were asked for ('yyyy-MM-dd' days). */
interface Periodo {
  dataInicio: string;
  dataFim: string;
}

const DIA_MS = 86_400_000;
const diaUTC = (dia: string) => Date.parse(`${dia}T00:00:00Z`);

/**
 * Every day from the period's first to its last, stretched to any day the answer sent outside it, oldest first: the
 * day axes show the calendar, not only the days that have data (docs/decisions.md 'Days without data').
 */
export function diasDoEixo(periodo: Periodo | undefined, diasComDados: readonly string[]): string[] {
  const extremos = [...diasComDados, ...(periodo ? [periodo.dataInicio, periodo.dataFim] : [])]
    .map(diaUTC)
    .filter((t) => !Number.isNaN(t));
  if (!extremos.length) return [];
  const primeiro = Math.min(...extremos);
  const ultimo = Math.max(...extremos);
  const dias: string[] = [];
  for (let t = primeiro; t <= ultimo; t += DIA_MS) dias.push(new Date(t).toISOString().slice(0, 10));
  return dias;
}

/** Counts by day over every day of the period (a day without data is 0), oldest first, labelled dd/MM/yyyy. */
export function serieTemporal(linhas: readonly Linha[], nome: string, periodo?: Periodo): Serie {
  const { mapa, omitidos } = somar(linhas);
  const dias = diasDoEixo(periodo, [...mapa.keys()]);
  const rotulos = dias.map((d) => formatDateBR(d));
  return { rotulos, completos: rotulos, conjuntos: [{ nome, valores: dias.map((d) => mapa.get(d) ?? 0) }], omitidos };
}

/** The name of the combined chart's accumulated series: a total of all time, beside the period's figures. */
export const DEMANDAS_ACUMULADAS = 'Demandas acumuladas (desde o início)';

/**
 * The combined totals: requests included each day and the demands accumulated up to it, over every day of the
 * period, oldest first. An accumulated total keeps its last value on a day it was not sent for (0 before the first).
 */
export function serieTotais(pedidos: readonly Linha[], demandas: readonly Linha[], periodo?: Periodo): Serie {
  const p = somar(pedidos);
  const d = somar(demandas);
  const dias = diasDoEixo(periodo, [...p.mapa.keys(), ...d.mapa.keys()]);
  let acumulada = 0;
  const acumuladas = dias.map((dia) => {
    acumulada = d.mapa.get(dia) ?? acumulada;
    return acumulada;
  });
  const rotulos = dias.map((dia) => formatDateBR(dia));
  return {
    rotulos,
    completos: rotulos,
    conjuntos: [
      { nome: 'Pedidos incluídos', valores: dias.map((dia) => p.mapa.get(dia) ?? 0) },
      { nome: DEMANDAS_ACUMULADAS, valores: acumuladas },
    ],
    omitidos: p.omitidos + d.omitidos,
  };
}

/** Demands still open and those converted into a request (every row of the answer summed). */
export function serieConvertidas(linhas: readonly { aberto: number | null; finalizada: number | null }[]): Serie {
  const legiveis = linhas.filter((l) => l.aberto !== null && l.finalizada !== null);
  const soma = (f: (l: { aberto: number | null; finalizada: number | null }) => number | null) =>
    legiveis.reduce((n, l) => n + (f(l) ?? 0), 0);
  const rotulos = legiveis.length ? ['Demandas em aberto', 'Demandas convertidas em pedido'] : [];
  return {
    rotulos,
    completos: rotulos,
    conjuntos: [
      { nome: 'Demandas', valores: legiveis.length ? [soma((l) => l.aberto), soma((l) => l.finalizada)] : [] },
    ],
    omitidos: linhas.length - legiveis.length,
  };
}

/** Whether a chart has nothing to show ('Sem dados no período'). */
export const vazia = (s: Serie) => s.rotulos.length === 0 || s.conjuntos.every((c) => c.valores.every((v) => v === 0));
