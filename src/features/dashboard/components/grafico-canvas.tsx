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

/** Where a text anchored at `x` and drawn `largura` wide with this alignment starts. */
function inicioDoTexto(x: number, largura: number, alinhamento: string): number {
  if (alinhamento === 'left' || alinhamento === 'start') return x;
  if (alinhamento === 'right' || alinhamento === 'end') return x - largura;
  return x - largura / 2;
}

interface Caixa {
  left: number;
  top: number;
  width: number;
  height: number;
}
const ehCaixa = (c: unknown): c is Caixa =>
  typeof c === 'object' &&
  c !== null &&
  ['left', 'top', 'width', 'height'].every((k) => typeof Reflect.get(c, k) === 'number');

/** How many axis labels and legend entries Chart.js drew past the canvas' edge (none, since §2 wants each legible). */
function rotulosCortados(chart: ChartJS): number {
  const { ctx, width, height } = chart;
  let cortados = 0;
  for (const escala of Object.values(chart.scales)) {
    for (const item of escala.getLabelItems()) {
      ctx.save();
      ctx.font = item.font.string;
      const linhas = Array.isArray(item.label) ? item.label : [item.label];
      const largura = Math.max(...linhas.map((l) => ctx.measureText(String(l)).width));
      ctx.restore();
      const horizontal = largura * Math.abs(Math.cos(item.options.rotation ?? 0));
      const inicio = inicioDoTexto(item.options.translation?.[0] ?? 0, horizontal, item.options.textAlign ?? 'center');
      if (inicio < -0.5 || inicio + horizontal > width + 0.5) cortados += 1;
    }
  }
  // Chart.js keeps where it drew each legend entry in a field its types do not declare.
  const caixas: unknown = chart.legend ? Reflect.get(chart.legend, 'legendHitBoxes') : null;
  for (const caixa of Array.isArray(caixas) ? caixas.filter(ehCaixa) : []) {
    if (caixa.left < 0 || caixa.left + caixa.width > width || caixa.top < 0 || caixa.top + caixa.height > height)
      cortados += 1;
  }
  return cortados;
}

// Marks the canvas each time Chart.js has drawn it: `npm run bench` waits for every chart to be painted again, and
// the journey reads how many of its labels were cut (none may be).
const pintado: Plugin = {
  id: 'pintado',
  afterRender: (chart) => {
    chart.canvas.dataset.pintado = String(Number(chart.canvas.dataset.pintado ?? 0) + 1);
    chart.canvas.dataset.rotulosCortados = String(rotulosCortados(chart));
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
  const canvas = { role: 'img', 'aria-label': `Gráfico: ${titulo}. Use "Ver tabela" para ler os valores.` };
  const plugins = [pintado];
  if (!desenhaCanvas()) return <p className="grafico__sem-canvas">{SEM_CANVAS}</p>;
  if (tipo === 'pizza') return <Pie {...configuracaoPizza(serie)} plugins={plugins} {...canvas} />;
  if (tipo === 'linha') return <Line {...configuracaoLinha(serie)} plugins={plugins} {...canvas} />;
  if (tipo === 'barras') return <Bar {...configuracaoBarras(serie)} plugins={plugins} {...canvas} />;
  return <Chart type="bar" {...configuracaoCombinado(serie)} plugins={plugins} {...canvas} />;
});
