// Mapa de Salas with 8 rooms × 12 surgeries a day (the large seed, mocks/db/seed-mapa-salas.ts): a date typed in the
// date field → the new day's 96 surgeries painted, measured inside the page from the field's first input event to the
// frame after they are all in the document. Each run picks a day not loaded yet, so the nine agendaSala calls
// (docs/decisions/011-mapa-de-salas-columns.md) are part of the lap.
import { chromium } from '@playwright/test';
import { compared, describe, FLOOR_PAGE, setFloor } from './floors.mjs';
import { RUNS, signedInPage } from './list-timing.mjs';
import { benchContext, CHROMIUM_FLAGS } from './server.mjs';

const SURGERIES = 8 * 12;

const brDate = (iso) => iso.split('-').reverse().join('/');

async function lap(page, field, iso) {
  const dia = brDate(iso);
  await page.evaluate(
    ([dia, count]) => {
      window.__lap = null;
      const input = [...document.querySelectorAll('label')].find((l) => l.textContent.trim().startsWith('Data'));
      const el = document.getElementById(input.htmlFor);
      el.addEventListener(
        'input',
        () => {
          const start = performance.now();
          const tick = () => {
            const region = document.querySelector(`[role="region"][aria-label="Mapa de salas de ${dia}"]`);
            if (region && region.querySelectorAll('.mapa__cirurgia').length >= count)
              requestAnimationFrame(() => (window.__lap = performance.now() - start));
            else requestAnimationFrame(tick);
          };
          requestAnimationFrame(tick);
        },
        { once: true, capture: true },
      );
    },
    [dia, SURGERIES],
  );
  await field.fill(dia);
  await field.press('Enter');
  await page.waitForFunction(() => window.__lap !== null);
  return page.evaluate(() => window.__lap);
}

async function mapaSalas(browser, server) {
  await server.scenario({ action: 'largeData', on: true });
  const page = await signedInPage(browser, server.base, 'mariana.lima');
  await page.setViewportSize({ width: 1366, height: 900 });
  // The day's calls, recorded for the floor (FullCalendar's own day of the same surgeries, bench/agenda-floor.tsx).
  const urls = [];
  const gravar = (r) => /\/agendaSala\//.test(r.url()) && urls.push(r.url());
  page.on('request', gravar);
  await page.goto(`${server.base}/admin/mapaDeSalas`);
  const region = page.getByRole('region', { name: /^Mapa de salas de / });
  await region.waitFor();
  const hoje = /de (\d\d)\/(\d\d)\/(\d{4})$/.exec(await region.getAttribute('aria-label'));
  const base = Date.UTC(Number(hoje[3]), Number(hoje[2]) - 1, Number(hoje[1]));
  await page.waitForLoadState('networkidle');
  page.off('request', gravar);
  const api = /\/agendaSala\/\d\/([^/]+)\//.exec(urls[0])[1];
  await setFloor(page, { dia: { urls: [...new Set(urls.filter((u) => u.includes(api)))], api } });
  const floor = await browser.newPage();
  await floor.setViewportSize({ width: 1366, height: 900 });
  await floor.goto(`${server.base}${FLOOR_PAGE.agenda}?vista=dia`);
  const field = page.getByLabel(/^Data/);
  const floorField = floor.getByLabel(/^Data/);
  const laps = [];
  const floorLaps = [];
  for (let i = 1; i <= RUNS; i += 1) {
    const iso = new Date(base + i * 86_400_000).toISOString().slice(0, 10);
    await page.bringToFront();
    laps.push(await lap(page, field, iso));
    await floor.bringToFront();
    floorLaps.push(await lap(floor, floorField, iso));
  }
  await floor.close();
  await page.close();
  await server.scenario({ action: 'largeData', on: false });
  return { surgeries: SURGERIES, dateChange: compared(laps, floorLaps), samples: laps.length };
}

export async function measureMapaSalas({ server, results, budget }) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS.slice(1) });
  try {
    const m = await mapaSalas(await benchContext(browser), server);
    results.mapaSalas = m;
    console.log(
      `Mapa de Salas (8 rooms × 12 surgeries) date change → painted, against FullCalendar's own day of the same calls (${m.samples} runs): ${describe(m.dateChange)}`,
    );
    budget(
      "Mapa de Salas date change → painted ≤ 1.5 × FullCalendar's (median)",
      m.dateChange.ratioMedian,
      1.5,
      m.dateChange.ratioMedian <= 1.5,
    );
  } finally {
    await browser.close();
  }
}
