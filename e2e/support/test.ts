// First: this process's clock runs back with the mock server's (mocks/relogio-dos-testes.ts), so the dates a journey
// computes ('today + 2 days') are the page's.
import '../../mocks/relogio-dos-testes-instalar';
import { test as base } from '@playwright/test';
import { atrasarRelogio, VARIAVEL_DIAS } from '../../mocks/relogio-dos-testes';

/** Playwright's `test`, with every page of the journey on the suite's clock (docs/decisions/021-relogio-dos-testes.md). */
export const test = base.extend<{ relogioDosTestes: undefined }>({
  relogioDosTestes: [
    async ({ context }, use) => {
      await context.addInitScript(atrasarRelogio, Number(process.env[VARIAVEL_DIAS] ?? 0));
      await use(undefined);
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';
export type { Locator, Page } from '@playwright/test';
