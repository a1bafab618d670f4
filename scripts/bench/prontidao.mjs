// Prontidão (docs/decisions/023-prontidao.md) over the bench's large period of Pedidos de Cirurgias: the click on
// 'Prontidão' to the first rows of the readiness view, and a click on a counter (a pendência's filter) to the rows
// recomputed and repainted, timed inside the page as the lists are (list-timing.mjs).
import { chromium } from '@playwright/test';
import { compared, describe, FLOOR_PAGE, recordCall, setFloor } from './floors.mjs';
import { TABELA_GERENTE } from './gerente.mjs';
import { RUNS, signedInPage, stats } from './list-timing.mjs';
import { benchContext, CHROMIUM_FLAGS } from './server.mjs';

const FLOOR_ROWS = '.p-datatable tbody tr:not(.p-datatable-emptymessage)';

const LINHAS = 'table[aria-label="Prontidão dos pedidos"] tbody tr:not(.p-datatable-emptymessage)';

/**
 * Times, inside the page, from the next click on the button whose text starts with `nome` to the frame after the rows
 * `seletor` are in the document (`primeiraMudanca`: after the first change of the page, the commit of the click).
 */
async function cronometrarClique(page, nome, seletor, primeiraMudanca) {
  await page.evaluate(
    ([nomeBotao, sel, qualquer]) => {
      window.__t = null;
      const alvo = [...document.querySelectorAll('button')].find((b) => b.textContent.trim().startsWith(nomeBotao));
      alvo.addEventListener(
        'click',
        () => {
          const inicio = performance.now();
          const observer = new MutationObserver(() => {
            if (!qualquer && !document.querySelector(sel)) return;
            observer.disconnect();
            requestAnimationFrame(() => (window.__t = performance.now() - inicio));
          });
          observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
        },
        { once: true, capture: true },
      );
    },
    [nome, seletor, primeiraMudanca],
  );
  await page
    .getByRole('button', { name: new RegExp(`^${nome}`) })
    .first()
    .click();
  await page.waitForFunction(() => window.__t !== null);
  return page.evaluate(() => window.__t);
}

async function prontidao(browser, server) {
  await server.scenario({ action: 'largeData', on: true });
  const page = await signedInPage(browser, server.base, 'mariana.lima');
  const chamada = await recordCall(page, /\/pedidoCirurgiaGerenteCentroCirurgico$/, () =>
    page.goto(`${server.base}/admin/pedidosCirurgia`),
  );
  const abrir = [];
  for (let i = 0; i < RUNS; i += 1) {
    await page.goto(`${server.base}/admin/pedidosCirurgia`);
    await page.locator('table[aria-label="Pedidos de cirurgias"] tbody tr').first().waitFor();
    abrir.push(await cronometrarClique(page, 'Prontidão', LINHAS, false));
  }
  await page.locator(LINHAS).first().waitFor();
  const total = await page
    .getByText(/^1 a \d+ de \d+/)
    .first()
    .innerText({ timeout: 5000 })
    .catch(() => null);
  const linhas = total ? Number(/de (\d+)/.exec(total)?.[1] ?? 0) : await page.locator(LINHAS).count();
  // The first pendência's counter, pressed and released: each press recomputes the rows shown.
  const contador = await page.getByRole('group', { name: 'Pendências' }).getByRole('button').first().innerText();
  const nome = contador.replace(/\s*\d+$/, '');
  // The floor: the DataTable floor reading the same call, its counter filtering the same rows on one field
  // (bench/lista-floor.tsx), in a second page of the same session, pressed in turn with ours.
  await setFloor(page, {
    ...chamada,
    tabela: { ...TABELA_GERENTE, contador: { rotulo: 'Pendência', campo: 'dataInternacao' } },
  });
  const piso = await browser.newPage();
  await piso.goto(`${server.base}${FLOOR_PAGE.lista}?auto`);
  await piso.locator(FLOOR_ROWS).first().waitFor();
  const filtro = [];
  const filtroPiso = [];
  for (let i = 0; i < RUNS; i += 1) {
    await page.bringToFront();
    filtro.push(await cronometrarClique(page, nome, LINHAS, true));
    await piso.bringToFront();
    filtroPiso.push(await cronometrarClique(piso, 'Pendência', FLOOR_ROWS, true));
  }
  await piso.close();
  await page.close();
  await server.scenario({ action: 'largeData', on: false });
  return { linhas, abrir: stats(abrir), filtro: compared(filtro, filtroPiso), contador: nome };
}

export async function measureProntidao({ server, results, budget }) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS.slice(1) });
  try {
    const p = await prontidao(await benchContext(browser), server);
    results.prontidao = p;
    console.log(
      `Prontidão (${p.linhas} requests in the next 3 days of the large period): first rows ${p.abrir.median} ms median, ${p.abrir.worst} ms worst`,
    );
    console.log(
      `  '${p.contador}' counter → rows recomputed, against the DataTable floor's counter over the same rows: ${describe(p.filtro)}`,
    );
    budget('Prontidão first rows ≤ 1 s (worst)', `${p.abrir.worst} ms`, '1000 ms', p.abrir.worst <= 1000);
    budget('Prontidão counter → rows ≤ 1.5 × floor (worst)', p.filtro.ratioWorst, 1.5, p.filtro.ratioWorst <= 1.5);
  } finally {
    await browser.close();
  }
}
