import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations, expectNoSeriousA11yViolationsIn } from './support/axe';
import { MockBackend } from './support/mock-backend';
import { LoginPage } from './pages/login-page';
import { Shell } from './pages/shell';

const USERS = [
  {
    username: 'carlos.mendes',
    landing: '/admin/meusPedidos',
    menu: ['Meus Pedidos', 'Pedidos de Residentes', 'Agenda do Médico', 'Minhas Demandas'],
  },
  {
    username: 'julia.souza',
    landing: '/admin/meusPedidos',
    menu: ['Meus Pedidos', 'Agenda do Médico', 'Minhas Demandas'],
  },
  {
    username: 'mariana.lima',
    landing: '/admin/mapaDeSalas',
    menu: [
      'Dashboard',
      'Mapa de Salas',
      'Meus Pedidos',
      'Pedidos de Residentes',
      'Pedidos de Cirurgias',
      'Checklist Geral',
      'Parecer Área Técnica',
      'Minha Agenda',
      'Agenda do Médico',
      'Minhas Demandas',
      'Demandas',
      'Relatórios',
    ],
  },
  { username: 'roberto.pereira', landing: '/admin/pedidosCirurgia', menu: ['Pedidos de Cirurgias', 'Demandas'] },
  { username: 'paulo.nunes', landing: '/admin/pareceresAreaTecnica', menu: ['Parecer Área Técnica', 'Minha Agenda'] },
  {
    username: 'fernanda.santos',
    landing: '/admin/pareceresAreaTecnica',
    menu: ['Parecer Área Técnica', 'Minha Agenda'],
  },
];

test.beforeEach(async ({ request }) => {
  await new MockBackend(request).reset();
});

test('each seeded user signs in and sees exactly the menu its flags allow', async ({ page }) => {
  const login = new LoginPage(page);
  const shell = new Shell(page);
  await login.goto();
  await expectNoSeriousA11yViolations(page, 'no login');
  for (const user of USERS) {
    await login.signIn(user.username);
    await expect(page).toHaveURL(user.landing);
    await expect(shell.menu()).toBeVisible();
    expect(await shell.menuLabels()).toEqual(user.menu);
    await expect(page.getByText('Versão 01.29.00')).toBeVisible();
    // Each landing screen is scanned by axe in its own journey (pedidos, layout, agenda-mapa, area-tecnica).
    await shell.signOut();
    await expect(page).toHaveURL('/auth/login');
  }
});

test('the user without any flag lands on /auth', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn('joao.silva');
  await expect(page).toHaveURL('/auth/login');
  await expect(page.getByText('Seu usuário não possui acesso a nenhuma tela do sistema.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
});

test('a wrong password shows the message', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn('carlos.mendes', 'senha-errada');
  await expect(page.getByText('Não foi possível fazer login com as credenciais informadas.')).toBeVisible();
  await expect(page).toHaveURL('/auth/login');
});

test('a server version other than 01.29.00 shows the update notice', async ({ page, request }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn('carlos.mendes');
  await expect(page).toHaveURL('/admin/meusPedidos');
  await new MockBackend(request).setVersion('01.30.00');
  await page.goto('/admin/minhasDemandas');
  await expect(page).toHaveURL('/auth/avisoAtualizacaoOpera');
  await expect(page.getByText(/CTRL/)).toBeVisible();
  await expect(page.getByText(/entre em contato com o setor de TI/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'no aviso de atualização');
});

test('a 500 on configuration shows its toast', async ({ page, request }) => {
  const login = new LoginPage(page);
  await login.goto();
  await new MockBackend(request).failNext('GET /api/configuracoes', 500);
  await login.signIn('carlos.mendes');
  await expect(page.getByText('Falha ao recuperar as configurações do sistema')).toBeVisible();
});

test("'Sair' clears storage; a 401 mid-session returns to login", async ({ page, request }) => {
  const login = new LoginPage(page);
  const shell = new Shell(page);
  await login.goto();
  await login.signIn('carlos.mendes');
  await expect(page).toHaveURL('/admin/meusPedidos');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  await shell.signOut();
  await expect(page).toHaveURL('/auth/login');
  expect(await page.evaluate(() => localStorage.length)).toBe(0);

  // The screen must have loaded: expiring the session earlier signs out before the click (a different journey). Its
  // rows can show before the rest of its calls leave (the list's data starts with the navigation), so the answers to
  // those are awaited too.
  const chamadasDaTela = Promise.all(
    ['configuracoes', 'configuracoesRecursoSistema', 'versaoOpera', 'procedimentoCirurgico', 'statusPedido'].map(
      (nome) => page.waitForResponse((r) => new URL(r.url()).pathname.endsWith(`/api/${nome}`)),
    ),
  );
  await login.signIn('carlos.mendes');
  await expect(page).toHaveURL('/admin/meusPedidos');
  await expect(page.getByRole('table')).toBeVisible();
  await chamadasDaTela;
  await new MockBackend(request).expireSessions();
  await page.getByRole('link', { name: 'Minhas Demandas' }).click();
  await expect(page).toHaveURL('/auth/login');
  await expect(page.getByText('Sua sessão expirou. Entre novamente para continuar.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('change password and report a problem are reachable from the profile menu', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn('paulo.nunes');
  await expect(page.getByRole('link', { name: /^Pedidos sem parecer técnico: \d+$/ })).toBeVisible();
  await page.locator('.topbar__profile').click();
  await page.getByRole('menuitem', { name: 'Informar problema' }).click();
  const dialog = page.getByRole('dialog', { name: 'Informar problema' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'no diálogo Informar problema');
  await dialog.getByLabel('Descrição do problema').fill('O sino não atualiza.');
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Problema informado com sucesso!')).toBeVisible();

  await page.locator('.topbar__profile').click();
  await page.getByRole('menuitem', { name: 'Alterar senha' }).click();
  await expect(page).toHaveURL('/admin/alterarsenha');
  await expectNoSeriousA11yViolations(page, 'em alterar senha');
  await page.getByLabel('Senha atual', { exact: true }).fill('senha123');
  await page.getByLabel('Nova senha', { exact: true }).fill('outra-senha');
  await page.getByLabel('Confirmação da nova senha').fill('diferente');
  await page.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(page.getByText('A nova senha não confere com a confirmação.')).toBeVisible();
});

test.describe('on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the top-bar title keeps one line; the drawer takes the focus, gives it back and closes with Esc or a tap outside', async ({
    page,
  }) => {
    const login = new LoginPage(page);
    const shell = new Shell(page);
    await login.goto();
    await login.signIn('carlos.mendes');
    await expect(page).toHaveURL('/admin/meusPedidos');

    const title = shell.title();
    await expect(title).toHaveAttribute('title', 'OPERA · Pedidos de Cirurgia');
    const box = await title.evaluate((el) => ({
      height: el.getBoundingClientRect().height,
      line: parseFloat(getComputedStyle(el).lineHeight) || 20,
    }));
    expect(box.height).toBeLessThanOrEqual(box.line * 1.5);
    const topbar = await page.locator('.topbar').boundingBox();
    expect(topbar?.height).toBeLessThanOrEqual(56);

    await expect(shell.menu()).toBeHidden();
    await shell.menuButton().click();
    await expect(shell.menu()).toBeVisible();
    await expect(shell.menu().getByRole('link', { name: 'Meus Pedidos' })).toBeFocused();
    // The shell's own parts (the list under them has its scan in layout.spec.ts).
    await expectNoSeriousA11yViolationsIn(page, ['.topbar', '#menu-lateral'], 'na barra e no menu do celular');
    await page.keyboard.press('Escape');
    await expect(shell.menu()).toBeHidden();
    await expect(shell.menuButton()).toBeFocused();

    await shell.menuButton().click();
    await expect(shell.menu()).toBeVisible();
    // A tap on the page to the right of the drawer.
    await page.touchscreen.tap(370, 600);
    await expect(shell.menu()).toBeHidden();
    // The page was never blocked: its controls answer the first tap.
    await page.getByRole('button', { name: 'Buscar pedido pelo código' }).tap();
    await expect(page.getByRole('dialog', { name: 'Buscar pedido pelo código' })).toBeVisible();
  });
});
