import { readFile } from 'node:fs/promises';
import { expect, RELOGIO_PROPRIO, test, type Page } from './support/test';
import { capturaParaRevisao } from './support/capturas';
import { Shell } from './pages/shell';
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
    await idleOfOneMinute(page);
    const login = new LoginPage(page);
    const wizard = new WizardPage(page);
    await login.goto();
    await login.signIn('mariana.lima');
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Meus Pedidos' }).click();
    await page.getByRole('button', { name: 'Novo pedido' }).click();
    await expect(page).toHaveURL('/admin/wizard');
    await wizard.choosePatient('maria aparecida', PACIENTE, 'Selecionar internação 48200');
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

/** Every seeded patient's name (the mock's seed files), read as text: the journey needs no module of the mock. */
async function nomesSemeados(): Promise<string[]> {
  const arquivos = ['mocks/db/seed-pedidos.ts', 'mocks/db/seed-gerente.ts'];
  const textos = await Promise.all(arquivos.map((a) => readFile(a, 'utf8')));
  const nomes = textos.flatMap((t) => [...t.matchAll(/\['([A-ZÀ-Ü ]+)', '[MF]'/g)].map((m) => m[1]));
  expect(nomes.length).toBeGreaterThan(10);
  return nomes;
}

/** The page's text, its fields' values and both storages of a tab, as one text. */
const guardadoNaAba = (page: Page) =>
  page.evaluate(() =>
    [
      document.documentElement.textContent ?? '',
      ...Array.from(document.querySelectorAll('input, textarea'), (c) =>
        c instanceof HTMLInputElement || c instanceof HTMLTextAreaElement ? c.value : '',
      ),
      ...[localStorage, sessionStorage].flatMap((s) => Object.keys(s).map((k) => `${k}=${s.getItem(k) ?? ''}`)),
    ].join('\n'),
  );

/** The calls a tab makes to the back-ends (not its own files). */
function chamadasDe(page: Page): string[] {
  const chamadas: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'fetch' || r.resourceType() === 'xhr') chamadas.push(`${r.method()} ${r.url()}`);
  });
  return chamadas;
}

const NOTA = 'Jejum desde as 22h; confirmar reserva de sangue com a família';

test('a manager’s tabs lock with a typed note and a typed period: nothing of the patients stays, nothing is called, the unlock gives the work back, and Sair leaves no patient datum', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(240_000);
  const nomes = await nomesSemeados();
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn('mariana.lima');
  await expect(page).not.toHaveURL(/\/auth\/login/);
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: 'Pedidos de Cirurgias' })
    .click();
  await expect(page.getByRole('table')).toBeVisible();
  await page
    .getByRole('button', { name: /^Anotações \(pedido \d+\)$/ })
    .first()
    .click();
  const notas = page.getByRole('dialog', { name: /^Anotações do pedido nº \d+$/ });
  await notas.getByRole('textbox', { name: /Anotação/ }).fill(NOTA);

  // A second tab: Checklist Geral with a period typed, not yet searched.
  const checklist = await context.newPage();
  await checklist.goto('/admin/checkListGeral');
  const dataFim = checklist.getByRole('textbox', { name: /^Data fim/ });
  await expect(dataFim).toBeVisible();
  await dataFim.fill('31/12/2030');
  await dataFim.press('Tab');
  await expect(dataFim).toHaveValue('31/12/2030');
  await page.bringToFront();

  const chamadasLista = chamadasDe(page);
  const chamadasChecklist = chamadasDe(checklist);
  // Locked as another tab's idle timer locks every tab (session-channel.ts). Playwright's clock, which the lock journey
  // above drives, leaves Pedidos de Cirurgias loading its configuration for ever, so this journey does not install it.
  await checklist.evaluate(() => {
    const canal = new BroadcastChannel('opera.sessao');
    canal.postMessage('bloqueio');
    canal.close();
  });
  for (const aba of [page, checklist]) {
    await expect(aba.getByRole('dialog', { name: /Sessão bloqueada/ })).toBeVisible();
  }

  // A tab opened while locked: locked at once, and it calls nothing.
  const nova = await context.newPage();
  const chamadasNova = chamadasDe(nova);
  await nova.goto('/admin/pedidosCirurgia');
  await expect(nova.getByRole('dialog', { name: /Sessão bloqueada/ })).toBeVisible();
  for (const aba of [page, checklist, nova]) {
    const guardado = await guardadoNaAba(aba);
    for (const nome of [...nomes, NOTA]) expect(guardado).not.toContain(nome);
  }
  expect([...chamadasLista, ...chamadasChecklist, ...chamadasNova]).toEqual([]);
  await expectNoSeriousA11yViolations(nova, 'na aba aberta bloqueada');

  // The same user unlocks in the first tab: every tab is back as it was, and the note is saved.
  const bloqueio = page.getByRole('dialog', { name: /Sessão bloqueada/ });
  await bloqueio.getByLabel('Senha').fill(SENHA);
  await bloqueio.getByRole('button', { name: 'Desbloquear' }).click();
  await expect(bloqueio).toBeHidden();
  await expect(notas.getByRole('textbox', { name: /Anotação/ })).toHaveValue(NOTA);
  await notas.getByRole('button', { name: 'Salvar anotação' }).click();
  await expect(notas.getByRole('table', { name: 'Anotações' }).getByText(NOTA)).toBeVisible();
  const escritas = await new MockBackend(request).journal();
  expect(escritas.some((e) => e.method === 'POST' && Object.values(e.body).includes(NOTA))).toBe(true);
  await expect(checklist.getByRole('dialog', { name: /Sessão bloqueada/ })).toBeHidden();
  await expect(dataFim).toHaveValue('31/12/2030');
  await expect(nova.getByRole('heading', { name: 'Pedidos de Cirurgias' })).toBeVisible();

  // A wizard draft with a patient in the first tab, then 'Sair': no patient datum in any tab's storages.
  await page.keyboard.press('Escape');
  await page.goto('/admin/meusPedidos');
  await page.getByRole('button', { name: 'Novo pedido' }).click();
  const wizard = new WizardPage(page);
  await wizard.choosePatient('maria aparecida', PACIENTE, 'Selecionar internação 48200');
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('opera.wizard.draft') ?? '')).toContain(PACIENTE);
  await new Shell(page).signOut();
  await expect(page).toHaveURL('/auth/login');
  for (const aba of [page, checklist, nova]) {
    const armazenado = await aba.evaluate(() =>
      [localStorage, sessionStorage].flatMap((s) => Object.keys(s).map((k) => `${k}=${s.getItem(k) ?? ''}`)).join('\n'),
    );
    for (const nome of nomes) expect(armazenado).not.toContain(nome);
  }
});

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
    expect(header).toBe(
      '\ufeffNº Pedido;Paciente;Procedimento Principal;Data do Pedido;Data da Cirurgia;Status;A fazer',
    );
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
    await capturaParaRevisao(page, 'lista-impressa');

    await page.emulateMedia({ media: 'screen' });
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    await expect(impressao).toHaveCount(0);
    await expect(lista.table()).toBeVisible();
  },
);
