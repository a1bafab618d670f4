// 'Exportar CSV' of Meus Pedidos with the large seed (5,000 requests pass the filters): from the click on the button to
// the file handed to the browser (the download link's click), timed inside the page. The first run loads papaparse.
import { chromium } from '@playwright/test';
import { signedInPage, stats } from './list-timing.mjs';
import { CHROMIUM_FLAGS } from './server.mjs';

const EXPORT_RUNS = 10;

async function exportar(browser, server) {
  await server.scenario({ action: 'largeData', on: true });
  const page = await signedInPage(browser, server.base, 'carlos.mendes');
  await page.goto(`${server.base}/admin/meusPedidos`);
  const total = await page.getByText(/^1 a 10 de \d+/).innerText();
  const laps = [];
  for (let i = 0; i < EXPORT_RUNS; i += 1) {
    await page.evaluate(() => {
      window.__lap = null;
      const button = [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Exportar CSV');
      button.addEventListener(
        'click',
        () => {
          const start = performance.now();
          const click = HTMLAnchorElement.prototype.click;
          HTMLAnchorElement.prototype.click = function timed() {
            if (this.download) window.__lap = performance.now() - start;
            HTMLAnchorElement.prototype.click = click;
            return click.call(this);
          };
        },
        { once: true, capture: true },
      );
    });
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar CSV' }).click();
    await (await download).delete();
    await page.waitForFunction(() => window.__lap !== null);
    laps.push(await page.evaluate(() => window.__lap));
  }
  await page.close();
  await server.scenario({ action: 'largeData', on: false });
  // The first export also loads papaparse (the pointer over the button starts that load); the budget is the export's.
  return { rows: Number(/de (\d+)/.exec(total)?.[1] ?? 0), export: stats(laps.slice(1)), first: Math.round(laps[0]) };
}

export async function measureExport({ server, results, budget }) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS.slice(1) });
  try {
    const e = await exportar(browser, server);
    results.exportCsv = e;
    console.log(
      `Exportar CSV of Meus Pedidos (${e.rows} rows): ${e.export.median} ms median, ${e.export.worst} ms worst; the first, loading papaparse, ${e.first} ms`,
    );
    budget('Exportar CSV of 5,000 rows ≤ 300 ms (worst)', `${e.export.worst} ms`, '300 ms', e.export.worst <= 300);
  } finally {
    await browser.close();
  }
}
