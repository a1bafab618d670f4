// Layout checks: Meus Pedidos is scannable at 1366×900 (eight rows or more without scrolling); Pedidos de Cirurgias
// shows patient, dates, team and status whole there, with action buttons of at least 24×24 px (WCAG 2.2 'Target
// Size'); on a 390×844 phone the list's filters sit behind a 'Filtros' toggle and every card's values stay inside the
// screen. Screenshots go to screenshots/ (untracked) for reviewers.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { MockBackend } from './support/mock-backend';
import { LoginPage } from './pages/login-page';
import { PedidosListPage } from './pages/meus-pedidos-page';

const SHOTS = 'screenshots';

test.beforeEach(async ({ request }) => {
  await new MockBackend(request).reset();
});

async function signIn(page: Page, username = 'carlos.mendes', landing: string | RegExp = '/admin/meusPedidos') {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(username);
  await expect(page).toHaveURL(landing);
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

  test('Pedidos de Cirurgias shows patient, dates, team and status whole and its action buttons at 24 px or more', async ({
    page,
  }) => {
    await signIn(page, 'mariana.lima', /\/admin\//);
    await page.goto('/admin/pedidosCirurgia');
    const rows = page.getByRole('table').locator('tbody tr');
    await expect(rows).toHaveCount(10);
    const headers = await page.getByRole('columnheader').allTextContents();
    for (const scanned of ['Paciente', 'Data Internação', 'Data Cirurgia', 'Equipe', 'Status']) {
      expect(headers).toContain(scanned);
    }
    const column = (name: string) => headers.indexOf(name) + 1;
    // Cut text: a box whose content is wider or taller than what it shows (ellipsis, line clamp, overflow).
    const cut = (selector: string) =>
      rows
        .locator(selector)
        .evaluateAll((els) =>
          els
            .filter((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)
            .map((el) => el.textContent),
        );
    expect(await cut(`td:nth-child(${column('Paciente')}) .paciente-fluxo`)).toEqual([]);
    expect(await cut(`td:nth-child(${column('Equipe')}) .cell-text`)).toEqual([]);
    expect(await cut(`td:nth-child(${column('Status')}) .status-dot > span:last-child`)).toEqual([]);
    for (const data of ['Data Internação', 'Data Cirurgia']) {
      const cells = rows.locator(`td:nth-child(${column(data)})`);
      expect(await cut(`td:nth-child(${column(data)})`)).toEqual([]);
      // dd/mm/aaaa whole on one line: the date never breaks inside itself (one box for its ten characters).
      const dates = await cells.evaluateAll((tds) =>
        tds.map((td) => {
          const text = Array.from(td.childNodes).find(
            (n) => n.nodeType === Node.TEXT_NODE && /\d/.test(n.nodeValue ?? ''),
          );
          if (!text) return { date: td.textContent, lines: 0 };
          const range = document.createRange();
          range.setStart(text, 0);
          range.setEnd(text, 10);
          return { date: range.toString(), lines: range.getClientRects().length };
        }),
      );
      for (const d of dates) expect(d).toEqual({ date: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/), lines: 1 });
    }
    // Names wrap to at most two lines (about 2 × 17 px).
    for (const h of await rows
      .locator(`td:nth-child(${column('Paciente')}) .paciente-fluxo`)
      .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height))) {
      expect(h).toBeLessThan(40);
    }
    const buttons = await rows.getByRole('button').evaluateAll((els) =>
      els.map((el) => {
        const r = el.getBoundingClientRect();
        return { name: el.getAttribute('aria-label'), width: r.width, height: r.height };
      }),
    );
    expect(buttons.filter((b) => b.name?.startsWith('Ações do pedido'))).toHaveLength(10);
    for (const b of buttons) {
      expect(b.width, b.name ?? '').toBeGreaterThanOrEqual(24);
      expect(b.height, b.name ?? '').toBeGreaterThanOrEqual(24);
    }
    // The '⋯' menu opens with the manager's actions.
    await rows
      .first()
      .getByRole('button', { name: /^Ações do pedido/ })
      .click();
    await expect(page.getByRole('menuitem', { name: 'Trocar de Status' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expectNoSeriousA11yViolations(page, 'em Pedidos de Cirurgias (1366×900)');
    await page.screenshot({ path: `${SHOTS}/pedidos-cirurgia-1366.png`, fullPage: true });
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

  test("every card's values sit beside or under their labels, inside the screen", async ({ page }) => {
    await signIn(page);
    const cells = page.getByRole('table').locator('tbody td');
    await expect(cells.first()).toBeVisible();
    const outside = await cells.evaluateAll((tds) =>
      tds.flatMap((td) =>
        Array.from(td.querySelectorAll('*'))
          .map((el) => ({ text: td.textContent, box: el.getBoundingClientRect() }))
          .filter(({ box }) => box.width > 0 && (box.left < 0 || box.right > window.innerWidth))
          .map(({ text }) => text),
      ),
    );
    expect(outside).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${SHOTS}/meus-pedidos-cards-390.png`, fullPage: true });
  });
});
