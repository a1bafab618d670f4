import { expect, test } from './support/test';
import { LoginPage } from './pages/login-page';
import { PedidosListPage } from './pages/meus-pedidos-page';
import { Shell } from './pages/shell';

// `npm run dev`: the in-browser mock back-end (MSW service worker) answers every call.
test('npm run dev runs on the in-browser mock back-end', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn('carlos.mendes');
  await expect(page).toHaveURL('/admin/meusPedidos');
  expect(await new Shell(page).menuLabels()).toEqual([
    'Meus Pedidos',
    'Pedidos de Residentes',
    'Agenda do Médico',
    'Minhas Demandas',
  ]);
  // MSW's worker behind its filter, which asks it only about the four back-ends' calls (public/mock-service-worker.js).
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '')).toContain(
    '/mock-service-worker.js?bases=',
  );
});

/** The dev server's reload of a signed-in screen to its side menu: 1.9–2.1 s measured on the busy 2-core machine, plus half. */
const RECARGA_MS = 3_000;

// The mock database is kept in the tab's sessionStorage: a reload keeps the session and the changes.
test('dev mode keeps the session and the data across reloads; the reset button restores the seed', async ({ page }) => {
  const login = new LoginPage(page);
  const lista = new PedidosListPage(page);
  const favoritos = async () => {
    await page.getByRole('button', { name: 'Novo a partir de favorito' }).click();
    const dialog = lista.dialog('Novo pedido a partir de favorito');
    await expect(dialog).toBeVisible();
    return dialog;
  };

  await login.goto();
  await login.signIn('carlos.mendes');
  await expect(page).toHaveURL('/admin/meusPedidos');

  await lista.action('2027006', 'Favoritar');
  const favoritar = lista.dialog('Favoritar pedido nº 2027006');
  await favoritar.getByLabel('Descrição').fill('FAVORITO QUE SOBREVIVE');
  await favoritar.getByText('Para mim', { exact: true }).click();
  await favoritar.getByRole('button', { name: 'Salvar favorito' }).click();
  await expect(favoritar).toBeHidden();

  // The reload to the side menu within about its time plus half (the project's 30 s is for the first compile of a
  // page): the bench holds it to the production build's reload (docs/decisions/025-pisos-do-bench.md 'The dev
  // server's reload').
  await page.reload({ waitUntil: 'commit' });
  await expect(new Shell(page).menu()).toBeVisible({ timeout: RECARGA_MS });
  await expect(page).toHaveURL('/admin/meusPedidos');
  await expect(lista.table()).toBeVisible();
  let dialog = await favoritos();
  await expect(dialog.getByRole('button', { name: 'Usar favorito FAVORITO QUE SOBREVIVE' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The reset button: keyboard reachable, asks first (declining keeps everything).
  const reset = page.getByRole('button', { name: 'Restaurar dados de exemplo' });
  await expect(reset).toBeVisible();
  page.once('dialog', (d) => void d.dismiss());
  await reset.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/admin/meusPedidos');

  page.once('dialog', (d) => {
    expect(d.type()).toBe('confirm');
    void d.accept();
  });
  await reset.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/auth/login');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // Signed out for good (the old token is gone with the seed), and the favourite too.
  await page.goto('/admin/meusPedidos');
  await expect(page).toHaveURL(/\/auth/);
  await login.goto();
  await login.signIn('carlos.mendes');
  await expect(page).toHaveURL('/admin/meusPedidos');
  dialog = await favoritos();
  await expect(dialog.getByRole('button', { name: 'Usar favorito ARTROPLASTIA DE JOELHO PADRÃO' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Usar favorito FAVORITO QUE SOBREVIVE' })).toHaveCount(0);
});
