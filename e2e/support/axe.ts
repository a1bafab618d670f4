import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type axe from 'axe-core';
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

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

/**
 * axe-core's minified build (580 KB), read once: `axe.source` is the unminified one (1.3 MB), and putting it in a page
 * cost about a second on the 2-core machine, as long as a scan.
 */
const AXE_MIN = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core is put in the page once per document and run there (axe-core's API.md, `axe.run`). @axe-core/playwright's
 * builder sent axe's 1.3 MB source two or three times per scan and finished each one in a new blank page: 4–12 s a
 * scan on the 2-core machine, against about 1 s this way, for the same rules on the same nodes.
 */
async function comAxe(page: Page): Promise<void> {
  if (await page.evaluate(() => typeof window.axe?.run === 'function')) return;
  await page.evaluate(AXE_MIN);
}

async function seriousViolations(page: Page, incluir: readonly string[] | null): Promise<string[]> {
  await comAxe(page);
  // Only violations are read: axe then skips building the selectors of every passing node, the bulk of a scan's time
  // on a long list (axe-core's API.md, 'Performance'). Every rule still runs on every node.
  return page.evaluate(
    async ({ incluir, tags }) => {
      const motor = window.axe;
      if (!motor) throw new Error('axe-core não foi carregado na página');
      const contexto = incluir ? { include: incluir.map((seletor) => [seletor]) } : document;
      const { violations } = await motor.run(contexto, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    },
    { incluir, tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  );
}

async function expectNoSerious(page: Page, context: string, incluir: readonly string[] | null) {
  await settle(page);
  let summary = await seriousViolations(page, incluir);
  // A toast that began to fade in while axe was reading shows a half-transparent contrast: read the page once more
  // when it has settled (a toast that really lacks contrast fails this second reading too).
  if (summary.length && summary.every((s) => s.includes('.p-toast'))) {
    await settle(page);
    summary = await seriousViolations(page, incluir);
  }
  expect(summary, `violações de acessibilidade ${context}`).toEqual([]);
}

/** Fails when axe finds a serious or critical violation on the page as it is now. */
export async function expectNoSeriousA11yViolations(page: Page, context = '') {
  await expectNoSerious(page, context, null);
}

/** The same for the parts of the page that `seletores` name (each must be on the page). */
export async function expectNoSeriousA11yViolationsIn(page: Page, seletores: readonly string[], context = '') {
  for (const seletor of seletores) await expect(page.locator(seletor).first()).toBeAttached();
  await expectNoSerious(page, context, seletores);
}

/**
 * The same for the modal dialogs open on the page (and its toasts): the page behind a modal dialog is inert for its
 * user, and a journey scans it whole before it opens the dialog. On a long list or a busy calendar this is the
 * difference between a scan of the dialog's few elements and one of the thousands behind it.
 */
export async function expectNoSeriousA11yViolationsInDialogs(page: Page, context = '') {
  await expect(page.locator(DIALOGOS.slice(0, 2).join(', ')).first()).toBeVisible();
  await expectNoSerious(page, context, DIALOGOS);
}
