// The dashboard (docs/decisions/013-dashboard-charts.md): the ONCO toggle clicked → every chart it reloads painted
// again (the 200 ms wait for a burst, the mock back-end's answers and Chart.js's drawing, all counted), the JS its
// route adds, and that the sign-in and list routes load none of Chart.js.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { RUNS, signedInPage, stats } from './list-timing.mjs';
import { CHROMIUM_FLAGS } from './server.mjs';

const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
// A message of Chart.js's own code that no minifier removes: the chunk holding it is Chart.js.
const CHART_JS_MARK = "can't acquire context from the given item";
// The charts ONCO reloads (the totals take only the dates) and the in-page check that all are painted again.
const RELOADED = '[data-grafico]:not([data-grafico="totais"]) canvas';
const painted = `[...document.querySelectorAll('${RELOADED}')].every((c) => Number(c.dataset.pintado) > Number(c.dataset.antes)) && !document.querySelector('[data-grafico][aria-busy="true"]')`;

/** The JS files (paths) a page requests while `action` runs. */
async function scriptsDuring(page, action) {
  const scripts = new Set();
  const onResponse = (r) => {
    const url = new URL(r.url());
    if (url.pathname.endsWith('.js')) scripts.add(url.pathname);
  };
  page.on('response', onResponse);
  await action();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  return scripts;
}

async function timeControls(page) {
  const laps = [];
  for (let i = 0; i < RUNS; i += 1) {
    await page.evaluate(
      ({ selector, doneScript }) => {
        for (const c of document.querySelectorAll(selector)) c.dataset.antes = c.dataset.pintado ?? '0';
        window.__lap = null;
        const done = new Function(`return (${doneScript})`);
        const onClick = (event) => {
          if (!event.target.closest('button[aria-pressed]')) return;
          document.removeEventListener('click', onClick, true);
          const start = performance.now();
          const tick = () => (done() ? (window.__lap = performance.now() - start) : requestAnimationFrame(tick));
          requestAnimationFrame(tick);
        };
        document.addEventListener('click', onClick, true);
      },
      { selector: RELOADED, doneScript: painted },
    );
    await page.getByRole('button', { name: 'ONCO' }).click();
    await page.waitForFunction(() => window.__lap !== null);
    laps.push(await page.evaluate(() => window.__lap));
  }
  return laps;
}

export async function measureDashboard({ server, distDir, results, budget }) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS.slice(1) });
  try {
    const chartChunks = readdirSync(join(distDir, 'assets'))
      .filter((f) => f.endsWith('.js') && readFileSync(join(distDir, 'assets', f), 'utf8').includes(CHART_JS_MARK))
      .map((f) => `/assets/${f}`);
    const login = await browser.newPage();
    const loginJs = await scriptsDuring(login, () => login.goto(`${server.base}/auth/login`));
    await login.close();
    const page = await signedInPage(browser, server.base, 'mariana.lima');
    const listJs = await scriptsDuring(page, async () => {
      await page.goto(`${server.base}/admin/meusPedidos`);
      await page.getByRole('heading', { name: 'Meus Pedidos' }).waitFor();
    });
    const routeJs = await scriptsDuring(page, async () => {
      await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Dashboard' }).click();
      await page.locator('[data-grafico] canvas[data-pintado]').nth(7).waitFor();
    });
    const routeGzip = [...routeJs].reduce((sum, p) => sum + gz(join(distDir, p)), 0);
    const laps = await timeControls(page);
    await page.close();
    const d = {
      controls: stats(laps),
      routeJsGzip: routeGzip,
      routeJsFiles: routeJs.size,
      chartJsChunks: chartChunks,
      chartJsInLogin: chartChunks.filter((c) => loginJs.has(c)),
      chartJsInList: chartChunks.filter((c) => listJs.has(c)),
    };
    results.dashboard = d;
    const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
    console.log(
      `Dashboard: ONCO toggled → charts painted ${d.controls.median} ms median, ${d.controls.worst} ms worst`,
    );
    console.log(
      `  route JS (after Meus Pedidos): ${kb(routeGzip)} gzip in ${routeJs.size} files; Chart.js in ${chartChunks.join(', ')}`,
    );
    budget(
      'Dashboard controls → charts painted ≤ 500 ms (median)',
      `${d.controls.median} ms`,
      '500 ms',
      d.controls.median <= 500,
    );
    budget(
      'Chart.js only on the dashboard (not in /auth/login nor a list)',
      `${d.chartJsInLogin.length + d.chartJsInList.length} chunks`,
      '0',
      chartChunks.length > 0 &&
        d.chartJsInLogin.length + d.chartJsInList.length === 0 &&
        chartChunks.every((c) => routeJs.has(c)),
    );
  } finally {
    await browser.close();
  }
}
