import type { Browser, BrowserContext, TestInfo } from '@playwright/test';
import { atrasarRelogio, VARIAVEL_DIAS } from '../mocks/relogio-dos-testes';
import { expect, test, type Page } from './support/test';
import { MockBackend, type JournalEntry } from './support/mock-backend';
import { pickOption } from './support/primereact';
import { abrirComo } from './pages/login-page';
import { PedidosListPage } from './pages/meus-pedidos-page';

// Two people, one request, two browsers (docs/decisions/031-pedido-alterado-antes-da-escrita.md): a manager changes
// a request's status in one while the other, still showing the old state, tries to reject it, or to give an opinion
// on it. Nothing is written by the second; it is told by whom and when, keeps what it typed, and one more click acts
// on the new state. What the back-end received is read from its journal.

test.beforeEach(async ({ request }) => {
  await new MockBackend(request).reset();
});

const rota = (e: JournalEntry) => `${e.method} ${e.path}`;
const escritas = (journal: JournalEntry[]) =>
  journal.filter((e) => e.method !== 'GET' && !/\/pedidoCirurgia(GerenteCentroCirurgico|AreaTecnica)/.test(e.path));

/** The other PC: a browser context of its own (its own storage and session), on the suite's clock. */
async function outroComputador(browser: Browser, testInfo: TestInfo): Promise<BrowserContext> {
  const contexto = await browser.newContext({ ...testInfo.project.use, baseURL: testInfo.project.use.baseURL });
  await contexto.addInitScript(atrasarRelogio, Number(process.env[VARIAVEL_DIAS] ?? 0));
  return contexto;
}

async function abrirLista(page: Page) {
  await abrirComo(page, 'mariana.lima', '/admin/pedidosCirurgia');
  await expect(page.getByRole('table')).toBeVisible();
}

/** The manager on the first PC sets a plain status on the request. */
async function trocarStatus(page: Page, codigo: string, status: string) {
  const lista = new PedidosListPage(page);
  await lista.action(codigo, 'Trocar de Status');
  const dialogo = lista.dialog('Selecione o Novo Status');
  await pickOption(page, 'Novo status *', status);
  await dialogo.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialogo).toBeHidden();
}

const ALTERADO = (status: string) =>
  new RegExp(`^Este pedido foi alterado por mariana\\.lima às \\d\\d:\\d\\d: status ${status}\\.$`);

test('a manager rejects a request another manager has just changed: told, nothing sent, then rejected', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const backend = new MockBackend(request);
  const outro = await outroComputador(browser, testInfo);
  const segunda = await outro.newPage();
  // Both PCs show 2027302 as it is; the second opens its rejection and types the reason.
  await abrirLista(page);
  await abrirLista(segunda);
  const lista = new PedidosListPage(segunda);
  await lista.action('2027302', 'Rejeitar');
  const rejeicao = lista.dialog('Confirmar Rejeição');
  await rejeicao.getByLabel('Motivo da rejeição').fill('Sem indicação cirúrgica no momento.');

  await trocarStatus(page, '2027302', 'REVISÃO TÉCNICA');
  const antes = (await backend.journal()).length;
  await rejeicao.getByRole('button', { name: 'Rejeitar' }).click();
  await expect(rejeicao.getByRole('alert')).toHaveText(ALTERADO('REVISÃO TÉCNICA'));
  expect(escritas((await backend.journal()).slice(antes))).toEqual([]);
  await expect(rejeicao.getByLabel('Motivo da rejeição')).toHaveValue('Sem indicação cirúrgica no momento.');
  await expect(lista.table().getByRole('row').filter({ hasText: '2027302' })).toContainText('REVISÃO TÉCNICA');

  await rejeicao.getByRole('button', { name: 'Rejeitar' }).click();
  await expect(rejeicao).toBeHidden();
  const enviadas = escritas((await backend.journal()).slice(antes));
  expect(enviadas.map(rota)).toEqual(['PUT /api/cancelarPedidoMotivo/3002', 'POST /logpedido']);
  expect(enviadas[0].body).toEqual({ motivoRejeicao: 'Sem indicação cirúrgica no momento.' });
  await outro.close();
});

test('an anaesthetist gives an opinion on a request a manager has just changed: told, nothing sent, then given', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const backend = new MockBackend(request);
  const outro = await outroComputador(browser, testInfo);
  const anestesista = await outro.newPage();
  await abrirComo(anestesista, 'paulo.nunes', '/admin/pareceresAreaTecnica');
  const table = anestesista.getByRole('table', { name: 'Pareceres da área técnica' });
  const ponto = table.getByRole('button', { name: /^Dar parecer no pedido \d+ \(ANESTESIA: Sem parecer\)$/ }).first();
  await expect(ponto).toBeVisible();
  const codigo = /pedido (\d+)/.exec((await ponto.getAttribute('aria-label')) ?? '')?.[1] ?? '';
  await ponto.click();
  const dialog = anestesista.getByRole('dialog', { name: `Parecer do pedido nº ${codigo}` });
  await dialog.getByRole('radio', { name: 'REJEITADO' }).check();
  await dialog.getByRole('textbox', { name: 'Descrição' }).fill('Sem vaga de UTI no dia.');

  await abrirLista(page);
  await trocarStatus(page, codigo, 'REVISÃO TÉCNICA');
  const antes = (await backend.journal()).length;
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(ALTERADO('REVISÃO TÉCNICA'));
  expect(escritas((await backend.journal()).slice(antes))).toEqual([]);
  await expect(dialog.getByRole('textbox', { name: 'Descrição' })).toHaveValue('Sem vaga de UTI no dia.');

  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();
  const enviadas = escritas((await backend.journal()).slice(antes));
  expect(enviadas.map(rota)).toEqual(['POST /api/parecerAreaTecnica', 'POST /logpedido']);
  expect(enviadas[0].body).toMatchObject({ justificativa: 'Sem vaga de UTI no dia.', parecerTecnico: 2 });
  await outro.close();
});
