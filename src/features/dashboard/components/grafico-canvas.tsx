import {
  ArcElement,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
  type Plugin,
  type TooltipItem,
} from 'chart.js';
import { memo } from 'react';
import { Bar, Chart, Line, Pie } from 'react-chartjs-2';
import type { TipoGrafico } from '../api/graficos';
import type { Serie } from '../model/series';

// Only what the nine charts use (the controllers come with Pie, Bar and Line): Chart.js stays tree-shaken and loads
// with this route alone (docs/decisions/013-dashboard-charts.md).
ChartJS.register(ArcElement, BarElement, LineElement, PointElement, CategoryScale, LinearScale, Tooltip, Legend);

/** Colours with AA contrast on white, one per slice or series. */
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

// Marks the canvas each time Chart.js has drawn it: `npm run bench` waits for every chart to be painted again.
const pintado: Plugin = {
  id: 'pintado',
  afterRender: (chart) => {
    chart.canvas.dataset.pintado = String(Number(chart.canvas.dataset.pintado ?? 0) + 1);
  },
};

// A browser that cannot draw on a canvas (or a test DOM) gets the chart's table through 'Ver tabela' instead.
let suporte: boolean | null = null;
function desenhaCanvas(): boolean {
  suporte ??= typeof document !== 'undefined' && document.createElement('canvas').getContext('2d') !== null;
  return suporte;
}

export const SEM_CANVAS = 'Este navegador não desenha gráficos: use "Ver tabela" para ler os valores.';

interface Props {
  tipo: TipoGrafico;
  serie: Serie;
  titulo: string;
}

/**
 * One chart of the dashboard, drawn on a canvas named for screen readers (its table holds the same data). Memoised:
 * Chart.js draws again only when its figures change, not on every change of a control.
 */
export const GraficoCanvas = memo(function GraficoCanvas({ tipo, serie, titulo }: Props) {
  const base = {
    responsive: true,
    maintainAspectRatio: false,
    animation: false as const,
    locale: 'pt-BR',
  };
  const canvas = { role: 'img', 'aria-label': `Gráfico: ${titulo}. Use "Ver tabela" para ler os valores.` };
  const plugins = [pintado];
  if (!desenhaCanvas()) return <p className="grafico__sem-canvas">{SEM_CANVAS}</p>;
  if (tipo === 'pizza') {
    const data = {
      labels: serie.rotulos,
      datasets: serie.conjuntos.map((c) => ({ label: c.nome, data: c.valores, backgroundColor: CORES })),
    };
    const options = {
      ...base,
      plugins: {
        legend: { position: 'bottom' as const },
        // The whole label in the tooltip (the legend's is cut at 50 characters, constants.md).
        tooltip: { callbacks: { title: (items: TooltipItem<'pie'>[]) => serie.completos[items[0]?.dataIndex ?? 0] } },
      },
    };
    return <Pie data={data} options={options} plugins={plugins} {...canvas} />;
  }
  if (tipo === 'linha') {
    const data = {
      labels: serie.rotulos,
      datasets: serie.conjuntos.map((c, i) => ({
        label: c.nome,
        data: c.valores,
        borderColor: CORES[i],
        backgroundColor: CORES[i],
        pointRadius: 2,
        tension: 0.2,
      })),
    };
    return (
      <Line
        data={data}
        options={{ ...base, scales: { y: { beginAtZero: true } }, plugins: { legend: { position: 'bottom' } } }}
        plugins={plugins}
        {...canvas}
      />
    );
  }
  if (tipo === 'barras') {
    const data = {
      labels: serie.rotulos,
      datasets: serie.conjuntos.map((c, i) => ({ label: c.nome, data: c.valores, backgroundColor: CORES[i] })),
    };
    const options = { ...base, indexAxis: 'y' as const, plugins: { legend: { position: 'bottom' as const } } };
    return <Bar data={data} options={options} plugins={plugins} {...canvas} />;
  }
  const [pedidos, demandas] = serie.conjuntos;
  const data = {
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
        yAxisID: 'y1',
      },
    ],
  };
  const options = {
    ...base,
    plugins: { legend: { position: 'bottom' as const } },
    scales: {
      y: { position: 'left' as const, beginAtZero: true, title: { display: true, text: pedidos.nome } },
      y1: {
        position: 'right' as const,
        title: { display: true, text: demandas.nome },
        grid: { drawOnChartArea: false },
      },
    },
  };
  return <Chart type="bar" data={data} options={options} plugins={plugins} {...canvas} />;
});
