import { defineConfig, devices } from '@playwright/test';
import { diasDesdeODiaDosTestes, VARIAVEL_DIAS } from './mocks/relogio-dos-testes';

// The mock servers, the journeys' processes and their pages run their clocks back to the day the seed and the
// journeys were written for, all by the same number of days, computed once here (docs/decisions/021-relogio-dos-testes.md).
process.env[VARIAVEL_DIAS] ??= String(diasDesdeODiaDosTestes(Date.now()));

/** E2E_PORT_BASE moves the three servers (base, base + 1, base + 2), so two checkouts can run journeys at once. */
const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 4010);
const PROD_PORT = PORT_BASE;
const DEV_PORT = process.env.E2E_PORT_BASE ? PORT_BASE + 2 : 5174;
/** The same production build against a mock server speaking the second dialect (mocks/dialect.ts). */
const ALT_PORT = PORT_BASE + 1;
/** A second mock server in the first dialect: the journeys are split between two, so two run side by side. */
const PROD_B_PORT = PORT_BASE + 3;

/**
 * The journeys of the second server (prod-build-b); the rest run on the first. Split so that each server's journeys
 * take about as long: a server's state is shared, so its journeys run one at a time (`npm test` prints their times).
 */
const NO_SEGUNDO_SERVIDOR =
  /(faults|wizard|shell|gerente|layout|pedidos|wizard-keyboard|lock-and-export|dashboard)\.spec\.ts$/;
const chromium = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

/**
 * Journeys run the production build against the HTTP mock server (mocks/server.ts, VITE_USE_MOCKS=false), split
 * between two servers (prod-build, prod-build-b); the journeys tagged '@second-dialect' run against a mock server in
 * the second dialect instead (prod-build-alt); one journey runs `npm run dev`'s in-browser mock mode.
 */
/** The journeys that run against the second dialect's server only: each capability is journeyed once. */
const SEGUNDO_DIALETO = /@second-dialect/;
export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  // Each project has its own back-end (a mock server per dialect, dev mode's in-browser mock), one shared state each:
  // a project runs one journey at a time, and two projects run side by side.
  workers: 2,
  // CI retries a failed journey once, so its retry records the trace (below); a journey that passed only on that retry
  // still fails the run: green means every journey passed the first time (docs/decisions/009-test-suite-budget.md).
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: !!process.env.CI,
  // A journey with an axe scan per screen (eight seeded users, nine scans) takes 30–90 s on the 2-core machine while the
  // other project's journey runs beside it (fresh-clone traces: each scan 2–20 s).
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./scripts/test-times/playwright-reporter.ts']],
  use: {
    ...devices['Desktop Chrome'],
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    launchOptions: chromium,
    // A trace is recorded on a journey's retry only (CI retries a failed journey once; a journey that needed it is
    // reported flaky): recording every action's DOM snapshot on every passing run cost a fifth of a journey's time on
    // the 2-core machine (wizard-submit.spec.ts: 73 s without a trace, 95 s with snapshots only, 143–190 s with the
    // screencast too). The first failure keeps its screenshot and error; its retry keeps the trace, action by action.
    // Locally: `npx playwright test --trace on`.
    trace: { mode: 'on-first-retry', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'prod-build',
      workers: 1,
      testIgnore: [/dev-mode\.spec\.ts/, NO_SEGUNDO_SERVIDOR],
      grepInvert: SEGUNDO_DIALETO,
      use: { baseURL: `http://127.0.0.1:${PROD_PORT}` },
    },
    {
      name: 'prod-build-b',
      workers: 1,
      testMatch: NO_SEGUNDO_SERVIDOR,
      grepInvert: SEGUNDO_DIALETO,
      use: { baseURL: `http://127.0.0.1:${PROD_B_PORT}` },
    },
    {
      // Every screen's reading of the second dialect is proven in Vitest (the `alt-dialect` project runs a route test per
      // screen, the screens whose answers the specification leaves open test both dialects themselves, and
      // tests/api/dialects.test.ts reads every seeded record of every endpoint in both). What only a journey shows is
      // the production build writing to an HTTP back-end that answers in the other dialect: the requester's and the
      // manager's writes, the CSV export and the public tracking page, tagged '@second-dialect'. They run here only:
      // the first dialect's answers are the ones every other journey and the Vitest route tests read, and the writes
      // they check are the same in both (what was read or typed, in the documented form).
      name: 'prod-build-alt',
      workers: 1,
      testIgnore: /dev-mode\.spec\.ts/,
      grep: SEGUNDO_DIALETO,
      use: { baseURL: `http://127.0.0.1:${ALT_PORT}` },
    },
    {
      name: 'dev-mode',
      workers: 1,
      testMatch: /dev-mode\.spec\.ts/,
      // The dev server sends each module on its own (about 240 for a signed-in screen), through the mock's service
      // worker for the back-ends' calls: a page is ready in seconds, not in the built app's fraction of one.
      expect: { timeout: 30_000 },
      timeout: 120_000,
      use: { baseURL: `http://127.0.0.1:${DEV_PORT}` },
    },
  ],
  webServer: [
    {
      command: `npm run build:e2e && npm run mock-server -- --port ${PROD_PORT} --static dist-e2e`,
      url: `http://127.0.0.1:${PROD_PORT}/auth/login`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // Serves dist-e2e once the first server's build has written it (the URL check waits for index.html).
      command: `npm run mock-server -- --port ${ALT_PORT} --static dist-e2e --dialect alt`,
      url: `http://127.0.0.1:${ALT_PORT}/auth/login`,
      reuseExistingServer: !process.env.CI,
      timeout: 240_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `npm run mock-server -- --port ${PROD_B_PORT} --static dist-e2e`,
      url: `http://127.0.0.1:${PROD_B_PORT}/auth/login`,
      reuseExistingServer: !process.env.CI,
      timeout: 240_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `npx vite --port ${DEV_PORT} --strictPort --host 127.0.0.1`,
      url: `http://127.0.0.1:${DEV_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
