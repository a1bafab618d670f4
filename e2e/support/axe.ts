import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

async function settle(page: Page) {
  // Let enter/exit animations (dialogs, toasts) finish: half-transparent frames are not what users read. Waits for the
  // page's running CSS transitions and animations and PrimeReact's transition classes, not for a fixed time.
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        // A spinner turns for ever: only animations that end are waited for.
        .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity) &&
      !document.querySelector(
        '[class*="-enter-active"], [class*="-exit-active"], .p-toast-message-enter, .p-toast-message-exit',
      ) &&
      Array.from(document.querySelectorAll('.p-toast-message')).every((el) => getComputedStyle(el).opacity === '1'),
  );
}

async function seriousViolations(page: Page): Promise<string[]> {
  // Only violations are read: axe then skips building the selectors of every passing node, the bulk of a scan's time
  // on a long list (axe-core's API.md, 'Performance'). Every rule still runs on every node.
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Fails when axe finds a serious or critical violation on the page as it is now. */
export async function expectNoSeriousA11yViolations(page: Page, context = '') {
  await settle(page);
  let summary = await seriousViolations(page);
  // A toast that began to fade in while axe was reading shows a half-transparent contrast: read the page once more
  // when it has settled (a toast that really lacks contrast fails this second reading too).
  if (summary.length && summary.every((s) => s.includes('.p-toast'))) {
    await settle(page);
    summary = await seriousViolations(page);
  }
  expect(summary, `violações de acessibilidade ${context}`).toEqual([]);
}
