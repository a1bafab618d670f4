// The manager list Pedidos de Cirurgias with the large seed: first rows painted, and a keystroke in a
// column's phonetic filter (Paciente) to the rows repainted, measured the way Meus Pedidos is (screens.mjs).
import { chromium } from '@playwright/test';
import { signedInPage, stats, timeFilterKeys, timeListOpen } from './list-timing.mjs';
import { CHROMIUM_FLAGS } from './server.mjs';

async function gerente(browser, server) {
  await server.scenario({ action: 'largeData', on: true });
  const page = await signedInPage(browser, server.base, 'mariana.lima');
  const open = await timeListOpen(
    page,
    server.base,
    'Pedidos de Cirurgias',
    'table[aria-label="Pedidos de cirurgias"] tbody tr:not(.p-datatable-emptymessage)',
  );
  const total = await page.getByText(/^1 a 10 de \d+/).innerText();
  const keys = await timeFilterKeys(page, page.getByRole('textbox', { name: 'Filtrar por paciente' }), 's');
  await page.close();
  await server.scenario({ action: 'largeData', on: false });
  return {
    rows: Number(/de (\d+)/.exec(total)?.[1] ?? 0),
    open: stats(open),
    keystroke: stats(keys),
    samples: keys.length,
  };
}

export async function measureGerente({ server, results, budget }) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS.slice(1) });
  try {
    const g = await gerente(browser, server);
    results.gerente = g;
    console.log(
      `Pedidos de Cirurgias (${g.rows} requests in the period): first rows ${g.open.median} ms median, ${g.open.worst} ms worst`,
    );
    console.log(
      `  Paciente filter keystroke → rows painted: ${g.keystroke.median} ms median, ${g.keystroke.worst} ms worst (${g.samples} samples)`,
    );
    budget('Pedidos de Cirurgias first rows ≤ 1 s (worst)', `${g.open.worst} ms`, '1000 ms', g.open.worst <= 1000);
    budget(
      'Pedidos de Cirurgias column filter keystroke ≤ 100 ms (worst)',
      `${g.keystroke.worst} ms`,
      '100 ms',
      g.keystroke.worst <= 100,
    );
  } finally {
    await browser.close();
  }
}
