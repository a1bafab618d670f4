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

/** What a modal dialog shows: the dialogs open on the page, and the toasts that may lie over them. */
const DIALOGOS = ['[role="dialog"]', '[role="alertdialog"]', '.p-toast'];

async function seriousViolations(page: Page, somenteDialogos: boolean): Promise<string[]> {
  // Only violations are read: axe then skips building the selectors of every passing node, the bulk of a scan's time
  // on a long list (axe-core's API.md, 'Performance'). Every rule still runs on every node.
  let builder = new AxeBuilder({ page });
  if (somenteDialogos) for (const seletor of DIALOGOS) builder = builder.include(seletor);
  const results = await builder
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function expectNoSerious(page: Page, context: string, somenteDialogos: boolean) {
  await settle(page);
  let summary = await seriousViolations(page, somenteDialogos);
  // A toast that began to fade in while axe was reading shows a half-transparent contrast: read the page once more
  // when it has settled (a toast that really lacks contrast fails this second reading too).
  if (summary.length && summary.every((s) => s.includes('.p-toast'))) {
    await settle(page);
    summary = await seriousViolations(page, somenteDialogos);
  }
  expect(summary, `violações de acessibilidade ${context}`).toEqual([]);
}

/** Fails when axe finds a serious or critical violation on the page as it is now. */
export async function expectNoSeriousA11yViolations(page: Page, context = '') {
  await expectNoSerious(page, context, false);
}

/**
 * The same for the modal dialogs open on the page (and its toasts): the page behind a modal dialog is inert for its
 * user, and a journey scans it whole before it opens the dialog. On a long list or a busy calendar this is the
 * difference between a scan of the dialog's few elements and one of the thousands behind it.
 */
export async function expectNoSeriousA11yViolationsInDialogs(page: Page, context = '') {
  await expect(page.locator(DIALOGOS.slice(0, 2).join(', ')).first()).toBeVisible();
  await expectNoSerious(page, context, true);
}
