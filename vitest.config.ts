import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { diasDesdeODiaDosTestes, VARIAVEL_DIAS } from './mocks/relogio-dos-testes.ts';

// The zone is process-wide: `test.env.TZ` only reaches a worker thread's copy of process.env, too late and in the
// wrong place to change its clock. Set here, in the main process before any worker starts, it applies to every
// thread, and forked workers inherit it (a project's own `env.TZ` overrides it for its forks).
process.env.TZ = 'America/Sao_Paulo';
// Every worker runs its clock back to the day the seed and the tests were written for, by the same number of days
// (docs/decisions/021-relogio-dos-testes.md; mocks/relogio-dos-testes-instalar.ts is the first setup file).
process.env[VARIAVEL_DIAS] ??= String(diasDesdeODiaDosTestes(Date.now()));

/** Name of the project that runs the date module again with the process in another zone. */
const OTHER_ZONE_PROJECT = 'dates-in-tokyo';

/**
 * Tests of plain modules (rules, readers, the mock back-end, the HTTP client's contract) need no page: they run in
 * Node's environment, which starts in milliseconds where jsdom takes about a second per file. A `.test.ts` file that
 * uses the page's APIs (storage, window, document) is named here and runs with jsdom.
 */
const UNIT_TESTS = 'tests/**/*.test.ts';
const UNIT_TESTS_WITH_A_PAGE = [
  'tests/api/dialects.test.ts',
  'tests/api/outbox/enviar-ou-guardar.test.ts',
  'tests/api/pedido-row-reader.test.ts',
  'tests/app/session-lock/lock-session.test.ts',
  'tests/features/areaTecnica/area-tecnica-row-reader.test.ts',
  'tests/features/dashboard/model/datas.test.ts',
  'tests/features/gerente/model/status-escritas.test.ts',
  'tests/features/impressao/model/aih.test.ts',
  'tests/features/impressao/model/documentos.test.ts',
  'tests/features/wizard/draft/draft-storage.test.ts',
  'tests/features/wizard/model/pedido-payload.test.ts',
  'tests/features/wizard/model/slots.test.ts',
  'tests/features/wizard/resumo/reenvio-sem-resposta.test.ts',
  'tests/features/wizard/draft/submission-progress.test.ts',
  'tests/features/wizard/runs/run-specs.test.ts',
  'tests/lib/http/create-http-client.test.ts',
  'tests/lib/http/no-parser-text.test.ts',
  'tests/lib/storage/cofre.test.ts',
  'tests/lib/storage/preferencias.test.ts',
  'tests/mocks/area-tecnica.test.ts',
  'tests/mocks/demandas.test.ts',
  'tests/mocks/impressao.test.ts',
  'tests/mocks/pedido-put-campos.test.ts',
  'tests/mocks/persist.test.ts',
  'tests/mocks/scenarios.test.ts',
  'tests/mocks/wizard-cirurgia.test.ts',
];

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@': resolve(import.meta.dirname, 'src'),
      '@mocks': resolve(import.meta.dirname, 'mocks'),
    },
  },
  test: {
    globals: true,
    environment: 'jsdom',
    setupFiles: ['./mocks/relogio-dos-testes-instalar.ts', './tests/setup.ts'],
    css: false,
    env: {
      TZ: 'America/Sao_Paulo',
    },
    testTimeout: 20000,
    reporters: ['default', './scripts/test-times/vitest-reporter.ts'],
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core machine, which ran the suite serially
    // (about 22 minutes). Two workers halve it; tests that wait on a busy machine use findBy timeouts, not sleeps.
    maxWorkers: 2,
    // A worker keeps its modules from one test file to the next (PrimeReact, the app, the mocks are imported once per
    // worker instead of once per file: about half the suite's time). Every test file starts clean all the same:
    // tests/setup.ts resets the mock back-end, the session and both storages after each test, and each rendered app
    // gets a new query client (tests/utils/render-app.tsx). Module state must not outlive a test: keep it in those.
    isolate: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'sao-paulo',
          include: ['tests/**/*.test.tsx', ...UNIT_TESTS_WITH_A_PAGE],
          pool: 'threads',
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          include: [UNIT_TESTS],
          exclude: UNIT_TESTS_WITH_A_PAGE,
          environment: 'node',
          pool: 'threads',
        },
      },
      {
        // One route test per screen again against the second mock dialect (mocks/dialect.ts). The dialects test
        // (tests/api/dialects.test.ts) reads every seeded record of every endpoint in both; a test about one reading
        // runs both dialects itself (describe.each with setDialect).
        extends: true,
        test: {
          name: 'alt-dialect',
          include: [
            'tests/app/shell.test.tsx',
            'tests/features/auth/login-page.test.tsx',
            'tests/features/pedidos/meus-pedidos.test.tsx',
            'tests/features/pedidos/pedidos-residentes.test.tsx',
            'tests/features/wizard/cirurgia/wizard-cirurgia-route.test.tsx',
            'tests/features/wizard/wizard-gerente.test.tsx',
            'tests/features/impressao/aih.test.tsx',
            'tests/features/gerente/pedidos-cirurgia.test.tsx',
            'tests/features/checklist/checklist.test.tsx',
            'tests/features/demandas/demandas.test.tsx',
            'tests/features/demandas/minhas-demandas.test.tsx',
            'tests/features/demandas/wizard-demanda.test.tsx',
            'tests/features/areaTecnica/pareceres-area-tecnica.test.tsx',
            'tests/features/dashboard/dashboard.test.tsx',
            'tests/features/relatorios/relatorios.test.tsx',
            'tests/features/agenda/agenda-medico.test.tsx',
            'tests/features/mapaDeSalas/mapa-de-salas.test.tsx',
            'tests/features/rastreamento/rastreamento.test.tsx',
          ],
          pool: 'threads',
          env: { VITE_MOCK_DIALECT: 'alt' },
        },
      },
      {
        // Dates must read the same whatever the browser's zone: a forked process is the only way to give it another.
        extends: true,
        test: {
          name: OTHER_ZONE_PROJECT,
          include: ['tests/lib/dates/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          env: { TZ: 'Asia/Tokyo' },
        },
      },
    ],
  },
});
