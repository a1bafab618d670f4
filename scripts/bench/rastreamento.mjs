// The public tracking page a patient opens on a phone (docs/decisions/012-rastreamento-failure.md): the JS the
// browser requests to show it (budget 20 KB gzip) and its Lighthouse mobile scores (performance ≥ 0.95,
// accessibility 1), for a request of the seed waiting for opinions (mocks/handlers/main/rastreio.ts).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jsToShow } from './bundle.mjs';
import { audit } from './lighthouse.mjs';

const PATH = '/rastreamento/2027004';
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

export async function measureRastreamento({ server, distDir, results, budget }) {
  const js = await jsToShow({
    base: server.base,
    distDir,
    path: PATH,
    ready: (page) => page.getByText('Etapa 3 de 6').waitFor(),
  });
  const [lh] = await audit([`${server.base}${PATH}`], mkdtempSync(join(tmpdir(), 'lh-rastreio-')));
  results.rastreamento = { jsGzip: js.gzip, jsFiles: js.files.length, lighthouse: lh };
  console.log(`JS to show ${PATH}: ${kb(js.gzip)} gzip in ${js.files.length} files`);
  console.log(
    `Lighthouse ${PATH} (mobile): performance ${lh.performance} (median of ${lh.runs.join(' ')}), accessibility ${lh.accessibility}, LCP ${lh.lcpMs} ms, TBT ${lh.tbtMs} ms${lh.failedA11y.length ? `, a11y failures: ${lh.failedA11y.join(', ')}` : ''}`,
  );
  budget('/rastreamento JS gzip ≤ 20 KB', kb(js.gzip), '20 KB', js.gzip <= 20 * 1024);
  budget('/rastreamento performance ≥ 0.95 (mobile)', lh.performance, 0.95, lh.performance >= 0.95);
  budget('/rastreamento accessibility = 1 (mobile)', lh.accessibility, 1, lh.accessibility === 1);
}
