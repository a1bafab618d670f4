// Lighthouse (default mobile settings) on /auth/login and on a signed-in admin screen: the run with the median
// performance score of RUNS runs, as Lighthouse's variability guide advises (docs/variability.md: the median of 5 runs
// is twice as stable as one run). Every run's score is reported too. The signed-in screen is audited alternately with
// its floor, the DataTable page reading the same rows (floors.mjs, docs/decisions/025-pisos-do-bench.md), so both see the same machine.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { FLOOR_PAGE, recordCall, setFloor } from './floors.mjs';
import { signedInPage } from './list-timing.mjs';
import { CHROMIUM_FLAGS } from './server.mjs';

/** Signs in inside the profile Lighthouse then opens (the session is in its local storage), and stores for the floor
 * the list call `path` makes and the table it draws. */
async function signIn(base, userDataDir, username, { path, call, tabela }) {
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_FLAGS.slice(1),
  });
  const page = await signedInPage(context, base, username);
  const chamada = await recordCall(page, call, () => page.goto(`${base}${path}`));
  await setFloor(page, { ...chamada, tabela: { ...tabela, filtro: { ...tabela.filtro, rotulo: 'Pesquisa geral' } } });
  await context.close();
}

const RUNS = Number(process.env.LH_RUNS ?? 5);

async function auditOnce(url, userDataDir, settings) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROMIUM_FLAGS,
    userDataDir,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: true,
      ...settings,
    });
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

/** The figures of a set of Lighthouse results: the median-performance run's, with every run's score. */
function summary(url, runs) {
  const byScore = [...runs].sort((a, b) => a.categories.performance.score - b.categories.performance.score);
  const lhr = byScore[Math.floor(byScore.length / 2)];
  const { categories, audits } = lhr;
  const tbts = runs.map((r) => r.audits['total-blocking-time'].numericValue).sort((a, b) => a - b);
  return {
    url: new URL(url).pathname,
    performance: categories.performance.score,
    accessibility: categories.accessibility.score,
    lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(audits['total-blocking-time'].numericValue),
    /** The median TBT of the runs (the ratio to the floor compares these). */
    tbtMedianMs: Math.round(tbts[Math.floor(tbts.length / 2)]),
    runs: runs.map((r) => r.categories.performance.score),
    failedA11y: Object.values(audits)
      .filter((a) => a.score === 0 && categories.accessibility.auditRefs.some((r) => r.id === a.id))
      .map((a) => a.id),
  };
}

/**
 * Lighthouse's default (mobile) audit of each of `urls`, RUNS times in turn (one of each, and again); `settings`
 * overrides Lighthouse's (the throttling method).
 */
export async function audit(urls, userDataDir, settings = {}) {
  const runs = urls.map(() => []);
  for (let i = 0; i < RUNS; i += 1) {
    for (const [k, url] of urls.entries()) runs[k].push(await auditOnce(url, userDataDir, settings));
  }
  return urls.map((url, k) => summary(url, runs[k]));
}

/**
 * The signed-in screen and its floor are audited twice: with Lighthouse's default simulated throttling (its score,
 * kept for the record) and with applied throttling, where the CPU and the network are really slowed (4 × and Slow
 * 4G, the same mobile preset) and the blocking time is observed. The ratio of blocking times is held on the applied
 * run: the simulation counts blocking time from the first paint, which the floor, painting only once its table's code
 * has run, reaches after its heaviest tasks (docs/decisions/025-pisos-do-bench.md).
 */
const APPLIED = { throttlingMethod: 'devtools' };

/**
 * The first open of the morning (docs/decisions/025-pisos-do-bench.md 'The first open of the morning'): Lighthouse's
 * own storage reset before each load, which empties the browser's HTTP cache (and with it the compiled code kept beside
 * the scripts), the service workers and the Cache Storage of the origin, and keeps its local storage: the session and
 * the floor's recorded call stay, the code is fetched and compiled again.
 */
const COLD = { disableStorageReset: false };

export async function measureLighthouse({ base, adminPath, username, floor }) {
  const loginDir = mkdtempSync(join(tmpdir(), 'lh-login-'));
  const [login, react] = await audit([`${base}/auth/login`, `${base}${FLOOR_PAGE.react}`], loginDir);
  const adminDir = mkdtempSync(join(tmpdir(), 'lh-admin-'));
  await signIn(base, adminDir, username, { path: adminPath, ...floor });
  const pair = [`${base}${adminPath}`, `${base}${FLOOR_PAGE.lista}?auto`];
  const [admin, lista] = await audit(pair, adminDir);
  const [adminAplicado, listaAplicado] = await audit(pair, adminDir, APPLIED);
  const [adminFrio, listaFrio] = await audit(pair, adminDir, { ...APPLIED, ...COLD });
  return {
    login,
    admin,
    floors: { react, lista },
    aplicado: { admin: adminAplicado, lista: listaAplicado },
    frio: { admin: adminFrio, lista: listaFrio },
  };
}
