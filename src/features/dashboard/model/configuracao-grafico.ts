import type { ChartData, ChartOptions, TooltipItem } from 'chart.js';
import { CORES, coresDistintas, linhasDoRotulo } from './apresentacao';
import { formatarNumero, formatarPercentual } from './numeros';
import type { Serie } from './series';

// What each kind of dashboard chart hands Chart.js (wizards-and-management.md §2 'Dashboard'), built from its series
// alone so that a unit test reads it: the labels, the series, the colours, the axes and the tooltips.

const base = { responsive: true, maintainAspectRatio: false, animation: false, locale: 'pt-BR' } as const;

/** A count's axis: from zero, whole numbers only (no 0,1 … 0,9 under a few requests). */
const contagem = { beginAtZero: true, ticks: { precision: 0 } } as const;

/** A day axis (every day of the period, docs/decisions.md 'Days without data'): level labels, as many as fit. */
const eixoDosDias = { ticks: { autoSkip: true, maxRotation: 0 } } as const;

const indice = (items: readonly { dataIndex: number }[]) => items[0]?.dataIndex ?? 0;

/** A pie: one distinct colour per slice; its legend is the card's own list (every entry whole or cut, never lost). */
export function configuracaoPizza(serie: Serie): { data: ChartData<'pie'>; options: ChartOptions<'pie'> } {
  const valores = serie.conjuntos[0]?.valores ?? [];
  const total = valores.reduce((a, b) => a + b, 0);
  return {
    data: {
      labels: serie.rotulos,
      datasets: serie.conjuntos.map((c) => ({
        label: c.nome,
        data: c.valores,
        backgroundColor: coresDistintas(c.valores.length),
      })),
    },
    options: {
      ...base,
      plugins: {
        legend: { display: false },
        tooltip: {
          callbacks: {
            title: (items: TooltipItem<'pie'>[]) => serie.completos[indice(items)] ?? '',
            label: (item: TooltipItem<'pie'>) =>
              `${formatarNumero(item.parsed)} (${formatarPercentual(total ? item.parsed / total : 0)})`,
          },
        },
      },
    },
  };
}

/** Counts per day: straight segments between the days, every day on the axis. */
export function configuracaoLinha(serie: Serie): { data: ChartData<'line'>; options: ChartOptions<'line'> } {
  return {
    data: {
      labels: serie.rotulos,
      datasets: serie.conjuntos.map((c, i) => ({
        label: c.nome,
        data: c.valores,
        borderColor: CORES[i],
        backgroundColor: CORES[i],
        pointRadius: 2,
        tension: 0,
      })),
    },
    options: {
      ...base,
      scales: { x: eixoDosDias, y: contagem },
      plugins: { legend: { position: 'bottom' } },
    },
  };
}

/**
 * Horizontal bars: each label cut at 50 characters and broken over lines so the axis keeps room for it, the whole
 * text in the tooltip of the bar's row.
 */
export function configuracaoBarras(serie: Serie): {
  data: ChartData<'bar', number[], string[]>;
  options: ChartOptions<'bar'>;
} {
  return {
    data: {
      labels: serie.completos.map(linhasDoRotulo),
      datasets: serie.conjuntos.map((c, i) => ({ label: c.nome, data: c.valores, backgroundColor: CORES[i] })),
    },
    options: {
      ...base,
      indexAxis: 'y',
      interaction: { mode: 'index', axis: 'y', intersect: false },
      scales: { x: contagem },
      plugins: {
        legend: { position: 'bottom' },
        tooltip: { callbacks: { title: (items: TooltipItem<'bar'>[]) => serie.completos[indice(items)] ?? '' } },
      },
    },
  };
}

/** The totals: the period's requests as bars, the accumulated demands as a line on its own axis, every day shown. */
export function configuracaoCombinado(serie: Serie) {
  const [pedidos, demandas] = serie.conjuntos;
  return {
    data: {
      labels: serie.rotulos,
      datasets: [
        { type: 'bar' as const, label: pedidos.nome, data: pedidos.valores, backgroundColor: CORES[0], yAxisID: 'y' },
        {
          type: 'line' as const,
          label: demandas.nome,
          data: demandas.valores,
          borderColor: CORES[2],
          backgroundColor: CORES[2],
          pointRadius: 0,
          tension: 0,
          yAxisID: 'y1',
        },
      ],
    },
    options: {
      ...base,
      plugins: { legend: { position: 'bottom' as const } },
      scales: {
        x: eixoDosDias,
        y: { ...contagem, position: 'left' as const, title: { display: true, text: pedidos.nome } },
        y1: {
          ...contagem,
          position: 'right' as const,
          title: { display: true, text: demandas.nome },
          grid: { drawOnChartArea: false },
        },
      },
    },
  };
}
