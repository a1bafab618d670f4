import { readFile } from 'node:fs/promises';
import { expect, RELOGIO_PROPRIO, test, type Page } from './support/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { MockBackend } from './support/mock-backend';
import { LoginPage, SENHA } from './pages/login-page';
import { PedidosListPage } from './pages/meus-pedidos-page';
import { WizardPage } from './pages/wizard-page';

test.beforeEach(async ({ request }) => {
  await new MockBackend(request).reset();
});

const PACIENTE = 'MARIA APARECIDA DE SOUZA';

/** The journeys' build reads a shorter idle time from the tab (src/app/session-lock/idle-minutes.ts): 1 minute here. */
async function idleOfOneMinute(page: Page) {
  await page.addInitScript(() => sessionStorage.setItem('opera.e2e.idleMinutes', '1'));
  // Time runs as usual; the journey jumps over the idle minutes instead of waiting for them.
  await page.clock.install();
}

// Playwright's clock drives the idle minutes; the journey does not depend on the date (e2e/support/test.ts).
test(
  'a manager locked out mid-request unlocks to the same draft; another user finds no trace of it',
  {
    tag: RELOGIO_PROPRIO,
  },
  async ({ page }) => {
    test.setTimeout(180_000);
    await idleOfOneMinute(page);
    const login = new LoginPage(page);
    const wizard = new WizardPage(page);
    await login.goto();
    await login.signIn('mariana.lima');
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Meus Pedidos' }).click();
    await page.getByRole('button', { name: 'Novo pedido' }).click();
    await expect(page).toHaveURL('/admin/wizard');
    await wizard.searchByName('maria aparecida');
    await wizard
      .dialog('Selecione o paciente')
      .getByRole('button', { name: `Selecionar paciente ${PACIENTE}` })
      .click();
    await wizard
      .dialog('Selecione o atendimento ou a internação')
      .getByRole('button', { name: 'Selecionar internação 48200' })
      .click();
    await page.getByLabel('Peso (kg)').fill('68,5');

    // A minute without input: the warning counts down, and one key keeps the session.
    await page.clock.fastForward('01:01');
    const aviso = page.getByRole('dialog', { name: 'Sessão inativa' });
    await expect(aviso.getByText(/^Sua sessão será bloqueada por inatividade em \d+ s$/)).toBeVisible();
    await expect(aviso.getByRole('button', { name: 'Continuar trabalhando' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(aviso).toBeHidden();

    // Two more minutes: locked. Nothing of the patient on the page or in the tab's title.
    await page.clock.fastForward('02:01');
    const bloqueio = page.getByRole('dialog', { name: /Sessão bloqueada/ });
    await expect(bloqueio).toBeVisible();
    await expect(page).toHaveTitle('OPERA · Sessão bloqueada');
    await expect(page.getByText(PACIENTE)).toBeHidden();
    await expect(page.getByLabel('Peso (kg)')).toBeHidden();
    await expectNoSeriousA11yViolations(page, 'na tela de bloqueio');

    await bloqueio.getByLabel('Senha').fill('errada');
    await bloqueio.getByRole('button', { name: 'Desbloquear' }).click();
    await expect(bloqueio.getByRole('alert')).toHaveText('Não foi possível fazer login com as credenciais informadas.');
    await bloqueio.getByLabel('Senha').fill(SENHA);
    await bloqueio.getByRole('button', { name: 'Desbloquear' }).click();
    await expect(bloqueio).toBeHidden();
    await expect(page).toHaveURL('/admin/wizard');
    await expect(page.getByLabel('Peso (kg)')).toHaveValue('68,5');
    await expect(page.getByText(PACIENTE).first()).toBeVisible();

    // Locked again, and this time someone else signs in from the lock.
    await page.clock.fastForward('02:01');
    await bloqueio.getByRole('button', { name: 'Entrar com outro usuário' }).click();
    await expect(page).toHaveURL('/auth/login');
    const guardado = await page.evaluate(() => ({
      sessao: Object.keys(sessionStorage),
      local: Object.keys(localStorage).filter((k) => !k.startsWith('preferencias:')),
    }));
    expect(guardado).toEqual({ sessao: [], local: [] });
    await login.signIn('julia.souza');
    await expect(page).toHaveURL('/admin/meusPedidos');
    await expect(page.getByRole('heading', { name: 'Meus Pedidos' })).toBeVisible();
    await expect(page.getByText(/rascunho/i)).toHaveCount(0);
  },
);

test(
  'a surgeon takes a filtered list to a meeting as a CSV file and on paper',
  { tag: '@second-dialect' },
  async ({ page }) => {
    // The browser's print dialog is not driven here: the page is looked at as print media instead.
    await page.addInitScript(() => {
      window.print = () => undefined;
    });
    const login = new LoginPage(page);
    const lista = new PedidosListPage(page);
    await login.goto();
    await login.signIn('carlos.mendes');
    await expect(lista.table()).toBeVisible();
    await page.getByRole('textbox', { name: 'Filtrar por paciente' }).fill('sousa');
    await expect(lista.table().getByText(PACIENTE).first()).toBeVisible();
    await expect(lista.table().getByText('JOSE CARLOS DA SILVA')).toHaveCount(0);
    // Every filtered row of every page ('1 a 10 de N').
    const total = Number(/de (\d+)$/.exec(await page.locator('.p-paginator-current').innerText())?.[1]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^meus-pedidos-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    const [header, ...rows] = csv.replace(/\r\n$/, '').split('\r\n');
    expect(header).toBe('\ufeffNº Pedido;Paciente;Procedimento Principal;Data do Pedido;Data da Cirurgia;Status');
    expect(rows).toHaveLength(total);
    for (const row of rows) {
      const [codigo, paciente, , dataPedido] = row.split(';');
      expect(codigo).toMatch(/^\d+$/);
      expect(paciente).toMatch(/SOUZA|SOUSA/);
      expect(dataPedido).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    }

    await page.getByRole('button', { name: 'Imprimir lista' }).click();
    await page.emulateMedia({ media: 'print' });
    const impressao = page.getByRole('region', { name: 'Impressão de Meus Pedidos' });
    await expect(impressao).toBeVisible();
    await expect(impressao.getByText('Filtros: Paciente: sousa')).toBeVisible();
    await expect(impressao.getByText('Usuário: CARLOS EDUARDO MENDES (carlos.mendes)')).toBeVisible();
    await expect(impressao.getByText(/^Impresso em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)).toBeVisible();
    await expect(impressao.getByRole('row')).toHaveCount(rows.length + 1);
    await expect(page.getByRole('button').filter({ visible: true })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeHidden();
    // For reviewers (screenshots/ is untracked).
    await page.screenshot({ path: 'screenshots/lista-impressa.png', fullPage: true });

    await page.emulateMedia({ media: 'screen' });
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    await expect(impressao).toHaveCount(0);
    await expect(lista.table()).toBeVisible();
  },
);
