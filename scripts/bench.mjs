// npm run bench: builds the app pointed at the HTTP mock back-end, and beside it the bare pages of bench/ (the floors),
// and prints size, Lighthouse and timing figures against the budgets of the issues. A figure of a screen that has a
// floor is measured alternately with the floor's in the same run and held to their ratio (docs/decisions/025-pisos-do-bench.md): the absolute
// figures stay in the output, with the machine that ran them. Exits 1 when a budget is exceeded.
import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { measureAreaTecnica } from './bench/area-tecnica.mjs';
import { measureBundle } from './bench/bundle.mjs';
import { measureDashboard } from './bench/dashboard.mjs';
import { buildFloors, FLOOR_PAGE, machine, ratio } from './bench/floors.mjs';
import { measureExport } from './bench/export.mjs';
import { measureGerente } from './bench/gerente.mjs';
import { measureLighthouse } from './bench/lighthouse.mjs';
import { measureMapaSalas } from './bench/mapa-salas.mjs';
import { measureProntidao } from './bench/prontidao.mjs';
import { measureRastreamento } from './bench/rastreamento.mjs';
import { MEUS_PEDIDOS_TABELA, measureScreens } from './bench/screens.mjs';
import { startMockServer } from './bench/server.mjs';
import { measureCold } from './bench/cold.mjs';
import { measureDevReload } from './bench/dev-reload.mjs';

process.env.CHROME_PATH ??= '/usr/bin/chromium';
const PORT = Number(process.env.BENCH_PORT ?? 4020);
const distDir = 'dist-e2e';
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
/**
 * BENCH_ONLY=cold,wizard runs only those sections while developing (names below); unset, every section runs, and a
 * full run is the one that says whether the budgets are met.
 */
const ONLY = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',').map((s) => s.trim())) : null;
const SECTIONS = [
  'bundle',
  'lighthouse',
  'rastreamento',
  'screens',
  'gerente',
  'prontidao',
  'dashboard',
  'mapa',
  'areaTecnica',
  'export',
  'cold',
  'dev',
];
for (const name of ONLY ?? [])
  if (!SECTIONS.includes(name)) throw new Error(`BENCH_ONLY: no section '${name}' (${SECTIONS.join(', ')})`);
const runs = (name) => !ONLY || ONLY.has(name);

const host = machine();
console.log(`machine: ${host.cores} cores, ${host.cpu}, load average ${host.load.join(' ')} at the start`);
execSync(`npx vite build --mode e2e --outDir ${distDir}`, { stdio: 'ignore' });
await buildFloors(distDir);
const server = await startMockServer({ port: PORT, staticDir: distDir });
const results = { date: new Date().toISOString(), machine: host, budgets: [] };
const budget = (name, value, limit, ok) => results.budgets.push({ name, value, limit, ok });

try {
  if (runs('bundle')) {
    const bundle = await measureBundle({ base: server.base, distDir });
    results.bundle = bundle;
    const jsRatio = ratio(bundle.loginJsGzip, bundle.reactJsGzip);
    console.log(
      `JS to show /auth/login: ${kb(bundle.loginJsGzip)} gzip in ${bundle.loginJsFiles} files; the React floor's ${kb(bundle.reactJsGzip)}: ratio ${jsRatio}`,
    );
    console.log(`largest chunk: ${bundle.largestChunk.file} ${kb(bundle.largestChunk.gzip)} gzip`);
    budget('login JS gzip ≤ 2 × the React floor', jsRatio, 2, jsRatio <= 2);
  }

  if (runs('lighthouse')) await lighthouseSection();
  if (runs('rastreamento')) await measureRastreamento({ server, distDir, results, budget });
  if (runs('screens')) await measureScreens({ server, results, budget });
  if (runs('gerente')) await measureGerente({ server, results, budget });
  if (runs('prontidao')) await measureProntidao({ server, results, budget });
  if (runs('dashboard')) await measureDashboard({ server, distDir, results, budget });
  if (runs('mapa')) await measureMapaSalas({ server, results, budget });
  if (runs('areaTecnica')) await measureAreaTecnica({ server, results, budget });
  if (runs('export')) await measureExport({ server, results, budget });
  if (runs('cold')) await measureCold({ server, results, budget });
  if (runs('dev')) await measureDevReload({ server, results, budget });
} finally {
  server.stop();
}

async function lighthouseSection() {
  const lh = await measureLighthouse({
    base: server.base,
    adminPath: '/admin/meusPedidos',
    username: 'carlos.mendes',
    floor: { call: /\/pedidoCirurgiaMedico\//, tabela: MEUS_PEDIDOS_TABELA },
  });
  results.lighthouse = lh;
  const lhLine = (r, how) =>
    console.log(
      `Lighthouse ${r.url}${how}: performance ${r.performance} (median of ${r.runs.join(' ')}), accessibility ${r.accessibility}, LCP ${r.lcpMs} ms, TBT ${r.tbtMs} ms (median of the runs ${r.tbtMedianMs} ms)${r.failedA11y.length ? `, a11y failures: ${r.failedA11y.join(', ')}` : ''}`,
    );
  for (const r of [lh.login, lh.floors.react, lh.admin, lh.floors.lista]) lhLine(r, '');
  const simulatedRatio = ratio(lh.admin.tbtMedianMs, lh.floors.lista.tbtMedianMs);
  console.log(`  TBT of /admin/meusPedidos against the DataTable floor, simulated throttling: ratio ${simulatedRatio}`);
  for (const r of [lh.aplicado.admin, lh.aplicado.lista]) lhLine(r, ' (applied throttling)');
  const tbtRatio = ratio(lh.aplicado.admin.tbtMedianMs, lh.aplicado.lista.tbtMedianMs);
  console.log(
    `  TBT of /admin/meusPedidos against the DataTable floor ${FLOOR_PAGE.lista}, applied throttling: ratio ${tbtRatio}`,
  );
  budget('/auth/login performance ≥ 0.95', lh.login.performance, 0.95, lh.login.performance >= 0.95);
  budget('/auth/login accessibility = 1', lh.login.accessibility, 1, lh.login.accessibility === 1);
  budget(
    '/admin/meusPedidos TBT ≤ 1.5 × the DataTable floor (median, applied throttling)',
    tbtRatio,
    1.5,
    tbtRatio <= 1.5,
  );
  budget('/admin/meusPedidos accessibility = 1', lh.admin.accessibility, 1, lh.admin.accessibility === 1);
  for (const r of [lh.frio.admin, lh.frio.lista]) lhLine(r, ' (applied throttling, storage and caches reset)');
  const coldTbt = ratio(lh.frio.admin.tbtMedianMs, lh.frio.lista.tbtMedianMs);
  console.log(`  TBT of /admin/meusPedidos against the DataTable floor, storage and caches reset: ratio ${coldTbt}`);
  budget(
    '/admin/meusPedidos TBT ≤ 1.5 × the DataTable floor (median, applied throttling, storage reset)',
    coldTbt,
    1.5,
    coldTbt <= 1.5,
  );
}

mkdirSync('bench-results', { recursive: true });
writeFileSync('bench-results/latest.json', JSON.stringify(results, null, 2));
console.log('\nbudgets:');
for (const b of results.budgets) console.log(`  ${b.ok ? 'ok  ' : 'OVER'} ${b.name}: ${b.value}`);
process.exit(results.budgets.every((b) => b.ok) ? 0 : 1);
