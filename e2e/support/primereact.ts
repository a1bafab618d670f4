import type { Page } from '@playwright/test';

/** Opens the PrimeReact Dropdown labelled `label` and picks `option`. */
export async function pickOption(page: Page, label: string, option: string) {
  await page
    .locator('.p-dropdown')
    .filter({ has: page.getByLabel(label, { exact: true }) })
    .click();
  await page.getByRole('option', { name: option, exact: true }).click();
}
