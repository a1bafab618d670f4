// Layout checks: Meus Pedidos is scannable at 1366×900 (eight rows or more without scrolling), and on a
// 390×844 phone the list's filters sit behind a 'Filtros' toggle. Screenshots go to screenshots/ (untracked) for
// reviewers.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { MockBackend } from './support/mock-backend';
import { LoginPage } from './pages/login-page';
import { PedidosListPage } from './pages/meus-pedidos-page';

const SHOTS = 'screenshots';

test.beforeEach(async ({ request }) => {
  await new MockBackend(request).reset();
});

async function signIn(page: Page, username = 'carlos.mendes') {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(username);
  await expect(page).toHaveURL('/admin/meusPedidos');
}

test.describe('desktop 1366×900', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('Meus Pedidos shows at least eight one-line rows without scrolling', async ({ page }) => {
    await signIn(page);
    const lista = new PedidosListPage(page);
    const rows = lista.table().locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    const boxes = await rows.evaluateAll((trs) =>
      trs.map((tr) => tr.getBoundingClientRect()).map((r) => ({ top: r.top, bottom: r.bottom, height: r.height })),
    );
    // Rows wholly inside the 900 px viewport, without scrolling.
    const visible = boxes.filter((b) => b.top >= 0 && b.bottom <= 900);
    expect(visible.length).toBeGreaterThanOrEqual(8);
    // One line per row: every row about as tall as one line of text plus padding.
    for (const b of boxes) expect(b.height).toBeLessThan(56);
    await expectNoSeriousA11yViolations(page, 'em Meus Pedidos (1366×900)');
    await page.screenshot({ path: `${SHOTS}/meus-pedidos-1366.png` });
  });

  test('wizard steps 0 and 1 for the reviewers', async ({ page }) => {
    await signIn(page, 'julia.souza');
    await page.goto('/admin/wizard');
    await expect(page.getByRole('heading', { name: /Pedido de Cirurgia nº/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'no passo 1 do assistente');
    await page.screenshot({ path: `${SHOTS}/wizard-paciente-1366.png`, fullPage: true });
  });
});

test.describe('phone 390×844', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  // The top bar and the drawer have their phone journey in shell.spec.ts.
  test('the list keeps its filters behind Filtros, which counts the active ones', async ({ page }) => {
    await signIn(page);
    const filtros = page.getByRole('button', { name: /^Filtros/ });
    await expect(filtros).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('textbox', { name: 'Filtrar por paciente' })).toBeHidden();
    await filtros.click();
    await page.getByRole('textbox', { name: 'Filtrar por paciente' }).fill('souza');
    await expect(page.getByRole('button', { name: /^Filtros \(1\)/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'em Meus Pedidos no celular');
    await page.screenshot({ path: `${SHOTS}/meus-pedidos-390.png`, fullPage: true });
  });
});
