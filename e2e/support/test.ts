// First: this process's clock runs back with the mock server's (mocks/relogio-dos-testes.ts), so the dates a journey
// computes ('today + 2 days') are the page's.
import '../../mocks/relogio-dos-testes-instalar';
import { test as base } from '@playwright/test';
import { atrasarRelogio, VARIAVEL_DIAS } from '../../mocks/relogio-dos-testes';

/**
 * The tag of a journey that drives its pages' time with Playwright's clock (`page.clock.install()`): that clock takes
 * the real date and would mix with this one, whose `Date.now` it copies; such a journey must not depend on the date.
 */
export const RELOGIO_PROPRIO = '@relogio-proprio';

/** Playwright's `test`, with every page of the journey on the suite's clock (docs/decisions/021-relogio-dos-testes.md). */
export const test = base.extend<{ relogioDosTestes: undefined }>({
  relogioDosTestes: [
    async ({ context }, use, testInfo) => {
      if (!testInfo.tags.includes(RELOGIO_PROPRIO)) {
        await context.addInitScript(atrasarRelogio, Number(process.env[VARIAVEL_DIAS] ?? 0));
      }
      await use(undefined);
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';
export type { Locator, Page } from '@playwright/test';
