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

  /** The row's '⋯' button ('Ações do pedido 2027000'). */
  menuButton(row: Locator, codigo: string): Locator {
    return row.getByRole('button', { name: `Ações do pedido ${codigo}` });
  }

  /** Opens the row's '⋯' menu and returns its item `label` (Favoritar, Cancelar, Ver histórico). */
  async menuItem(codigo: string, label: string): Promise<Locator> {
    const row = await this.filterByCode(codigo);
    await this.menuButton(row, codigo).click();
    return this.page.getByRole('menu', { name: `Ações do pedido ${codigo}` }).getByRole('menuitem', { name: label });
  }

  /** A row action: its own button (Resumo, Anotações, Documentos), else the item of the row's '⋯' menu. */
  async action(codigo: string, action: string) {
    const row = await this.filterByCode(codigo);
    const own = row.getByRole('button', { name: new RegExp(`^${action}.*\\(pedido ${codigo}\\)$`) });
    if ((await own.count()) > 0) await own.click();
    else await (await this.menuItem(codigo, action)).click();
  }

  dialog(name: string | RegExp): Locator {
    return this.page.getByRole('dialog', { name });
  }
}
