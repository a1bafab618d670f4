// Screen timings in Chromium against the HTTP mock back-end (median and worst of 20 runs).
import { chromium } from '@playwright/test';
import { compareList, compared, describe, FLOOR_PAGE, recordCall, reportList, setFloor } from './floors.mjs';
import { RUNS, signedInPage, stats } from './list-timing.mjs';
import { benchContext, CHROMIUM_FLAGS } from './server.mjs';

/** Meus Pedidos' columns on the floor (the back-end's fields), its global search over the same fields. */
export const MEUS_PEDIDOS_TABELA = {
  legenda: 'Meus pedidos',
  colunas: [
    ['codigo', 'Nº Pedido'],
    ['paciente', 'Paciente'],
    ['procedimento', 'Procedimento Principal'],
    ['dataInclusao', 'Data do Pedido'],
    ['dataCirurgia', 'Data da Cirurgia'],
    ['status', 'Status'],
  ],
  linhasPorPagina: 10,
  filtro: { campos: ['codigo', 'paciente', 'requisitante', 'codigoProcedimento', 'procedimento', 'status'] },
};

/** Meus Pedidos with 5,000 requests against the DataTable floor: open → first rows painted; a global search keystroke. */
async function meusPedidos(browser, server) {
  await server.scenario({ action: 'largeData', on: true });
  const page = await signedInPage(browser, server.base, 'carlos.mendes');
  const chamada = await recordCall(page, /\/pedidoCirurgiaMedico\//, () =>
    page.goto(`${server.base}/admin/meusPedidos`),
  );
  const c = await compareList(page, server.base, {
    link: 'Meus Pedidos',
    rows: 'table[aria-label="Meus pedidos"] tbody tr',
    from: { path: '/admin/minhasDemandas', heading: 'Minhas Demandas' },
    filtro: { name: 'Pesquisa geral', key: 'x' },
    chamada,
    tabela: MEUS_PEDIDOS_TABELA,
  });
  await page.close();
  await server.scenario({ action: 'largeData', on: false });
  return { rows: 5000, ...c };
}

/** In-page expression: the control whose label starts with the given text, or null. */
const FIELD_BY_LABEL = `((text) => { const l = [...document.querySelectorAll('label')].find((x) => x.textContent.trim().startsWith(text)); return l && l.htmlFor ? document.getElementById(l.htmlFor) : null; })`;

/** Records, inside the page, the time from the next click on `buttonName` to `done()` becoming true (polled per frame). */
function armClickTimer(page, buttonName, doneScript) {
  return page.evaluate(
    ({ buttonName, doneScript }) =>
      new Promise((armed) => {
        window.__lap = null;
        const done = new Function(`return (${doneScript})`);
        const onClick = (event) => {
          const button = event.target.closest('button');
          if (!button || button.textContent.trim() !== buttonName) return;
          document.removeEventListener('click', onClick, true);
          const start = performance.now();
          const tick = () =>
            done() ? (window.__lap = { start, end: performance.now() }) : requestAnimationFrame(tick);
          requestAnimationFrame(tick);
        };
        document.addEventListener('click', onClick, true);
        armed(true);
      }),
    { buttonName, doneScript },
  );
}

/** The lap minus the time a call to the mock back-end was under way meanwhile (calls side by side count once). */
export async function readLap(page, callPattern) {
  await page.waitForFunction(() => window.__lap !== null);
  return page.evaluate((pattern) => {
    const { start, end } = window.__lap;
    const re = new RegExp(pattern);
    // The time some call was under way: calls made side by side count once (their sum would exceed the lap).
    const calls = performance
      .getEntriesByType('resource')
      .filter((e) => re.test(e.name) && e.startTime >= start - 1 && e.startTime <= end)
      .map((e) => [Math.max(e.startTime, start), Math.min(e.startTime + e.duration, end)])
      .sort((a, b) => a[0] - b[0]);
    let net = 0;
    let until = start;
    for (const [from, to] of calls) {
      if (to <= until) continue;
      net += to - Math.max(from, until);
      until = to;
    }
    return Math.max(0, end - start - net);
  }, callPattern);
}

/** Wizard: Próximo on a filled step 0 → step 1 interactive; quantity OK after choosing a procedure → duration shown. */
async function wizard(browser, server) {
  const page = await signedInPage(browser, server.base, 'julia.souza');
  const floor = await browser.newPage();
  const next = [];
  const floorNext = [];
  const duration = [];
  for (let i = 0; i < RUNS; i += 1) {
    // The floor's step change (bench/wizard-floor.tsx), alternately with ours; the page timed is in front (a page
    // behind gets one frame a second).
    await floor.bringToFront();
    await floor.goto(`${server.base}${FLOOR_PAGE.wizard}`);
    await floor.getByRole('heading', { name: 'Dados do paciente' }).waitFor();
    await armClickTimer(floor, 'Próximo', `${FIELD_BY_LABEL}('Procedimentos secundários') !== null`);
    await floor.getByRole('button', { name: 'Próximo' }).click();
    floorNext.push(await readLap(floor, '^$'));
    await page.bringToFront();
    await page.goto(`${server.base}/admin/meusPedidos`);
    await page.getByRole('button', { name: 'Novo pedido' }).click();
    await page.getByLabel('Prontuário').fill('4100000');
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    await page.getByRole('button', { name: 'Selecionar paciente MARIA APARECIDA DE SOUZA' }).click();
    await page.getByRole('button', { name: 'Selecionar atendimento 300101' }).click();
    await page.getByRole('heading', { name: 'Dados do paciente' }).waitFor();
    // Fields are found by their labels (the kit gives them generated ids).
    await armClickTimer(page, 'Próximo', `${FIELD_BY_LABEL}('Procedimentos secundários') !== null`);
    await page.getByRole('button', { name: 'Próximo' }).click();
    next.push(await readLap(page, '/api/(paciente|atendimento|internacao)'));
    await page
      .locator('.p-dropdown')
      .filter({ has: page.getByLabel(/^Procedimento principal( \*)?$/) })
      .click();
    await page.getByRole('option', { name: /HISTERECTOMIA TOTAL/ }).click();
    const ok = page.getByRole('dialog', { name: 'Quantidade' }).getByRole('button', { name: 'OK' });
    await ok.waitFor();
    await armClickTimer(page, 'OK', `${FIELD_BY_LABEL}('Duração estimada')?.value === '180'`);
    await ok.click();
    duration.push(await readLap(page, '^$'));
  }
  await floor.close();
  await page.close();
  return { next: compared(next, floorNext), duration: stats(duration) };
}

/** Picks `option` in the PrimeReact Dropdown labelled `label`. */
async function pick(page, label, option) {
  await page
    .locator('.p-dropdown')
    .filter({ has: page.getByLabel(label, { exact: true }) })
    .click();
  await page.getByRole('option', { name: option }).first().click();
}

/** In-page: the time from the next click inside `selector`'s element to `done()`, minus the calls made meanwhile. */
export function armTimer(page, clickSelector, doneScript) {
  return page.evaluate(
    ({ clickSelector, doneScript }) => {
      window.__lap = null;
      const done = new Function(`return (${doneScript})`);
      const onClick = (event) => {
        if (!event.target.closest(clickSelector)) return;
        document.removeEventListener('click', onClick, true);
        const start = performance.now();
        const tick = () => (done() ? (window.__lap = { start, end: performance.now() }) : requestAnimationFrame(tick));
        requestAnimationFrame(tick);
      };
      document.addEventListener('click', onClick, true);
    },
    { clickSelector, doneScript },
  );
}

const BOOKABLE = '[aria-label*=" — Agendar Início "]';
/** In-page: the accessible names of every time drawn in the week shown (bookable or not). */
const WEEK_LABELS = `[...document.querySelectorAll('.room-calendar .fc-event.slot[aria-label]')].map((e) => e.getAttribute('aria-label'))`;
const weekChanged = (before) =>
  `(() => { const now = ${WEEK_LABELS}; return now.length > 0 && JSON.stringify(now) !== ${JSON.stringify(before)}; })()`;

/** Next week, waiting until it is drawn: returns its names before the click. */
async function nextWeek(page, group) {
  const before = JSON.stringify(await page.evaluate(WEEK_LABELS));
  await group.getByRole('button', { name: 'Próxima semana' }).click();
  await page.waitForFunction(weekChanged(before));
}

/**
 * Moves on week by week until the week shown has a bookable time: on any day the SLA, the room's programming and its
 * bookings may close the first weeks (the calendar offers only what the date check accepts).
 */
async function toBookableWeek(page, group) {
  await page.waitForFunction(`${WEEK_LABELS}.length > 0`);
  for (let i = 0; i < 52; i += 1) {
    if ((await group.locator(BOOKABLE).count()) > 0) return;
    await nextWeek(page, group);
  }
  throw new Error('Room calendar: no bookable time within a year');
}

/**
 * Step 2's room calendar (elective, room 1 of the central centre): next week → its times computed and painted; a slot
 * click → the 'Agendamento' selection shown. Both exclude the mock back-end's time for the calls made meanwhile. It
 * starts from the first week with a bookable time, whatever the day it runs.
 */
async function calendar(browser, server) {
  const page = await signedInPage(browser, server.base, 'carlos.mendes');
  await page.goto(`${server.base}/admin/meusPedidos`);
  await page.getByRole('button', { name: 'Novo pedido' }).click();
  await page.getByLabel('Prontuário').fill('4100000');
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  await page.getByRole('button', { name: 'Selecionar paciente MARIA APARECIDA DE SOUZA' }).click();
  await page.getByRole('button', { name: 'Selecionar atendimento 300101' }).click();
  await page.getByRole('heading', { name: 'Dados do paciente' }).waitFor();
  await page.getByRole('button', { name: 'Próximo' }).click();
  await pick(page, 'Procedimento principal *', /ARTROPLASTIA TOTAL PRIMARIA DO JOELHO/);
  await page.getByRole('dialog', { name: 'Quantidade' }).getByRole('button', { name: 'OK' }).click();
  await pick(page, 'Centro cirúrgico *', 'CENTRO CIRÚRGICO CENTRAL');
  for (const [label, text] of [
    [/^Principais sinais e sintomas/, 'Dor no joelho direito.'],
    [/^Principais resultados de provas diagnósticas/, 'RX com artrose grau IV.'],
    [/^Recursos necessários ao atendimento/, 'Prótese total de joelho.'],
    [/^História clínica/, 'Artrose há 10 anos.'],
  ]) {
    await page.getByLabel(label).fill(text);
  }
  await pick(page, 'Área médica *', 'CIRÚRGICA');
  await page.getByRole('button', { name: 'Próximo' }).click();
  await page.getByRole('heading', { name: 'Data da Cirurgia' }).waitFor();
  await pick(page, 'Selecione a sala', 'SALA 01');
  const calendarGroup = page.getByRole('group', { name: 'Agenda da sala cirúrgica' });
  await toBookableWeek(page, calendarGroup);
  // The floor: FullCalendar's own week of as many events as ours draws (bench/agenda-floor.tsx, `?vista=semana`).
  const eventos = (await page.evaluate(WEEK_LABELS)).length;
  await setFloor(page, { semana: { eventos } });
  const floor = await browser.newPage();
  await floor.goto(`${server.base}${FLOOR_PAGE.agenda}?vista=semana`);
  const floorGroup = floor.getByRole('group', { name: 'Agenda da sala cirúrgica' });
  await floor.waitForFunction(`${WEEK_LABELS}.length > 0`);
  const week = [];
  const floorWeek = [];
  const select = [];
  for (let i = 0; i < RUNS / 2; i += 1) {
    await floor.bringToFront();
    const floorBefore = JSON.stringify(await floor.evaluate(WEEK_LABELS));
    await armTimer(floor, '.fc-next-button', weekChanged(floorBefore));
    await floorGroup.getByRole('button', { name: 'Próxima semana' }).click();
    floorWeek.push(await readLap(floor, '^$'));
    await page.bringToFront();
    const before = JSON.stringify(await page.evaluate(WEEK_LABELS));
    await armTimer(page, '.fc-next-button', weekChanged(before));
    await calendarGroup.getByRole('button', { name: 'Próxima semana' }).click();
    week.push(await readLap(page, '/api/'));
    await toBookableWeek(page, calendarGroup);
    const slot = calendarGroup.locator(BOOKABLE).first();
    await armTimer(page, BOOKABLE, `document.querySelector('[aria-label$=" — Agendamento"]') !== null`);
    await slot.click();
    select.push(await readLap(page, '/api/'));
    // Clicking the selection removes it before the next week.
    await calendarGroup.locator('[aria-label$=" — Agendamento"]').click();
    await calendarGroup.locator('[aria-label$=" — Agendamento"]').waitFor({ state: 'detached' });
  }
  await floor.close();
  await page.close();
  return { eventos, week: compared(week, floorWeek), select: stats(select) };
}

export async function measureScreens({ server, results, budget }) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS.slice(1) });
  const context = await benchContext(browser);
  try {
    const mp = await meusPedidos(context, server);
    results.meusPedidos = mp;
    console.log(`Meus Pedidos (5,000 requests) against the DataTable floor:`);
    reportList('Meus Pedidos', mp, 'global search', budget);
    const wz = await wizard(context, server);
    results.wizard = wz;
    console.log(
      `Wizard: Próximo on step 0 → step 1 interactive, against a bare react-hook-form step with the same fields (mock latency excluded): ${describe(wz.next)}`,
    );
    console.log(
      `  choosing a procedure → duration shown ${wz.duration.median} ms median, ${wz.duration.worst} ms worst (from the quantity dialog's OK)`,
    );
    budget('Wizard step 0 → step 1 ≤ 1.5 × floor (median)', wz.next.ratioMedian, 1.5, wz.next.ratioMedian <= 1.5);
    const cal = await calendar(context, server);
    results.calendar = cal;
    console.log(
      `Room calendar (${cal.eventos} times a week) next week → slots painted, against FullCalendar's own week of as many events (mock latency excluded): ${describe(cal.week)}`,
    );
    console.log(
      `  slot click → selection shown ${cal.select.median} ms median, ${cal.select.worst} ms worst (mock latency excluded)`,
    );
    budget('Calendar week of slots ≤ 1.5 × floor (median)', cal.week.ratioMedian, 1.5, cal.week.ratioMedian <= 1.5);
    budget(
      'Calendar slot click → selection ≤ 100 ms (median)',
      `${cal.select.median} ms`,
      '100 ms',
      cal.select.median <= 100,
    );
    budget(
      'Wizard procedure → duration ≤ 100 ms (median)',
      `${wz.duration.median} ms`,
      '100 ms',
      wz.duration.median <= 100,
    );
  } finally {
    await browser.close();
  }
}
