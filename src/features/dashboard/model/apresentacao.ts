import { formatarNumero, formatarPercentual } from './numeros';
import { cortarRotulo, type Serie } from './series';

// How the dashboard's figures are drawn so that a manager reads them (wizards-and-management.md §2 'Dashboard';
// constants.md 'Pie chart labels: cut to 50 characters'): every label whole or cut at 50 characters with the whole
// text on hover, one colour per slice, counts on whole-number axes.

/** The kinds of chart the dashboard draws. */
export type TipoGrafico = 'pizza' | 'barras' | 'linha' | 'combinado';

/** Colours with AA contrast on white, in the order slices and series take them. */
export const CORES = [
  '#1565c0',
  '#2e7d32',
  '#ef6c00',
  '#6a1b9a',
  '#00838f',
  '#c62828',
  '#8d6e00',
  '#283593',
  '#616161',
];

/**
 * `n` different colours: the palette, then hues a golden angle apart, each a dark tone (legible against white) that
 * none before it has, so a pie of many slices never shows two slices alike.
 */
export function coresDistintas(n: number): string[] {
  const cores = CORES.slice(0, n);
  for (let i = cores.length; i < n; i += 1) {
    const matiz = Math.round((i * 137.508) % 360);
    const luz = 28 + (i % 4) * 4;
    cores.push(`hsl(${matiz} 65% ${luz}%)`);
  }
  return cores;
}

/** The widest line of a bar's label, in characters: two lines fit beside the bars in a card of 28rem. */
const LARGURA_LINHA_ROTULO = 26;

/**
 * A bar's label as Chart.js draws it: cut at 50 characters (§2), then broken at spaces into lines of at most
 * LARGURA_LINHA_ROTULO characters (a longer word is split), so the axis never needs more room than the card gives it.
 */
export function linhasDoRotulo(texto: string): string[] {
  const linhas: string[] = [];
  let atual = '';
  for (const palavra of cortarRotulo(texto).split(/\s+/).filter(Boolean)) {
    let resto = palavra;
    while (resto.length > LARGURA_LINHA_ROTULO) {
      if (atual) linhas.push(atual);
      atual = '';
      linhas.push(resto.slice(0, LARGURA_LINHA_ROTULO));
      resto = resto.slice(LARGURA_LINHA_ROTULO);
    }
    const junto = atual ? `${atual} ${resto}` : resto;
    if (junto.length > LARGURA_LINHA_ROTULO) {
      linhas.push(atual);
      atual = resto;
    } else atual = junto;
  }
  if (atual) linhas.push(atual);
  return linhas;
}

/** One entry of a pie's legend: its cut label, the whole text (shown on hover), its colour, value and share. */
interface EntradaLegenda {
  rotulo: string;
  completo: string;
  cor: string;
  /** The value and its share of the whole, as a Brazilian reads them ('12 (34,3%)'). */
  valor: string;
}

/** A pie's legend, one entry per slice in the chart's order, with the slice's own colour. */
export function legendaPizza(serie: Serie): EntradaLegenda[] {
  const valores = serie.conjuntos[0]?.valores ?? [];
  const total = valores.reduce((a, b) => a + b, 0);
  const cores = coresDistintas(serie.rotulos.length);
  return serie.rotulos.map((rotulo, i) => {
    const v = valores[i] ?? 0;
    return {
      rotulo,
      completo: serie.completos[i] ?? rotulo,
      cor: cores[i],
      valor: `${formatarNumero(v)} (${formatarPercentual(total ? v / total : 0)})`,
    };
  });
}

/** The height of a chart's drawing, in rem: horizontal bars get a row of two label lines each. */
export function alturaDoGrafico(tipo: TipoGrafico, serie: Serie): number {
  const minima = 18;
  return tipo === 'barras' ? Math.max(minima, 4 + serie.rotulos.length * 2.75) : minima;
}
