// npm run bench: builds the app pointed at the HTTP mock back-end and prints size, Lighthouse and timing figures
// against the budgets of the issues. Exits 1 when a budget is exceeded.
import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { measureAreaTecnica } from './bench/area-tecnica.mjs';
import { measureBundle } from './bench/bundle.mjs';
import { measureDashboard } from './bench/dashboard.mjs';
import { measureExport } from './bench/export.mjs';
import { measureGerente } from './bench/gerente.mjs';
import { measureLighthouse } from './bench/lighthouse.mjs';
import { measureMapaSalas } from './bench/mapa-salas.mjs';
import { measureProntidao } from './bench/prontidao.mjs';
import { measureRastreamento } from './bench/rastreamento.mjs';
import { measureScreens } from './bench/screens.mjs';
import { startMockServer } from './bench/server.mjs';

process.env.CHROME_PATH ??= '/usr/bin/chromium';
const PORT = Number(process.env.BENCH_PORT ?? 4020);
const distDir = 'dist-e2e';
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

execSync(`npx vite build --mode e2e --outDir ${distDir}`, { stdio: 'ignore' });
const server = await startMockServer({ port: PORT, staticDir: distDir });
const results = { date: new Date().toISOString(), budgets: [] };
const budget = (name, value, limit, ok) => results.budgets.push({ name, value, limit, ok });

try {
  const bundle = await measureBundle({ base: server.base, distDir });
  results.bundle = bundle;
  console.log(`JS to show /auth/login: ${kb(bundle.loginJsGzip)} gzip in ${bundle.loginJsFiles} files`);
  console.log(`largest chunk: ${bundle.largestChunk.file} ${kb(bundle.largestChunk.gzip)} gzip`);
  budget('login JS gzip ≤ 150 KB', kb(bundle.loginJsGzip), '150 KB', bundle.loginJsGzip <= 150 * 1024);

  const lh = await measureLighthouse({ base: server.base, adminPath: '/admin/meusPedidos', username: 'carlos.mendes' });
  results.lighthouse = lh;
  for (const r of lh) {
    console.log(
      `Lighthouse ${r.url}: performance ${r.performance} (median of ${r.runs.join(' ')}), accessibility ${r.accessibility}, LCP ${r.lcpMs} ms, TBT ${r.tbtMs} ms${r.failedA11y.length ? `, a11y failures: ${r.failedA11y.join(', ')}` : ''}`,
    );
  }
  budget('/auth/login performance ≥ 0.95', lh[0].performance, 0.95, lh[0].performance >= 0.95);
  budget('/auth/login accessibility = 1', lh[0].accessibility, 1, lh[0].accessibility === 1);
  budget('/admin/meusPedidos performance ≥ 0.9', lh[1].performance, 0.9, lh[1].performance >= 0.9);
  budget('/admin/meusPedidos accessibility = 1', lh[1].accessibility, 1, lh[1].accessibility === 1);

  await measureRastreamento({ server, distDir, results, budget });

  await measureScreens({ server, results, budget });
  await measureGerente({ server, results, budget });
  await measureProntidao({ server, results, budget });
  await measureDashboard({ server, distDir, results, budget });
  await measureMapaSalas({ server, results, budget });
  await measureAreaTecnica({ server, results, budget });
  await measureExport({ server, results, budget });
} finally {
  server.stop();
}

mkdirSync('bench-results', { recursive: true });
writeFileSync('bench-results/latest.json', JSON.stringify(results, null, 2));
console.log('\nbudgets:');
for (const b of results.budgets) console.log(`  ${b.ok ? 'ok  ' : 'OVER'} ${b.name}: ${b.value}`);
process.exit(results.budgets.every((b) => b.ok) ? 0 : 1);
