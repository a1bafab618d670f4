import { expect, type Page } from '@playwright/test';

export const SENHA = 'senha123';

/** The login screen. */
export class LoginPage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto('/auth/login');
    await expect(this.page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  }

  async signIn(username: string, password = SENHA) {
    await this.page.getByLabel('Usuário').fill(username);
    await this.page.getByLabel('Senha').fill(password);
    await this.page.getByRole('button', { name: 'Entrar' }).click();
  }
}
