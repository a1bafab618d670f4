import { expect, test, type Page } from './support/test';
import { expectNoSeriousA11yViolations, expectNoSeriousA11yViolationsInDialogs } from './support/axe';
import { MockBackend } from './support/mock-backend';
import { abrirComo } from './pages/login-page';
import { atrasarRelogio, VARIAVEL_DIAS } from '../mocks/relogio-dos-testes';

// Prontidão (docs/decisions/023-prontidao.md): a manager opens the readiness view of Pedidos de Cirurgias, filters
// 'Parecer ANE pendente' and opens the request's summary; the anaesthetist, in a browser of her own, gives the
// opinion; on the manager's next load the request's chip is gone and it is ready.

test.beforeEach(async ({ request }) => {
  await new MockBackend(request).reset();
});

const CODIGO = '2027322';

const linhaDo = (page: Page, codigo: string) =>
  page
    .getByRole('table', { name: 'Prontidão dos pedidos' })
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: `Resumo do pedido ${codigo}` }) });

test("a manager filters 'Parecer ANE pendente'; once anaesthesia gives its opinion the chip is gone", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await abrirComo(page, 'mariana.lima', '/admin/pedidosCirurgia');
  await expect(page.getByRole('heading', { name: 'Pedidos de Cirurgias' })).toBeVisible();
  await page.getByRole('button', { name: 'Prontidão' }).click();
  await expect(page).toHaveURL(/\?prontidao=3$/);
  const pendencias = page.getByRole('group', { name: 'Pendências' });
  const contador = pendencias.getByRole('button', { name: /^Parecer ANE pendente \d+$/ });
  // Other requests of the window may wait on anaesthesia too: the counter drops by this one.
  const antes = Number(/(\d+)$/.exec((await contador.textContent()) ?? '')?.[1]);
  await contador.click();
  const linha = linhaDo(page, CODIGO);
  await expect(linha.getByText('Parecer ANE pendente')).toBeVisible();
  await expect(linha.getByText(/^ANE há /)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'na Prontidão');

  await linha.getByRole('button', { name: `Resumo do pedido ${CODIGO}` }).click();
  const resumo = page.getByRole('dialog', { name: `Resumo do pedido nº ${CODIGO}` });
  await expect(resumo.getByText('TEREZINHA ALVES CORDEIRO')).toBeVisible();
  await expectNoSeriousA11yViolationsInDialogs(page, 'no resumo do pedido');
  await page.keyboard.press('Escape');
  await expect(resumo).toBeHidden();

  // The anaesthetist, in another browser: the request's opinion is PENDENTE, so it is under 'Com Parecer'.
  const outro = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await outro.addInitScript(atrasarRelogio, Number(process.env[VARIAVEL_DIAS] ?? 0));
  const anestesia = await outro.newPage();
  await abrirComo(anestesia, 'paulo.nunes', '/admin/pareceresAreaTecnica');
  await anestesia.getByRole('button', { name: 'Filtros', exact: true }).click();
  await anestesia.getByRole('button', { name: 'Com Parecer', exact: true }).click();
  const ponto = anestesia.getByRole('button', { name: new RegExp(`^Dar parecer no pedido ${CODIGO} `) });
  await ponto.click();
  const dialog = anestesia.getByRole('dialog', { name: `Parecer do pedido nº ${CODIGO}` });
  await dialog.getByRole('radio', { name: 'APROVADO' }).check();
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();
  await outro.close();

  // The manager's next load: the same address, the chip gone, the request ready.
  await page.reload();
  await expect(page).toHaveURL(/\?prontidao=3$/);
  await expect(linhaDo(page, CODIGO).getByText('Pronto')).toBeVisible();
  await expect(linhaDo(page, CODIGO).getByText('Parecer ANE pendente')).toHaveCount(0);
  await expect(pendencias.getByRole('button', { name: `Parecer ANE pendente ${antes - 1}` })).toBeVisible();
});
