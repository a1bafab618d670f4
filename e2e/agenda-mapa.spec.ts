import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations, expectNoSeriousA11yViolationsInDialogs } from './support/axe';
import { MockBackend } from './support/mock-backend';
import { abrirComo } from './pages/login-page';

// Agenda do Médico and Mapa de Salas: a surgeon sees the week of his requests, adds the team's with 'Todos', moves to
// the month and opens a request's summary by keyboard; a manager opens the room map at 1366×900 (eight rooms and
// URGÊNCIA without horizontal scroll), picks tomorrow and a specialty, and opens a surgery.

test.beforeEach(async ({ request }) => {
  await new MockBackend(request).reset();
});

const EVENTO = /^\d\d\/\d\d\/\d{4} \d\d:\d\d — Pedido nº \d+ — .+$/;

test("a surgeon switches to 'Todos' and the month and opens a request's summary", async ({ page }) => {
  await abrirComo(page, 'andre.fonseca', '/admin/agendaMedico');
  const agenda = page.getByRole('group', { name: 'Agenda do Médico' });
  // The current week (mocks/db/seed-agenda-medico.ts): two of his requests a day, Monday to Friday, and one at night.
  await expect(agenda.getByRole('button', { name: EVENTO })).toHaveCount(11);
  await expectNoSeriousA11yViolations(page, 'na Agenda do Médico');

  await page.getByRole('button', { name: 'Todos' }).click();
  await expect(agenda.getByRole('button', { name: EVENTO })).toHaveCount(14);
  await agenda.getByRole('button', { name: 'Mês' }).click();
  const evento = agenda.getByRole('button', { name: / — Pedido nº 2027716 — / });
  await evento.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Resumo do pedido nº 2027716' });
  await expect(dialog.getByText('BEATRIZ MOURA CAMPOS').first()).toBeVisible();
  await expectNoSeriousA11yViolationsInDialogs(page, 'no resumo do pedido da agenda');
});

test('a manager picks a date and a specialty on the room map and opens a surgery', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await abrirComo(page, 'mariana.lima', '/admin/mapaDeSalas');
  const mapa = page.getByRole('region', { name: /^Mapa de salas de / });
  await expect(mapa.getByRole('group')).toHaveCount(9);
  await expect(mapa.getByRole('group', { name: 'URGÊNCIA' }).getByRole('button')).toHaveCount(3);
  const largura = await mapa.evaluate((el) => ({ total: el.scrollWidth, visivel: el.clientWidth }));
  expect(largura.total).toBeLessThanOrEqual(largura.visivel);
  await expectNoSeriousA11yViolations(page, 'no Mapa de Salas');

  const hoje = /Mapa de salas de (.+)$/.exec((await mapa.getAttribute('aria-label')) ?? '')?.[1] ?? '';
  const [d, m, a] = hoje.split('/').map(Number);
  const amanha = new Date(Date.UTC(a, m - 1, d + 1)).toISOString().slice(0, 10).split('-').reverse().join('/');
  const data = page.getByLabel(/^Data/);
  await data.fill(amanha);
  await data.press('Enter');
  await expect(page.getByRole('region', { name: `Mapa de salas de ${amanha}` })).toBeVisible();
  await page
    .locator('.p-multiselect')
    .filter({ has: page.getByLabel('Especialidades') })
    .click();
  await page.getByRole('option', { name: 'ORTOPEDIA E TRAUMATOLOGIA', exact: true }).click();
  await page.keyboard.press('Escape');
  const sala1 = mapa.getByRole('group', { name: 'SALA 01' }).getByRole('button', { name: /, Pedido nº / });
  await expect(sala1).toHaveCount(2);
  await expect(mapa.getByRole('group', { name: 'SALA 03' }).getByRole('button')).toHaveCount(0);

  await sala1.first().click();
  const dialog = page.getByRole('dialog', { name: /^Cirurgia — Pedido nº \d+$/ });
  await expect(dialog.getByText('Procedimento principal')).toBeVisible();
  await expect(dialog.getByText('CARLOS EDUARDO MENDES')).toBeVisible();
  await expectNoSeriousA11yViolationsInDialogs(page, 'no diálogo da cirurgia');
});
