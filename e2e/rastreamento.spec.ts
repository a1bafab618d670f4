// Rastreamento (requester-side.md §2 'Order tracking page'; docs/decisions/012-rastreamento-failure.md): a patient
// opens a tracking link on a phone, without signing in. Codes from the mock seed (mocks/handlers/main/rastreio.ts).
import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/axe';

const AGUARDANDO_PARECER = '2027004';
const DESCONHECIDO = '9999999';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test(
  'a patient opens a tracking link on a phone: the current step with n of m, no sideways scroll; an unknown code: not found, and retry',
  { tag: '@second-dialect' },
  async ({ page }) => {
    await page.goto(`/rastreamento/${AGUARDANDO_PARECER}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Rastreamento do pedido' })).toBeVisible();
    await expect(page.getByText('Etapa 3 de 6')).toBeVisible();
    const etapas = page.getByRole('list', { name: 'Etapas do pedido' });
    // On a phone only the current step shows.
    await expect(etapas.getByRole('listitem')).toHaveCount(1);
    await expect(etapas.getByRole('listitem')).toHaveText('3AGUARDANDO PARECER');
    await expect(page.getByRole('region', { name: 'Dados do pedido' }).getByText('Paciente')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Histórico' }).getByRole('listitem')).toHaveCount(3);
    const larguras = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(larguras[0]).toBeLessThanOrEqual(larguras[1]);
    await expectNoSeriousA11yViolations(page, 'rastreamento');

    await page.goto(`/rastreamento/${DESCONHECIDO}`);
    const falha = 'Pedido não encontrado. Confira o número do link.';
    await expect(page.getByRole('alert')).toHaveText(falha);
    const consultas: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes(`/api/rastreioPedido/${DESCONHECIDO}`)) consultas.push(r.url());
    });
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page.getByRole('alert')).toHaveText(falha);
    await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeFocused();
    expect(consultas).toHaveLength(1);
    await expectNoSeriousA11yViolations(page, 'rastreamento: código desconhecido');
  },
);
