import { expect, type Locator, type Page } from '@playwright/test';

/** The keyboard alone: Tab to a control, pick in PrimeReact dropdowns with the arrows, type, Enter. */
export class Keyboard {
  constructor(private readonly page: Page) {}

  private focused(target: Locator) {
    return target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));
  }

  /** Presses Tab (forward) until `target` has the focus. */
  async tabTo(target: Locator, max = 150) {
    await expect(target).toBeAttached();
    for (let i = 0; i < max; i += 1) {
      if (await this.focused(target)) return;
      await this.page.keyboard.press('Tab');
    }
    throw new Error(`Tab never reached ${target.toString()}`);
  }

  /** Tab to `target`, then Enter. */
  async activate(target: Locator) {
    await this.tabTo(target);
    await this.page.keyboard.press('Enter');
  }

  /** Tab to the field labelled `label` and type `text` into it. */
  async typeInto(label: string | RegExp, text: string) {
    await this.tabTo(this.page.getByLabel(label));
    await this.page.keyboard.type(text);
  }

  /**
   * A PrimeReact dropdown labelled `label`: Tab to it, open it (Enter) or type `filtro` into its filter, then ArrowDown
   * until `option` is the highlighted option, and Enter.
   */
  async choose(label: string, option: string, filtro?: string) {
    await this.tabTo(this.page.getByRole('textbox', { name: label, exact: true }));
    if (filtro) {
      await this.page.keyboard.type(filtro);
      const filtroNome = `Filtrar ${label.replace(/ \*$/, '')}`;
      const caixa = this.page.getByRole('textbox', { name: filtroNome });
      await expect(caixa).toHaveValue(filtro);
      await expect(caixa).toBeFocused();
      // The list shown is the filtered one before the arrows move in it.
      const primeira = this.page.locator('.p-dropdown-panel li.p-dropdown-item').first();
      await expect(primeira).toContainText(filtro, { ignoreCase: true });
    } else {
      await this.page.keyboard.press('Enter');
    }
    const destacado = this.page.locator('.p-dropdown-panel li.p-dropdown-item.p-focus').first();
    const vistos: string[] = [];
    for (let i = 0; i < 60; i += 1) {
      await this.page.keyboard.press('ArrowDown');
      const texto = ((await destacado.textContent({ timeout: 2000 }).catch(() => null)) ?? '').trim();
      if (texto === option) {
        await this.page.keyboard.press('Enter');
        await expect(this.page.locator('.p-dropdown-panel')).toBeHidden();
        return;
      }
      vistos.push(texto);
    }
    throw new Error(`${label}: ${option} never highlighted (${vistos.slice(0, 5).join(' | ')})`);
  }
}
