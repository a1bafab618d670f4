import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations, expectNoSeriousA11yViolationsInDialogs } from './support/axe';
import { MockBackend } from './support/mock-backend';
import { pickOption } from './support/primereact';
import { abrirComo } from './pages/login-page';

// The surgical centre's direction (wizards-and-management.md §2 'Dashboard', 'Reports'): narrows the dashboard to two
// months and one team, turns ONCO on, opens 'Quantidade Eletivo vs Urgência', reads a chart as a table, then
// downloads a report, which arrives under the server's name.

test.beforeEach(async ({ request }) => {
  await new MockBackend(request).reset();
});

/** São Paulo's day `meses` months before today (UTC−3), as typed (dd/mm/aaaa) and as sent (yyyy-mm-dd). */
function mesesAtras(meses: number) {
  const hoje = new Date(Date.now() - 3 * 3_600_000);
  const d = new Date(Date.UTC(hoje.getUTCFullYear(), hoje.getUTCMonth() - meses, 1));
  const ultimo = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(hoje.getUTCDate(), ultimo));
  const iso = d.toISOString().slice(0, 10);
  const [y, m, dd] = iso.split('-');
  return { digitada: `${dd}/${m}/${y}`, enviada: iso };
}

/** A text drawn on a canvas: where its ink falls on the canvas' bitmap, in device pixels. */
interface TextoDesenhado {
  texto: string;
  esquerda: number;
  direita: number;
  topo: number;
  base: number;
}

/**
 * In the page, before its own scripts: records each text drawn on a canvas since the canvas was last cleared whole,
 * where it falls: its box as measured with the font, alignment and baseline it was drawn with (`measureText`), through
 * the transform it was drawn under. Read by `textosDoCanvas(canvas)`. Nothing of the app's reports it.
 */
function registrarTextosDosCanvas() {
  const textos = new WeakMap<HTMLCanvasElement, TextoDesenhado[]>();
  const prototipo = CanvasRenderingContext2D.prototype;
  const limpar = prototipo.clearRect;
  prototipo.clearRect = function (x, y, largura, altura) {
    if (largura >= this.canvas.width && altura >= this.canvas.height) textos.set(this.canvas, []);
    limpar.call(this, x, y, largura, altura);
  };
  const escrever = prototipo.fillText;
  prototipo.fillText = function (texto, x, y, larguraMaxima) {
    const medida = this.measureText(texto);
    // A text wider than the width it was given is drawn squeezed into it.
    const aperto = larguraMaxima !== undefined && medida.width > larguraMaxima ? larguraMaxima / medida.width : 1;
    const transformacao = this.getTransform();
    const cantos = [
      [x - medida.actualBoundingBoxLeft * aperto, y - medida.actualBoundingBoxAscent],
      [x + medida.actualBoundingBoxRight * aperto, y - medida.actualBoundingBoxAscent],
      [x - medida.actualBoundingBoxLeft * aperto, y + medida.actualBoundingBoxDescent],
      [x + medida.actualBoundingBoxRight * aperto, y + medida.actualBoundingBoxDescent],
    ].map(([cx, cy]) => transformacao.transformPoint(new DOMPoint(cx, cy)));
    const lista = textos.get(this.canvas) ?? [];
    lista.push({
      texto,
      esquerda: Math.min(...cantos.map((c) => c.x)),
      direita: Math.max(...cantos.map((c) => c.x)),
      topo: Math.min(...cantos.map((c) => c.y)),
      base: Math.max(...cantos.map((c) => c.y)),
    });
    textos.set(this.canvas, lista);
    escrever.call(this, texto, x, y, larguraMaxima);
  };
  Object.assign(window, { textosDoCanvas: (canvas: HTMLCanvasElement) => textos.get(canvas) ?? [] });
}

/**
 * At a desktop's 1366×900 every chart is readable (wizards-and-management.md §2 'Dashboard'): no axis label or legend
 * entry drawn past its canvas' edge (each text Chart.js drew, measured in its own font, within the canvas' bitmap), no
 * pie legend entry cut or outside its card, no drawing squeezed below 250 px, and 'Ver tabela' beside the title, not
 * under it.
 */
async function expectGraficosLegiveis(page: Page) {
  const problemas = () =>
    page.locator('[data-grafico]').evaluateAll((cards) =>
      cards.flatMap((card) => {
        const caixa = card.getBoundingClientRect();
        const dentro = (r: DOMRect) =>
          r.left >= caixa.left && r.right <= caixa.right && r.top >= caixa.top && r.bottom <= caixa.bottom;
        const nome = card.getAttribute('data-grafico');
        const achados: string[] = [];
        for (const e of Array.from(card.querySelectorAll<HTMLElement>('.legenda-pizza__entrada'))) {
          if (!dentro(e.getBoundingClientRect()) || e.scrollWidth > e.clientWidth)
            achados.push(`${nome}: legenda '${e.title}'`);
        }
        const textosDoCanvas = Reflect.get(window, 'textosDoCanvas') as (c: HTMLCanvasElement) => TextoDesenhado[];
        for (const c of Array.from(card.querySelectorAll('canvas'))) {
          const r = c.getBoundingClientRect();
          if (r.width < 250 || r.height < 250) achados.push(`${nome}: gráfico de ${r.width}×${r.height}`);
          const textos = textosDoCanvas(c);
          // Every chart but a pie (whose legend is the card's list) draws its axes' labels or its legend.
          if (textos.length === 0 && !card.classList.contains('grafico--pizza')) achados.push(`${nome}: sem textos`);
          // Antialiasing may reach half a pixel past the box.
          for (const t of textos) {
            if (t.esquerda < -0.5 || t.direita > c.width + 0.5 || t.topo < -0.5 || t.base > c.height + 0.5)
              achados.push(`${nome}: '${t.texto}' cortado`);
          }
        }
        const titulo = card.querySelector('h2')?.getBoundingClientRect();
        const acoes = card.querySelector('.grafico__acoes')?.getBoundingClientRect();
        if (titulo && acoes && acoes.top >= titulo.bottom) achados.push(`${nome}: botões sob o título`);
        return achados;
      }),
    );
  // Read again until every chart has drawn its latest figures (a chart drawing them may still be on its way).
  await expect.poll(problemas).toEqual([]);
}

test('a manager narrows the dashboard, reads its figures as tables and downloads a report', async ({
  page,
  request,
}) => {
  const backend = new MockBackend(request);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.addInitScript(registrarTextosDosCanvas);
  await abrirComo(page, 'mariana.lima', '/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  // Every chart with data is painted (Procedimentos realizados por equipe waits for a team).
  await expect(page.locator('[data-grafico] canvas[data-pintado]')).toHaveCount(8);
  await expectGraficosLegiveis(page);
  await expectNoSeriousA11yViolations(page, 'no Dashboard');

  const inicio = mesesAtras(2);
  await page.getByLabel('Data Início', { exact: true }).fill(inicio.digitada);
  await page
    .locator('.p-multiselect')
    .filter({ has: page.getByLabel('Equipes', { exact: true }) })
    .click();
  await page.getByRole('option', { name: 'CIRURGIA GERAL', exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'ONCO' }).click();
  await expect(page.getByRole('button', { name: 'ONCO' })).toHaveAttribute('aria-pressed', 'true');

  const porEquipe = page.getByRole('region', { name: 'Procedimentos realizados por equipe' });
  await expect(porEquipe.locator('canvas[data-pintado]')).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // The refresh starts once the burst of changes settles: wait for the back-end to receive it.
  const ultimo = async () =>
    (await backend.journal()).filter((e) => e.path === '/api/listarQuantidadeEletivoVsUrgencia').at(-1)?.body;
  await expect.poll(ultimo).toMatchObject({
    filtros: { equipes: [2], centrosCirurgicos: [1, 2, 3], dataInicio: inicio.enviada, eOnco: '1' },
  });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // The team's procedures, the longest labels of the dashboard, beside their bars.
  await expectGraficosLegiveis(page);

  await page.getByRole('button', { name: 'Detalhes: Quantidade Eletivo vs Urgência' }).click();
  const dialog = page.getByRole('dialog', { name: 'Quantidade Eletivo vs Urgência' });
  const detalhe = dialog.getByRole('table', { name: 'Quantidade Eletivo vs Urgência' });
  await expect(detalhe.getByRole('row', { name: /^ELETIVO \d+$/ })).toBeVisible();
  await expectNoSeriousA11yViolationsInDialogs(page, 'no detalhe Eletivo vs Urgência');
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await expect(dialog).toBeHidden();

  const finalizados = page.getByRole('region', { name: 'Pedidos finalizados' });
  await finalizados.getByRole('button', { name: 'Ver tabela' }).click();
  const tabela = finalizados.getByRole('table', { name: 'Pedidos finalizados' });
  await expect(tabela.getByRole('columnheader', { name: 'Pedidos finalizados' })).toBeVisible();
  await expect(tabela.getByRole('rowheader').first()).toHaveText(/^\d\d\/\d\d\/\d{4}$/);

  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Relatórios' }).click();
  await expect(page.getByRole('heading', { name: 'Relatórios', level: 1 })).toBeVisible();
  await pickOption(page, 'Relatório', 'Demandas cirúrgicas por equipe');
  await expectNoSeriousA11yViolations(page, 'em Relatórios');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar relatório' }).click();
  expect((await download).suggestedFilename()).toBe('demandas-cirurgicas-por-equipe.csv');
  await expect(page.getByText('Relatório baixado: demandas-cirurgicas-por-equipe.csv')).toBeVisible();
  await expect(page).toHaveURL('/admin/relatorioDemandaCirurgica');
});
