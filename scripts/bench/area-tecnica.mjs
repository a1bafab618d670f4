// The technical areas' screens with the bench-only large seed (scenario 'largeData', set 'areaTecnica':
// mocks/db/seed-area-tecnica-large.ts), each against its floor (floors.mjs), alternately in one run: Parecer Área
// Técnica with 2,000 requests (first rows; a keystroke in the phonetic name filter) against the DataTable floor, and
// Minha Agenda's month of 300 events (the month switch to its events painted, mock latency excluded, as the room
// calendar's week is in screens.mjs) against FullCalendar's own month of the same events.
import { chromium } from '@playwright/test';
import { compareList, compared, describe, FLOOR_PAGE, recordCall, reportList, setFloor } from './floors.mjs';
import { RUNS, signedInPage } from './list-timing.mjs';
import { armTimer, readLap } from './screens.mjs';
import { benchContext, CHROMIUM_FLAGS } from './server.mjs';

export const TABELA_PARECERES = {
  legenda: 'Pareceres da área técnica',
  colunas: [
    ['codigo', 'Nº Pedido'],
    ['status', 'Status'],
    ['paciente', 'Paciente'],
    ['profissionalRequisitante', 'Requisitante'],
    ['equipeRequisitante', 'Equipe'],
    ['dataCirurgia', 'Data Cirurgia'],
  ],
  linhasPorPagina: 100,
  filtro: { campos: ['paciente'] },
};

async function pareceres(browser, server) {
  const page = await signedInPage(browser, server.base, 'paulo.nunes');
  const chamada = await recordCall(page, /\/pedidoCirurgiaAreaTecnicaSemParecer\//, () =>
    page.goto(`${server.base}/admin/pareceresAreaTecnica`),
  );
  const total = await page.getByText(/^1 a 100 de \d+/).innerText();
  const c = await compareList(page, server.base, {
    link: 'Parecer Área Técnica',
    rows: 'table[aria-label="Pareceres da área técnica"] tbody tr:not(.p-datatable-emptymessage)',
    // A light screen to start from: Minha Agenda would still be drawing the same thousands of requests.
    from: { path: '/admin/alterarsenha', heading: 'Alterar senha' },
    filtro: { name: 'Filtrar por paciente', key: 's' },
    chamada,
    tabela: TABELA_PARECERES,
  });
  await page.close();
  return { rows: Number(/de (\d+)/.exec(total)?.[1] ?? 0), ...c };
}

/** In-page: the month's title and how many events the calendar draws. */
const MES = `[document.querySelector('.agenda .fc-toolbar-title')?.textContent ?? '', document.querySelectorAll('.agenda .fc-event').length]`;

/** On a page showing a calendar: to next month (the busy month, 300 events, is the one after it). */
async function toBusyMonthBefore(page) {
  const calendario = page.getByRole('group', { name: 'Minha Agenda' });
  await page.waitForFunction(`${MES}[1] > 0`);
  await calendario.getByRole('button', { name: 'Próximo' }).click();
  await page.waitForFunction(`${MES}[1] > 0`);
}

/** Once: Próximo → the busy month painted with its 300 events (mock latency excluded); then back. */
async function monthSwitch(page) {
  const calendario = page.getByRole('group', { name: 'Minha Agenda' });
  const [antes] = await page.evaluate(MES);
  await armTimer(page, '.fc-next-button', `${MES}[0] !== ${JSON.stringify(antes)} && ${MES}[1] >= 300`);
  await calendario.getByRole('button', { name: 'Próximo' }).click();
  const lap = await readLap(page, '/api/');
  const [busy, eventos] = await page.evaluate(MES);
  await calendario.getByRole('button', { name: 'Anterior' }).click();
  await page.waitForFunction(`${MES}[0] !== ${JSON.stringify(busy)}`);
  return { lap, eventos };
}

async function agenda(browser, server) {
  const page = await signedInPage(browser, server.base, 'fernanda.santos');
  const chamada = await recordCall(page, /\/minhaAgenda/, () => page.goto(`${server.base}/admin/agendaAreaTecnica`));
  await setFloor(page, chamada);
  await toBusyMonthBefore(page);
  // The floor in a second page of the same browser (same session), switched to in turn with ours.
  const floor = await browser.newPage();
  await floor.goto(`${server.base}${FLOOR_PAGE.agenda}`);
  await toBusyMonthBefore(floor);
  const laps = { ours: [], floor: [] };
  let eventos = 0;
  for (let i = 0; i < RUNS / 2; i += 1) {
    await page.bringToFront();
    const o = await monthSwitch(page);
    laps.ours.push(o.lap);
    eventos = o.eventos;
    await floor.bringToFront();
    laps.floor.push((await monthSwitch(floor)).lap);
  }
  await floor.close();
  await page.close();
  return { eventos, switch: compared(laps.ours, laps.floor) };
}

export async function measureAreaTecnica({ server, results, budget }) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS.slice(1) });
  await server.scenario({ action: 'largeData', on: true, set: 'areaTecnica' });
  try {
    // One context: the floor pages read the session the app's sign-in stored.
    const context = await benchContext(browser);
    const p = await pareceres(context, server);
    const a = await agenda(context, server);
    results.areaTecnica = { pareceres: p, agenda: a };
    console.log(`Parecer Área Técnica (${p.rows} requests 'Sem Parecer') against the DataTable floor:`);
    reportList('Parecer Área Técnica', p, 'Paciente filter', budget);
    console.log(`Minha Agenda (${a.eventos} events in the month) against FullCalendar's own month of the same events:`);
    console.log(`  month switch → painted (mock latency excluded): ${describe(a.switch)}`);
    // Held to FullCalendar's own month of the same events, 1.5 × as the other repaints (docs/decisions/025-pisos-do-bench.md).
    budget(
      "Minha Agenda month switch ≤ 1.5 × FullCalendar's (median)",
      a.switch.ratioMedian,
      1.5,
      a.switch.ratioMedian <= 1.5,
    );
  } finally {
    await server.scenario({ action: 'largeData', on: false });
    await browser.close();
  }
}
