// The manager list Pedidos de Cirurgias with the large seed against the DataTable floor (floors.mjs): first rows
// painted, and a keystroke in a column's phonetic filter (Paciente) to the rows repainted, measured the way Meus
// Pedidos is (screens.mjs).
import { chromium } from '@playwright/test';
import { compareList, recordCall, reportList } from './floors.mjs';
import { signedInPage } from './list-timing.mjs';
import { benchContext, CHROMIUM_FLAGS } from './server.mjs';

export const TABELA_GERENTE = {
  legenda: 'Pedidos de cirurgias',
  colunas: [
    ['codigo', 'Nº Pedido'],
    ['prioridade', 'Prioridade'],
    ['paciente', 'Paciente'],
    ['dataInternacao', 'Data Internação'],
    ['dataCirurgia', 'Data Cirurgia'],
    ['status', 'Status'],
  ],
  linhasPorPagina: 10,
  filtro: { campos: ['paciente'] },
};

async function gerente(browser, server) {
  await server.scenario({ action: 'largeData', on: true });
  const page = await signedInPage(browser, server.base, 'mariana.lima');
  const chamada = await recordCall(page, /\/pedidoCirurgiaGerenteCentroCirurgico$/, () =>
    page.goto(`${server.base}/admin/pedidosCirurgia`),
  );
  const c = await compareList(page, server.base, {
    link: 'Pedidos de Cirurgias',
    rows: 'table[aria-label="Pedidos de cirurgias"] tbody tr:not(.p-datatable-emptymessage)',
    from: { path: '/admin/minhasDemandas', heading: 'Minhas Demandas' },
    filtro: { name: 'Filtrar por paciente', key: 's' },
    chamada,
    tabela: TABELA_GERENTE,
  });
  await page.goto(`${server.base}/admin/pedidosCirurgia`);
  const total = await page.getByText(/^1 a 10 de \d+/).innerText();
  await page.close();
  await server.scenario({ action: 'largeData', on: false });
  return { rows: Number(/de (\d+)/.exec(total)?.[1] ?? 0), ...c };
}

export async function measureGerente({ server, results, budget }) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS.slice(1) });
  const context = await benchContext(browser);
  try {
    const g = await gerente(context, server);
    results.gerente = g;
    console.log(`Pedidos de Cirurgias (${g.rows} requests in the period) against the DataTable floor:`);
    reportList('Pedidos de Cirurgias', g, 'Paciente filter', budget);
  } finally {
    await browser.close();
  }
}
