import { expect, test, type Page } from './support/test';
import { expectNoSeriousA11yViolations, expectNoSeriousA11yViolationsInDialogs } from './support/axe';
import { MockBackend } from './support/mock-backend';
import { abrirComo } from './pages/login-page';

// The checklist: the technical areas' opinions as dots with tooltips, the request summary from a code,
// the notes panel (add, delete, an observer's view without the form) and /admin/resumoCheckList.

test.beforeEach(async ({ request }) => {
  await new MockBackend(request).reset();
});

/** Request 2027001 (surgery tomorrow of the seed) carries one opinion of each colour (mocks/db/checklist-tables.ts). */
const CODIGO = '2027001';

async function openChecklist(page: Page, username: string) {
  await abrirComo(page, username, '/admin/checkListGeral');
  const table = page.getByRole('table', { name: 'Checklist' });
  await expect(table).toBeVisible();
  return table;
}

test('a manager reads the opinions, opens a summary and adds and deletes a note', async ({ page }) => {
  // The list of hundreds of dots is scanned once; the dialogs over it are scanned alone.
  const table = await openChecklist(page, 'mariana.lima');
  const row = table.getByRole('row').filter({ has: page.getByRole('button', { name: `Resumo do pedido ${CODIGO}` }) });
  await expect(row.getByRole('img')).toHaveCount(4);
  await expectNoSeriousA11yViolations(page, 'no checklist');

  await row.getByRole('img', { name: /^OPME:/ }).hover();
  await expect(page.getByRole('tooltip')).toHaveText(
    'OPME: REJEITADO — Justificativa: Material não disponível no estoque.',
  );
  await row.getByRole('img', { name: /^NIR:/ }).hover();
  await expect(page.getByRole('tooltip')).toHaveText(
    'NIR: PENDENTE — Justificativa: Aguardando exames complementares.',
  );

  await row.getByRole('button', { name: `Resumo do pedido ${CODIGO}` }).click();
  const resumo = page.getByRole('dialog', { name: `Resumo do pedido nº ${CODIGO}` });
  await expect(resumo.getByRole('heading', { name: 'Itens Cirurgia' })).toBeVisible();
  await expect(resumo.getByRole('region', { name: 'Paciente' })).toBeVisible();
  await expectNoSeriousA11yViolationsInDialogs(page, 'no resumo do checklist');

  await resumo.getByRole('button', { name: 'Anotações' }).click();
  const notas = page.getByRole('dialog', { name: `Anotações do pedido nº ${CODIGO}` });
  await expect(notas.getByRole('table', { name: 'Anotações' })).toBeVisible();
  await expectNoSeriousA11yViolationsInDialogs(page, 'no painel de anotações');
  await notas.getByRole('textbox', { name: /Anotação/ }).fill('Conferir reserva de sangue.');
  await notas.getByRole('checkbox', { name: 'Para médico' }).check();
  await notas.getByRole('button', { name: 'Salvar anotação' }).click();
  const nova = notas.getByRole('row').filter({ hasText: 'Conferir reserva de sangue.' });
  await expect(nova).toContainText('Sim');

  await nova.getByRole('button', { name: /^Excluir anotação/ }).click();
  const confirmar = page.getByRole('dialog', { name: 'Excluir anotação' });
  await expect(confirmar).toContainText('Deseja realmente excluir?');
  await expectNoSeriousA11yViolationsInDialogs(page, 'na confirmação de exclusão');
  await confirmar.getByRole('button', { name: 'Sim' }).click();
  await expect(nova).toHaveCount(0);
  await notas.getByRole('button', { name: 'Fechar' }).click();

  await resumo.getByRole('button', { name: 'Abrir em página' }).click();
  await expect(page).toHaveURL(/\/admin\/resumoCheckList\?pedido=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: `Resumo do pedido nº ${CODIGO}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Paciente' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'em resumoCheckList');
});

test('an observer reads the notes of a request without the form', async ({ page }) => {
  const table = await openChecklist(page, 'lucia.ramos');
  await table.getByRole('button', { name: `Resumo do pedido ${CODIGO}` }).click();
  const resumo = page.getByRole('dialog', { name: `Resumo do pedido nº ${CODIGO}` });
  await resumo.getByRole('button', { name: 'Anotações' }).click();
  const notas = page.getByRole('dialog', { name: `Anotações do pedido nº ${CODIGO}` });
  await expect(notas.getByText('OPME aprovada pela área técnica.')).toBeVisible();
  await expect(notas.getByRole('button', { name: 'Salvar anotação' })).toHaveCount(0);
  await expect(notas.getByRole('form', { name: 'Nova anotação' })).toHaveCount(0);
  await expectNoSeriousA11yViolationsInDialogs(page, 'no painel de anotações do observador');
});
