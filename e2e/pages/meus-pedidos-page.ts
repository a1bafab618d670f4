import { expect, type Locator, type Page } from '@playwright/test';

/** Meus Pedidos and Pedidos de Residentes: filters, rows, row actions. */
export class PedidosListPage {
  constructor(private readonly page: Page) {}

  table(): Locator {
    return this.page.getByRole('table');
  }

  async filterByCode(codigo: string) {
    const filtro = this.page.getByRole('textbox', { name: 'Filtrar por número do pedido' });
    await filtro.fill(codigo);
    await expect(this.table().getByText(codigo, { exact: true })).toBeVisible();
    return this.table().getByRole('row').filter({ hasText: codigo });
  }

  async clearCodeFilter() {
    await this.page.getByRole('textbox', { name: 'Filtrar por número do pedido' }).fill('');
  }

  async action(codigo: string, action: string) {
    const row = await this.filterByCode(codigo);
    await row.getByRole('button', { name: new RegExp(`^${action}.*\\(pedido ${codigo}\\)$`) }).click();
  }

  dialog(name: string | RegExp): Locator {
    return this.page.getByRole('dialog', { name });
  }
}
