import { expect, type Page } from '@playwright/test';
import { pickOption } from '../support/primereact';

/** The request wizard. */
export class WizardPage {
  constructor(private readonly page: Page) {}

  async searchByName(nome: string) {
    await this.page.getByLabel('Nome do paciente').fill(nome);
    await this.page.getByRole('button', { name: 'Pesquisar' }).click();
  }

  dialog(name: string) {
    return this.page.getByRole('dialog', { name });
  }

  async quantity(value: string) {
    const dialog = this.dialog('Quantidade');
    await dialog.getByLabel('Quantidade').fill(value);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
  }

  async pickMain(option: string) {
    await pickOption(this.page, 'Procedimento principal *', option);
  }

  /** Adds a secondary procedure and answers its quantity dialog. */
  async addSecondary(match: RegExp, quantidade: string) {
    const multiselect = this.page
      .locator('.p-multiselect')
      .filter({ has: this.page.getByLabel(/^Procedimentos secundários( \*)?$/) });
    await multiselect.click();
    await this.page.getByRole('option', { name: match }).click();
    await this.quantity(quantidade);
    if (await this.page.locator('.p-multiselect-panel').isVisible()) await this.page.keyboard.press('Escape');
  }

  /** A field marked as pending: invalid, with its message under it. */
  async expectPending(label: string, message: string) {
    const field = this.page.getByLabel(label, { exact: true });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(new RegExp(message));
  }

  next() {
    return this.page.getByRole('button', { name: 'Próximo' }).click();
  }
}
