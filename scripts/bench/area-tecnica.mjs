// The technical areas' screens with the bench-only large seed (scenario 'largeData', set 'areaTecnica':
// mocks/db/seed-area-tecnica-large.ts): Parecer Área Técnica with 2,000 requests (first rows; a keystroke in the
// phonetic name filter), measured as the other lists are (list-timing.mjs), and Minha Agenda's month of 300 events
// (the month switch to its events painted, mock latency excluded, as the room calendar's week is in screens.mjs).
import { chromium } from '@playwright/test';
import { RUNS, signedInPage, stats, timeFilterKeys, timeListOpen } from './list-timing.mjs';
import { armTimer, readLap } from './screens.mjs';
import { CHROMIUM_FLAGS } from './server.mjs';

async function pareceres(browser, server) {
  const page = await signedInPage(browser, server.base, 'paulo.nunes');
  const open = await timeListOpen(
    page,
    server.base,
    'Parecer Área Técnica',
    'table[aria-label="Pareceres da área técnica"] tbody tr:not(.p-datatable-emptymessage)',
    // A light screen to start from: Minha Agenda would still be drawing the same thousands of requests.
    { path: '/admin/alterarsenha', heading: 'Alterar senha' },
  );
  const total = await page.getByText(/^1 a 100 de \d+/).innerText();
  const keys = await timeFilterKeys(page, page.getByRole('textbox', { name: 'Filtrar por paciente' }), 's');
  await page.close();
  return { rows: Number(/de (\d+)/.exec(total)?.[1] ?? 0), open: stats(open), keystroke: stats(keys) };
}

/** In-page: the month's title and how many events the calendar draws. */
const MES = `[document.querySelector('.agenda .fc-toolbar-title')?.textContent ?? '', document.querySelectorAll('.agenda .fc-event').length]`;

async function agenda(browser, server) {
  const page = await signedInPage(browser, server.base, 'fernanda.santos');
  await page.goto(`${server.base}/admin/agendaAreaTecnica`);
  const calendario = page.getByRole('group', { name: 'Minha Agenda' });
  await page.waitForFunction(`${MES}[1] > 0`);
  // To next month: the busy month (300 events) is the one after it.
  await calendario.getByRole('button', { name: 'Próximo' }).click();
  await page.waitForFunction(`${MES}[1] > 0`);
  const laps = [];
  let eventos = 0;
  for (let i = 0; i < RUNS / 2; i += 1) {
    const [antes] = await page.evaluate(MES);
    await armTimer(page, '.fc-next-button', `${MES}[0] !== ${JSON.stringify(antes)} && ${MES}[1] >= 300`);
    await calendario.getByRole('button', { name: 'Próximo' }).click();
    laps.push(await readLap(page, '/api/'));
    eventos = (await page.evaluate(MES))[1];
    const [busy] = await page.evaluate(MES);
    await calendario.getByRole('button', { name: 'Anterior' }).click();
    await page.waitForFunction(`${MES}[0] !== ${JSON.stringify(busy)}`);
  }
  await page.close();
  return { eventos, switch: stats(laps) };
}

export async function measureAreaTecnica({ server, results, budget }) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS.slice(1) });
  await server.scenario({ action: 'largeData', on: true, set: 'areaTecnica' });
  try {
    const p = await pareceres(browser, server);
    const a = await agenda(browser, server);
    results.areaTecnica = { pareceres: p, agenda: a };
    console.log(
      `Parecer Área Técnica (${p.rows} requests 'Sem Parecer'): first rows ${p.open.median} ms median, ${p.open.worst} ms worst`,
    );
    console.log(
      `  Paciente filter keystroke → rows painted: ${p.keystroke.median} ms median, ${p.keystroke.worst} ms worst`,
    );
    console.log(
      `Minha Agenda (${a.eventos} events in the month): month switch → painted ${a.switch.median} ms median, ${a.switch.worst} ms worst (mock latency excluded)`,
    );
    budget('Parecer Área Técnica first rows ≤ 1 s (worst)', `${p.open.worst} ms`, '1000 ms', p.open.worst <= 1000);
    budget(
      'Parecer Área Técnica name filter keystroke ≤ 100 ms (worst)',
      `${p.keystroke.worst} ms`,
      '100 ms',
      p.keystroke.worst <= 100,
    );
    budget('Minha Agenda month switch ≤ 150 ms (median)', `${a.switch.median} ms`, '150 ms', a.switch.median <= 150);
  } finally {
    await server.scenario({ action: 'largeData', on: false });
    await browser.close();
  }
}
