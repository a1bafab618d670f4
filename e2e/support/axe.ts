import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Fails when axe finds a serious or critical violation on the page as it is now. */
export async function expectNoSeriousA11yViolations(page: Page, context = '') {
  // Let enter/exit animations (dialogs, toasts) finish: half-transparent frames are not what users read.
  await page.waitForTimeout(400);
  await page.waitForFunction(
    () =>
      !document.querySelector(
        '[class*="-enter-active"], [class*="-exit-active"], .p-toast-message-enter, .p-toast-message-exit',
      ),
  );
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = serious.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, `violações de acessibilidade ${context}`).toEqual([]);
}
