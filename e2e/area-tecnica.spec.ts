import { expect, test, type Page } from './support/test';
import { expectNoSeriousA11yViolations, expectNoSeriousA11yViolationsInDialogs } from './support/axe';
import { MockBackend } from './support/mock-backend';
import { abrirComo } from './pages/login-page';
import { brokenWords, cutText } from './support/texto';

// The technical areas: an anaesthetist gives a pending opinion from Parecer Área Técnica (refused without text,
// then saved and logged; the row leaves 'Sem Parecer' and the bell drops by one); an OPME professional opens
// Minha Agenda in month view, opens an event and prints a day.

test.beforeEach(async ({ request }) => {
  await new MockBackend(request).reset();
});

const BELL = /^Pedidos sem parecer técnico: (\d+)$/;

async function contagem(page: Page): Promise<number> {
  const bell = page.getByRole('link', { name: BELL });
  await expect(bell).toBeVisible();
  return Number(BELL.exec((await bell.getAttribute('aria-label')) ?? '')?.[1]);
}

test('an anaesthetist gives a pending opinion: refused without text, then saved; the row and the bell drop', async ({
  page,
  request,
}) => {
  await abrirComo(page, 'paulo.nunes', '/admin/pareceresAreaTecnica');
  const table = page.getByRole('table', { name: 'Pareceres da área técnica' });
  await page.getByRole('button', { name: 'Filtros', exact: true }).click();
  await page.getByRole('button', { name: 'Sem Parecer', exact: true }).click();
  const ponto = table.getByRole('button', { name: /^Dar parecer no pedido \d+ \(ANESTESIA: Sem parecer\)$/ }).first();
  await expect(ponto).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'no Parecer Área Técnica');
  const antes = await contagem(page);
  const nome = (await ponto.getAttribute('aria-label')) ?? '';
  const codigo = /pedido (\d+)/.exec(nome)?.[1] ?? '';

  await ponto.click();
  const dialog = page.getByRole('dialog', { name: `Parecer do pedido nº ${codigo}` });
  await expect(dialog.getByText('Anestesia proposta')).toBeVisible();
  await dialog.getByRole('radio', { name: 'PENDENTE' }).check();
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByText('Para rejeição ou pendência o parecer é obrigatório')).toBeVisible();
  await expectNoSeriousA11yViolationsInDialogs(page, 'no diálogo de parecer');
  await dialog.getByRole('textbox', { name: 'Descrição' }).fill('Aguardando risco cirúrgico.');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();

  await expect(table.getByRole('button', { name: nome })).toHaveCount(0);
  await expect(page.getByRole('link', { name: `Pedidos sem parecer técnico: ${antes - 1}` })).toBeVisible();
  const journal = await new MockBackend(request).journal();
  const parecer = journal.filter((e) => e.path === '/api/parecerAreaTecnica');
  expect(parecer).toHaveLength(1);
  expect(parecer[0].body).toMatchObject({ justificativa: 'Aguardando risco cirúrgico.', parecerTecnico: 3 });
  expect(journal.filter((e) => e.path === '/logpedido' && e.body.tipo === 'Parecer')).toHaveLength(1);
});

test('an OPME professional opens Minha Agenda in month view, opens an event and prints a day', async ({ page }) => {
  await abrirComo(page, 'fernanda.santos', '/admin/agendaAreaTecnica');
  const agenda = page.getByRole('group', { name: 'Minha Agenda' });
  await agenda.getByRole('button', { name: 'Próximo' }).click();
  const evento = agenda.getByRole('button', { name: /^\d\d\/\d\d\/\d{4} \d\d:\d\d — .+ — .+$/ }).first();
  await expect(evento).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'na Minha Agenda');

  await evento.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: /^Pedido nº / });
  await expect(dialog.getByRole('region', { name: 'Itens da área técnica' })).toBeVisible();
  await expectNoSeriousA11yViolationsInDialogs(page, 'no diálogo do evento');
  await dialog.getByRole('button', { name: 'Fechar' }).last().click();
  await expect(dialog).toBeHidden();

  const [documento] = await Promise.all([
    page.waitForEvent('popup'),
    agenda
      .getByRole('button', { name: /^Imprimir materiais de / })
      .first()
      .click(),
  ]);
  await expect(documento.getByRole('heading', { name: 'Impresso de Materiais' })).toBeVisible();
});

test.describe('Parecer Área Técnica at 1366×900', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  // Patient and status are what the area scans for: whole, at most two lines, no word broken inside itself, for the
  // anaesthesia area and for OPME with its extra column.
  for (const usuario of ['paulo.nunes', 'fernanda.santos']) {
    test(`${usuario} reads every patient and status whole`, async ({ page }) => {
      await abrirComo(page, usuario, '/admin/pareceresAreaTecnica');
      await page.getByRole('button', { name: 'Filtros', exact: true }).click();
      await page.getByRole('button', { name: 'Todos', exact: true }).click();
      const table = page.getByRole('table', { name: 'Pareceres da área técnica' });
      await expect(table.getByRole('button', { name: /^Resumo do pedido / }).first()).toBeVisible();
      const rows = table.locator('tbody tr');
      const pacientes = rows.locator('td:nth-child(3) .cell-text');
      const status = rows.locator('td:nth-child(2) .status-dot > span:last-child');
      expect(await pacientes.count()).toBeGreaterThan(5);
      for (const textos of [pacientes, status]) {
        expect(await cutText(textos)).toEqual([]);
        expect(await brokenWords(textos)).toEqual([]);
      }
    });
  }
});
