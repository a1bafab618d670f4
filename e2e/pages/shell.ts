import type { Page } from '@playwright/test';

/** The signed-in shell: side menu, top bar, profile menu. */
export class Shell {
  constructor(private readonly page: Page) {}

  menu() {
    return this.page.getByRole('navigation', { name: 'Menu principal' });
  }

  async menuLabels(): Promise<string[]> {
    await this.menu().getByRole('link').first().waitFor();
    return (await this.menu().getByRole('link').allInnerTexts()).map((t) => t.trim());
  }

  /** The narrow-screen menu button, named by what it does next. */
  menuButton(state: 'Abrir' | 'Fechar' = 'Abrir') {
    return this.page.getByRole('button', { name: `${state} menu` });
  }

  title() {
    return this.page.locator('.topbar__brand');
  }

  async signOut() {
    await this.page.locator('.topbar__profile').click();
    await this.page.getByRole('menuitem', { name: 'Sair' }).click();
  }
}
