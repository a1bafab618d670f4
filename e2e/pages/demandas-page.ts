import { expect, type Locator, type Page } from '@playwright/test';

/** Minhas Demandas and the managers' Demandas table. */
export class DemandasPage {
  constructor(private readonly page: Page) {}

  table(name: 'Minhas demandas' | 'Demandas'): Locator {
    return this.page.getByRole('table', { name });
  }

  row(name: 'Minhas demandas' | 'Demandas', text: string): Locator {
    return this.table(name).getByRole('row').filter({ hasText: text });
  }

  dialog(name: string | RegExp): Locator {
    return this.page.getByRole('dialog', { name });
  }

  /** A row action behind its '⋯' menu. */
  async menuAction(row: Locator, action: string) {
    await row.getByRole('button', { name: /^Ações da demanda/ }).click();
    await this.page.getByRole('menuitem', { name: action }).click();
  }

  /** Demandas: the inclusion period from this day. */
  async periodFrom(ddmmyyyy: string) {
    // The filters fold into the summary line above the list: 'Filtros' opens them.
    const filtros = this.page.getByRole('button', { name: 'Filtros', exact: true });
    if ((await filtros.getAttribute('aria-expanded')) === 'false') await filtros.click();
    const inicio = this.page.getByLabel('Inclusão de', { exact: true });
    // As a user would: once the configured period is shown (the field takes typing only then), type over it.
    await expect(inicio).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
    await inicio.fill(ddmmyyyy);
    await inicio.press('Tab');
  }

  async expectLoaded(name: 'Minhas demandas' | 'Demandas') {
    await expect(this.table(name)).toBeVisible();
  }
}
