import { expect, type Locator, type Page } from '@playwright/test';
import { PedidosListPage } from './meus-pedidos-page';

/** The Impressão action of a request row: its menu, the print forms and the document windows they open. */
export class ImpressaoPage {
  readonly lista: PedidosListPage;

  constructor(private readonly page: Page) {
    this.lista = new PedidosListPage(page);
  }

  /** Opens the row's print menu and returns it. */
  async menu(codigo: string): Promise<Locator> {
    await this.lista.action(codigo, 'Impressão');
    const menu = this.page.getByRole('dialog', { name: `Impressão do pedido nº ${codigo}` });
    await expect(menu).toBeVisible();
    return menu;
  }

  /** Chooses a document of the print menu. */
  async choose(codigo: string, documento: string) {
    await (await this.menu(codigo)).getByRole('button', { name: documento }).click();
  }

  /**
   * Clicks `button` and returns the document window it opens, loaded. A print form's window opens blank within the
   * click and gets its document once the form is saved (docs/decisions/007-print-dialogs-and-documents.md).
   */
  async documentOpenedBy(button: Locator): Promise<Page> {
    const popup = this.page.waitForEvent('popup');
    await button.click();
    const doc = await popup;
    await doc.waitForURL((url) => url.protocol !== 'about:');
    await doc.waitForLoadState();
    return doc;
  }
}
