import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The '⋯' button of a row ('Ações do pedido 2027000'). */
export function menuButtonOf(row: HTMLElement) {
  return within(row).getByRole('button', { name: /^Ações d/ });
}

/**
 * The open popup menu. PrimeReact measures the popup with offsetParent, which jsdom lacks, and leaves it
 * display:none there; the accessibility tree then hides it (in Chromium it shows).
 */
export function openMenu(name?: string) {
  return screen.findByRole('menu', { name, hidden: true });
}

/** Opens the row's '⋯' menu with a click and returns the item named `label` (a menuitem in the popup). */
export async function menuItemOf(user: UserEvent, row: HTMLElement, label: string) {
  await user.click(menuButtonOf(row));
  return within(await openMenu()).getByRole('menuitem', { name: label, hidden: true });
}

/**
 * Chooses a row action as a user would: its own button ('Resumo (pedido 2027000)', 'Anotações (há anotação não
 * lida) (pedido …)') when it is on the row, else the item of the row's '⋯' menu.
 */
export async function chooseRowAction(user: UserEvent, row: HTMLElement, action: string) {
  const own = within(row).queryByRole('button', { name: new RegExp(`^${escape(action)} \\(`) });
  if (own) {
    await user.click(own);
    return;
  }
  await user.click(await menuItemOf(user, row, action));
}
