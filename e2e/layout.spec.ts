// Layout checks: Meus Pedidos is scannable at 1366×900 (eight rows or more without scrolling); Pedidos de Cirurgias
// shows patient, dates, team and status whole there, with action buttons of at least 24×24 px (WCAG 2.2 'Target
// Size'); on a 390×844 phone the list's filters sit behind a 'Filtros' toggle and every card's values stay inside the
// screen. With E2E_CAPTURAS set, full-page pictures go to screenshots/ (untracked) for reviewers (support/capturas.ts).
import { expect, test, type Page } from './support/test';
import { capturaParaRevisao } from './support/capturas';
import { expectNoSeriousA11yViolations } from './support/axe';
import { MockBackend } from './support/mock-backend';
import { abrirComo } from './pages/login-page';
import { PedidosListPage } from './pages/meus-pedidos-page';
import { WizardPage } from './pages/wizard-page';
import { pickOption } from './support/primereact';
import { brokenWords, cutText } from './support/texto';

test.beforeEach(async ({ request }) => {
  await new MockBackend(request).reset();
});

test.describe('desktop 1366×900', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('Meus Pedidos shows at least eight one-line rows without scrolling', async ({ page }) => {
    await abrirComo(page, 'carlos.mendes', '/admin/meusPedidos');
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
    await capturaParaRevisao(page, 'meus-pedidos-1366', false);
  });

  test('Pedidos de Cirurgias shows patient, dates, team and status whole and its action buttons at 24 px or more', async ({
    page,
  }) => {
    await abrirComo(page, 'mariana.lima', '/admin/pedidosCirurgia');
    const rows = page.getByRole('table').locator('tbody tr');
    await expect(rows).toHaveCount(10);
    const headers = await page.getByRole('columnheader').allTextContents();
    for (const scanned of ['Paciente', 'Data Internação', 'Data Cirurgia', 'Equipe', 'Status']) {
      expect(headers).toContain(scanned);
    }
    const column = (name: string) => headers.indexOf(name) + 1;
    const cut = (selector: string) => cutText(rows.locator(selector));
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
    await capturaParaRevisao(page, 'pedidos-cirurgia-1366');
  });

  test('Pedidos de Cirurgias shows at least twelve rows in view, its filters folded into one line', async ({
    page,
  }) => {
    await abrirComo(page, 'mariana.lima', '/admin/pedidosCirurgia');
    const rows = page.getByRole('table').locator('tbody tr');
    await expect(rows).toHaveCount(10);
    await expect(page.getByText(/^Período \d\d\/\d\d–\d\d\/\d\d · \d centros · Todos os convênios$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Filtros', exact: true })).toHaveAttribute('aria-expanded', 'false');
    // The specification's 10 a page, then a longer page: twelve rows or more wholly inside the 900 px viewport.
    await pickOption(page, 'Linhas por página', '25');
    await expect(rows).toHaveCount(25);
    // Measured from the top of the screen, as it opens (the page-size picker scrolled to the paginator).
    await page.evaluate(() => window.scrollTo(0, 0));
    const tops = await rows.evaluateAll((trs) =>
      trs.map((tr) => tr.getBoundingClientRect()).filter((r) => r.top >= 0 && r.bottom <= 900),
    );
    expect(tops.length).toBeGreaterThanOrEqual(12);
    // 'Ir para a lista' leads a keyboard user past the filters to the table: the next Tab is in its header.
    await page.getByRole('button', { name: 'Ir para a lista' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('columnheader', { name: /^Nº Pedido/ })).toBeFocused();
    await expectNoSeriousA11yViolations(page, 'em Pedidos de Cirurgias com os filtros recolhidos (1366×900)');
  });

  test("a date field's calendar button stays on its input's line on Mapa de Salas and the Dashboard", async ({
    page,
  }) => {
    /** The date input named `nome` and its calendar button's tops: on one line when they match. */
    const linhas = async (nome: RegExp) => {
      const input = page.getByRole('textbox', { name: nome });
      await expect(input).toBeVisible();
      const botao = input.locator('xpath=following-sibling::button[1]');
      return [(await input.boundingBox())?.y ?? -1, (await botao.boundingBox())?.y ?? -100];
    };
    await abrirComo(page, 'mariana.lima', '/admin/mapaDeSalas');
    const [input, botao] = await linhas(/^Data/);
    expect(Math.abs(input - botao)).toBeLessThanOrEqual(2);
    await page.getByRole('link', { name: 'Dashboard' }).click();
    for (const nome of [/^Data Início/, /^Data Fim/]) {
      const [i, b] = await linhas(nome);
      expect(Math.abs(i - b), String(nome)).toBeLessThanOrEqual(2);
    }
    await expectNoSeriousA11yViolations(page, 'no Dashboard (1366×900)');
  });

  test('the patient, exams, procedure and centre chosen in the wizard read in full', async ({ page }) => {
    await abrirComo(page, 'julia.souza', '/admin/wizard');
    const wizard = new WizardPage(page);
    await wizard.searchByName('maria aparecida');
    // Two patients whose names start alike: each name, prontuário and birth date whole.
    const dialog = wizard.dialog('Selecione o paciente');
    for (const [nome, pront, nasc] of [
      ['MARIA APARECIDA DE SOUZA', '4100000', '12/04/1958'],
      ['MARIA APARECIDA SOUZA LIMA', '4100185', '02/02/1966'],
    ]) {
      const row = dialog.getByRole('row').filter({ hasText: pront });
      for (const text of [nome, pront, nasc])
        await expect(row.getByRole('cell', { name: text, exact: true })).toBeVisible();
    }
    expect(await cutText(dialog.locator('tbody td'))).toEqual([]);
    await page.getByRole('button', { name: 'Selecionar paciente MARIA APARECIDA DE SOUZA' }).click();
    await page.getByRole('button', { name: 'Selecionar atendimento 300101' }).click();
    // Exam chips wrap between words, never inside one ('ELETROCARDIOG RAMA').
    const chips = page.locator('.p-multiselect-token-label');
    await expect(chips.filter({ hasText: 'ELETROCARDIOGRAMA' })).toBeVisible();
    expect(await brokenWords(chips)).toEqual([]);
    await page.getByLabel('Peso (kg)').fill('70');
    await wizard.nextTo('Solicitação');
    // The chosen patient stays named under the title on the next steps.
    const paciente = page.getByRole('group', { name: 'Paciente do pedido' });
    for (const text of ['MARIA APARECIDA DE SOUZA', '4100000', '12/04/1958'])
      await expect(paciente).toContainText(text);
    expect(await cutText(paciente.locator('dd'))).toEqual([]);
    await pickOption(page, 'Centro cirúrgico *', 'CENTRO CIRÚRGICO AMBULATORIAL');
    await wizard.pickMain('0408050497 - ARTROPLASTIA TOTAL PRIMARIA DO JOELHO (240 min)');
    await wizard.quantity('1');
    const chosen = page
      .locator('.p-dropdown')
      .filter({ has: page.getByLabel(/^(Centro cirúrgico|Procedimento principal) \*$/) })
      .locator('.p-dropdown-label');
    await expect(chosen).toHaveText([/ARTROPLASTIA TOTAL PRIMARIA DO JOELHO/, 'CENTRO CIRÚRGICO AMBULATORIAL']);
    expect(await cutText(chosen)).toEqual([]);
    expect(await brokenWords(chosen)).toEqual([]);
    await expectNoSeriousA11yViolations(page, 'no passo Solicitação');
    await capturaParaRevisao(page, 'wizard-solicitacao-1366');
  });

  test("a new screen opens at its top; an error toast leaves the top bar's buttons free", async ({ page, request }) => {
    await abrirComo(page, 'mariana.lima', '/admin/mapaDeSalas');
    const rows = page.getByRole('table').locator('tbody tr');
    const open = async (menu: string) => {
      await page.getByRole('link', { name: menu }).click();
      await expect(page.getByRole('heading', { name: menu, level: 1 })).toBeVisible();
      await expect(rows.first()).toBeVisible();
    };
    // Both screens once (their code and rows in hand), then from the bottom of one to the other.
    await open('Checklist Geral');
    await open('Pedidos de Cirurgias');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    // Its filters folded, the list is shorter than it was: scrolled to its end, still well below its top.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    // The next screen's configuration check fails: its toast must not cover the top bar.
    await new MockBackend(request).failNext('GET /api/configuracoes', 500);
    await page.getByRole('link', { name: 'Checklist Geral' }).click();
    const titulo = page.getByRole('heading', { name: 'Checklist Geral', level: 1 });
    await expect(titulo).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const topbar = page.locator('header.topbar');
    const bar = await topbar.boundingBox();
    const bottom = bar ? bar.y + bar.height : 56;
    expect((await titulo.boundingBox())?.y).toBeGreaterThanOrEqual(bottom);
    const toast = page
      .locator('.p-toast-message')
      .filter({ hasText: 'Falha ao recuperar as configurações do sistema' });
    await expect(toast).toBeVisible();
    expect((await toast.boundingBox())?.y).toBeGreaterThanOrEqual(bottom);
    // Every top bar button is what a click at its centre reaches.
    const covered = await topbar.getByRole('button').evaluateAll((buttons) =>
      buttons
        .filter((b) => {
          const r = b.getBoundingClientRect();
          const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          return r.width > 0 && !(hit && b.contains(hit));
        })
        .map((b) => b.getAttribute('aria-label') ?? b.textContent),
    );
    expect(covered).toEqual([]);
  });

  test("a wizard step's warning toast leaves Próximo free, even with the buttons in the toast's corner", async ({
    page,
  }) => {
    await abrirComo(page, 'julia.souza', '/admin/wizard');
    const proximo = page.getByRole('button', { name: 'Próximo' });
    await expect(proximo).toBeVisible();
    // The window ends just under the step buttons: they lie in the bottom-right corner, where toasts appear.
    const botoes = await proximo.boundingBox();
    if (!botoes) throw new Error('Próximo sem caixa');
    await page.setViewportSize({ width: 1366, height: Math.ceil(botoes.y + botoes.height + 12) });
    await proximo.click();
    const toast = page.locator('.p-toast-message').first();
    await expect(toast).toBeVisible();
    const [t, b] = [await toast.boundingBox(), await proximo.boundingBox()];
    if (!t || !b) throw new Error('sem caixas');
    const cruzam = t.x < b.x + b.width && b.x < t.x + t.width && t.y < b.y + b.height && b.y < t.y + t.height;
    expect(cruzam, 'o toast cobre Próximo').toBe(false);
  });

  test('wizard steps 0 and 1 for the reviewers', async ({ page }) => {
    await abrirComo(page, 'julia.souza', '/admin/wizard');
    await expect(page.getByRole('heading', { name: /Pedido de Cirurgia nº/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'no passo 1 do assistente');
    await capturaParaRevisao(page, 'wizard-paciente-1366');
  });
});

test.describe('phone 390×844', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  // The top bar and the drawer have their phone journey in shell.spec.ts.
  test('the list keeps its filters behind Filtros, which counts the active ones', async ({ page }) => {
    await abrirComo(page, 'carlos.mendes', '/admin/meusPedidos');
    const filtros = page.getByRole('button', { name: /^Filtros/ });
    await expect(filtros).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('textbox', { name: 'Filtrar por paciente' })).toBeHidden();
    await filtros.click();
    await page.getByRole('textbox', { name: 'Filtrar por paciente' }).fill('souza');
    await expect(page.getByRole('button', { name: /^Filtros \(1\)/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'em Meus Pedidos no celular');
    await capturaParaRevisao(page, 'meus-pedidos-390');
  });

  /** The cells whose content reaches past the screen's edges. */
  async function outsideScreen(page: Page) {
    const cells = page.getByRole('table').locator('tbody td');
    await expect(cells.first()).toBeVisible();
    return cells.evaluateAll((tds) =>
      tds.flatMap((td) =>
        Array.from(td.querySelectorAll('*'))
          .map((el) => ({ text: td.textContent, box: el.getBoundingClientRect() }))
          .filter(({ box }) => box.width > 0 && (box.left < 0 || box.right > window.innerWidth))
          .map(({ text }) => text),
      ),
    );
  }

  test("every card's values sit beside or under their labels, inside the screen", async ({ page }) => {
    await abrirComo(page, 'carlos.mendes', '/admin/meusPedidos');
    expect(await outsideScreen(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await capturaParaRevisao(page, 'meus-pedidos-cards-390');
  });

  // Seen comparing the engines' screens (docs/decisions/028-motores.md): where the text is wide, 'Hoje' went past the
  // screen's edge and the date's calendar button dropped under its field.
  test("Mapa de Salas' day row stays inside the screen, the calendar button beside its date", async ({ page }) => {
    await abrirComo(page, 'mariana.lima', '/admin/mapaDeSalas');
    const filtros = page.getByRole('form', { name: 'Filtros do mapa de salas' });
    const data = filtros.getByRole('textbox', { name: /^Data/ });
    await expect(data).toBeVisible();
    for (const botao of ['Dia anterior', 'Próximo dia', 'Hoje']) {
      const caixa = await filtros.getByRole('button', { name: botao, exact: true }).boundingBox();
      expect(caixa && caixa.x >= 0 && caixa.x + caixa.width <= 390, `${botao} dentro da tela`).toBe(true);
    }
    const campo = await data.boundingBox();
    const calendario = await filtros.locator('.p-datepicker-trigger').boundingBox();
    expect(campo && calendario && calendario.x >= campo.x + campo.width - 1, 'o calendário ao lado da data').toBe(true);
    expect(calendario && calendario.x + calendario.width <= 390, 'o calendário dentro da tela').toBe(true);
    await capturaParaRevisao(page, 'mapa-de-salas-390', false);
  });

  test("Pedidos de Cirurgias' cards keep their values inside the screen", async ({ page }) => {
    await abrirComo(page, 'mariana.lima', '/admin/pedidosCirurgia');
    expect(await outsideScreen(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
