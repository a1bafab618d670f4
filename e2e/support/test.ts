// First: this process's clock runs back with the mock server's (mocks/relogio-dos-testes.ts), so the dates a journey
// computes ('today + 2 days') are the page's.
import '../../mocks/relogio-dos-testes-instalar';
import { expect, test as base } from '@playwright/test';
import { atrasarRelogio, VARIAVEL_DIAS } from '../../mocks/relogio-dos-testes';

/**
 * The tag of a journey that drives its pages' time with Playwright's clock (`page.clock.install()`): that clock takes
 * the real date and would mix with this one, whose `Date.now` it copies; such a journey must not depend on the date.
 */
export const RELOGIO_PROPRIO = '@relogio-proprio';

/**
 * Playwright's `test`, with every page of the journey on the suite's clock (docs/decisions/021-relogio-dos-testes.md),
 * and failing when a page breaks the production Content-Security-Policy the mock server sends
 * (docs/decisions/022-cabecalhos-de-producao.md).
 */
export const test = base.extend<{ relogioDosTestes: undefined; semViolacaoDeCsp: undefined }>({
  relogioDosTestes: [
    async ({ context }, use, testInfo) => {
      if (!testInfo.tags.includes(RELOGIO_PROPRIO)) {
        await context.addInitScript(atrasarRelogio, Number(process.env[VARIAVEL_DIAS] ?? 0));
      }
      await use(undefined);
    },
    { auto: true },
  ],
  semViolacaoDeCsp: [
    async ({ context }, use) => {
      const violacoes: string[] = [];
      // Chromium logs each refusal naming the 'Content Security Policy'; the event also catches what it only reports.
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          console.error(`Content Security Policy: ${e.effectiveDirective} bloqueou ${e.blockedURI || 'inline'}`);
        });
      });
      context.on('console', (mensagem) => {
        if (mensagem.text().includes('Content Security Policy')) violacoes.push(mensagem.text());
      });
      await use(undefined);
      expect(violacoes, 'violações da Content-Security-Policy').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export type { Locator, Page } from '@playwright/test';
