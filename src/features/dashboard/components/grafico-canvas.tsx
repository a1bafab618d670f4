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
} from 'chart.js';
import { memo } from 'react';
import { Bar, Chart, Line, Pie } from 'react-chartjs-2';
import type { TipoGrafico } from '../model/apresentacao';
import {
  configuracaoBarras,
  configuracaoCombinado,
  configuracaoLinha,
  configuracaoPizza,
} from '../model/configuracao-grafico';
import type { Serie } from '../model/series';

// Only what the nine charts use (the controllers come with Pie, Bar and Line): Chart.js stays tree-shaken and loads
// with this route alone (docs/decisions/013-dashboard-charts.md).
ChartJS.register(ArcElement, BarElement, LineElement, PointElement, CategoryScale, LinearScale, Tooltip, Legend);

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

const SEM_CANVAS = 'Este navegador não desenha gráficos: use "Ver tabela" para ler os valores.';

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
  const canvas = { role: 'img', 'aria-label': `Gráfico: ${titulo}. Use "Ver tabela" para ler os valores.` };
  const plugins = [pintado];
  if (!desenhaCanvas()) return <p className="grafico__sem-canvas">{SEM_CANVAS}</p>;
  if (tipo === 'pizza') return <Pie {...configuracaoPizza(serie)} plugins={plugins} {...canvas} />;
  if (tipo === 'linha') return <Line {...configuracaoLinha(serie)} plugins={plugins} {...canvas} />;
  if (tipo === 'barras') return <Bar {...configuracaoBarras(serie)} plugins={plugins} {...canvas} />;
  return <Chart type="bar" {...configuracaoCombinado(serie)} plugins={plugins} {...canvas} />;
});
