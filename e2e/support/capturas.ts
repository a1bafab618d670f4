import type { Page } from '@playwright/test';

/**
 * A full-page picture of a screen for reviewers, in screenshots/ (untracked), taken only when `E2E_CAPTURAS` is set:
 * `E2E_CAPTURAS=1 npx playwright test e2e/layout.spec.ts`. It proves nothing by itself (the journeys' assertions do),
 * and a full-page capture costs about a second of software rendering on the 2-core machine, so `npm test` skips it.
 */
export async function capturaParaRevisao(page: Page, nome: string, inteira = true): Promise<void> {
  if (!process.env.E2E_CAPTURAS) return;
  await page.screenshot({ path: `screenshots/${nome}.png`, fullPage: inteira });
}
