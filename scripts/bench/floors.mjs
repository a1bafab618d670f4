// The floors (docs/decisions/025-pisos-do-bench.md): bare pages built beside the app from the same dependencies (bench/, served under /bench/ by
// the mock server and never part of the app's build), and each figure of ours set against the floor's, measured
// alternately in one run (one of ours, one of the floor's, and again), so the load of the machine weighs on both.
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { RUNS, stats, timeFilterKeys, timeOpenOnce } from './list-timing.mjs';

export const FLOOR_PAGE = {
  react: '/bench/react-floor.html',
  lista: '/bench/datatable-floor.html',
  agenda: '/bench/agenda-floor.html',
  wizard: '/bench/wizard-floor.html',
  login: '/bench/login-floor.html',
};

/** Builds bench/'s pages into `${distDir}/bench` with the app's React and PrimeReact (the app's own build is untouched). */
export async function buildFloors(distDir) {
  await build({
    configFile: false,
    root: resolve('bench'),
    base: '/bench/',
    logLevel: 'error',
    plugins: [react()],
    build: {
      outDir: resolve(distDir, 'bench'),
      emptyOutDir: true,
      target: 'es2022',
      modulePreload: { polyfill: false },
      rolldownOptions: {
        input: Object.fromEntries(Object.entries(FLOOR_PAGE).map(([k, p]) => [k, resolve(p.slice(1))])),
      },
    },
  });
}

/** Which machine ran the bench: its cores, CPU model and load when the run started. */
export function machine() {
  const list = cpus();
  const load = loadavg().map((n) => n.toFixed(1));
  return { cores: list.length, cpu: list[0]?.model.trim() ?? 'unknown', load };
}

/** The first call whose URL matches `pattern` that `action` makes the page send: method, URL and body. */
export async function recordCall(page, pattern, action) {
  const [request] = await Promise.all([page.waitForRequest((r) => pattern.test(r.url())), action()]);
  return { method: request.method(), url: request.url(), body: request.postData() };
}

/** Stores for the floor pages (same origin: the page must be on the app) the call to repeat and the table to draw. */
export async function setFloor(page, floor) {
  await page.evaluate((value) => localStorage.setItem('bench-floor', JSON.stringify(value)), floor);
}

export const ratio = (ours, floor) => (floor > 0 ? Math.round((ours / floor) * 100) / 100 : Infinity);

/** Ours against the floor's: both stats, and the ratios of their worst and median. */
export function compared(ours, floor) {
  const o = stats(ours);
  const f = stats(floor);
  return { ours: o, floor: f, ratioWorst: ratio(o.worst, f.worst), ratioMedian: ratio(o.median, f.median) };
}

export const describe = (c, unit = 'ms') =>
  `ours ${c.ours.median} / ${c.ours.worst} ${unit}, floor ${c.floor.median} / ${c.floor.worst} ${unit} (median / worst); ratio ${c.ratioWorst} worst, ${c.ratioMedian} median`;

const FLOOR_ROWS = '.p-datatable tbody tr:not(.p-datatable-emptymessage)';
const FLOOR_START = { path: FLOOR_PAGE.lista, heading: 'Início' };

/**
 * Opens before the timed ones, on each side (BENCH_WARMUP for another count): the browser compiles a page's code the
 * first times it runs it and keeps the compiled code for the next loads, as on a ward PC that uses the app all day.
 * Timed, the first opens measured that compilation (the app's code is split by screen, the floor's is one file) and
 * were the worst of every run (docs/decisions/025-pisos-do-bench.md 'The same start on both sides'); they are reported
 * apart.
 */
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);

/** A person's next action after the rows show: the keystroke timed against the budget comes this long after them. */
const DEPOIS_DAS_LINHAS_MS = 500;

/**
 * A list against the DataTable floor, alternately RUNS times after WARMUP opens of each: ours opened from its menu
 * link (`link`, its rows `rows`, from `from`) and keystroke pairs in its filter (`filtro`: the textbox's name and the
 * key), one as soon as the rows show (`logo`: the browser may still be collecting the load's garbage, as when a person
 * types at once) and one half a second later (`keystroke`); then the same on the floor page, reading the call
 * `chamada` into the table `tabela`; then one open of each clicked while the start screen still loads
 * (`carregando`). All three are budgeted (docs/decisions/025-pisos-do-bench.md).
 */
export async function compareList(page, base, { link, rows, from, filtro, chamada, tabela }) {
  await setFloor(page, { ...chamada, tabela: { ...tabela, filtro: { ...tabela.filtro, rotulo: filtro.name } } });
  const primeiras = { ours: [], floor: [] };
  const open = { ours: [], floor: [] };
  const logo = { ours: [], floor: [] };
  const keys = { ours: [], floor: [] };
  const carregando = { ours: [], floor: [] };
  const teclas = async () => {
    const campo = page.getByRole('textbox', { name: filtro.name });
    const agora = await timeFilterKeys(page, campo, filtro.key, 1);
    await page.waitForTimeout(DEPOIS_DAS_LINHAS_MS);
    return { agora, depois: await timeFilterKeys(page, campo, filtro.key, 1) };
  };
  for (let i = 0; i < WARMUP + RUNS; i += 1) {
    const aberturas = i < WARMUP ? primeiras : open;
    aberturas.ours.push(await timeOpenOnce(page, base, link, rows, from));
    const nossas = await teclas();
    aberturas.floor.push(await timeOpenOnce(page, base, 'Abrir lista', FLOOR_ROWS, FLOOR_START));
    const doPiso = await teclas();
    if (i < WARMUP) continue;
    carregando.ours.push(await timeOpenOnce(page, base, link, rows, from, { carregando: true }));
    carregando.floor.push(await timeOpenOnce(page, base, 'Abrir lista', FLOOR_ROWS, FLOOR_START, { carregando: true }));
    logo.ours.push(...nossas.agora);
    logo.floor.push(...doPiso.agora);
    keys.ours.push(...nossas.depois);
    keys.floor.push(...doPiso.depois);
  }
  return {
    open: compared(open.ours, open.floor),
    keystroke: compared(keys.ours, keys.floor),
    keystrokeLogo: compared(logo.ours, logo.floor),
    carregando: compared(carregando.ours, carregando.floor),
    primeiras,
  };
}

/** The opens before the timed ones, in order: ours and the floor's (ms). */
export const describePrimeiras = ({ ours, floor }) =>
  `ours ${ours.map(Math.round).join(', ')} ms; floor ${floor.map(Math.round).join(', ')} ms (code compiled as it first runs)`;

/**
 * Prints a list's comparison (compareList) and holds its budgets (docs/decisions/025-pisos-do-bench.md): first rows
 * ≤ 1.3 × the floor's, clicked once the start screen has loaded and while it still loads; the filter keystroke ≤ 1.5 ×,
 * half a second after the rows and as soon as they show (worst of each).
 */
export function reportList(nome, c, tecla, budget) {
  console.log(`  first rows: ${describe(c.open)}`);
  console.log(`  first rows, clicked while the start screen still loads: ${describe(c.carregando)}`);
  console.log(`  first opens, not timed: ${describePrimeiras(c.primeiras)}`);
  console.log(`  ${tecla} keystroke → rows painted, half a second after the rows: ${describe(c.keystroke)}`);
  console.log(`    the same keystroke as soon as the rows show: ${describe(c.keystrokeLogo)}`);
  const limite = (rotulo, r, max) =>
    budget(`${nome} ${rotulo} ≤ ${max} × floor (worst)`, r.ratioWorst, max, r.ratioWorst <= max);
  limite('first rows', c.open, 1.3);
  limite('first rows clicked while the start screen loads', c.carregando, 1.3);
  limite(`${tecla} keystroke`, c.keystroke, 1.5);
  limite(`${tecla} keystroke as soon as the rows show`, c.keystrokeLogo, 1.5);
}
