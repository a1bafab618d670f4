import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { ouvirChamadas } from '@mocks/journal';

/** The row of a request, found as a user would: by typing its number in the number filter. */
export async function rowOf(user: UserEvent, codigo: string) {
  const filtro = await screen.findByRole('textbox', { name: 'Filtrar por número do pedido' });
  await user.clear(filtro);
  await user.type(filtro, codigo);
  const cell = await within(await screen.findByRole('table')).findByText(codigo);
  return cell.closest('tr')!;
}

export async function openAction(user: UserEvent, codigo: string, action: string) {
  const row = await rowOf(user, codigo);
  await user.click(within(row).getByRole('button', { name: new RegExp(`^${action}.*\\(pedido ${codigo}\\)$`) }));
}

/** The calls the back-ends receive from now on in the test, as 'METHOD /path' without the back-end's base path. */
export function recordRequests(): string[] {
  const seen: string[] = [];
  ouvirChamadas((c) => seen.push(`${c.method} ${c.path}`));
  return seen;
}

/** The data rows of the table on screen (header excluded). */
export function bodyRows() {
  return within(screen.getByRole('table')).getAllByRole('row').slice(1);
}
