import { expect, test } from './support/test';
import {
  expectNoSeriousA11yViolations,
  expectNoSeriousA11yViolationsIn,
  expectNoSeriousA11yViolationsInDialogs,
} from './support/axe';

// The journeys' accessibility scans (e2e/support/axe.ts) run axe-core in the page themselves: they must still see what
// axe sees. The sign-in page, with a nameless button and a grey-on-white line put into it, fails each of them.
test('the accessibility scan fails on a nameless button and on text without contrast', async ({ page }) => {
  await page.goto('/auth/login');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'na entrada');

  await page.evaluate(() => {
    const dialogo = document.createElement('div');
    dialogo.setAttribute('role', 'dialog');
    dialogo.setAttribute('aria-label', 'Defeituoso');
    dialogo.innerHTML = '<button type="button"></button><p style="color:#ddd;background:#fff">Quase invisível</p>';
    document.body.append(dialogo);
  });
  const falhas = async (scan: Promise<void>) => {
    const erro = await scan.then(
      () => '',
      (e: unknown) => String(e),
    );
    expect(erro).toContain('button-name (critical)');
    expect(erro).toContain('color-contrast (serious)');
  };
  await falhas(expectNoSeriousA11yViolations(page, 'com defeitos'));
  await falhas(expectNoSeriousA11yViolationsInDialogs(page, 'com defeitos'));
  await falhas(expectNoSeriousA11yViolationsIn(page, ['[role="dialog"]'], 'com defeitos'));
  // A part of the page without the defects passes.
  await expectNoSeriousA11yViolationsIn(page, ['form'], 'no formulário');
});
