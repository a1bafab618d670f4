import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/login-page';
import { Shell } from './pages/shell';

// `npm run dev`: the in-browser mock back-end (MSW service worker) answers every call.
test('npm run dev runs on the in-browser mock back-end', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn('carlos.mendes');
  await expect(page).toHaveURL('/admin/meusPedidos');
  expect(await new Shell(page).menuLabels()).toEqual(['Meus Pedidos', 'Pedidos de Residentes', 'Agenda do Médico', 'Minhas Demandas']);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '')).toContain('mockServiceWorker.js');
});
