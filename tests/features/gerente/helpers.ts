import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** The row of a request, found by pasting its number in the number filter. */
export async function linhaDe(user: UserEvent, codigo: string) {
  const filtro = await screen.findByRole('textbox', { name: 'Filtrar por número do pedido' });
  await user.clear(filtro);
  await user.click(filtro);
  await user.paste(codigo);
  const table = await screen.findByRole('table');
  await within(table).findByText(codigo);
  const row = within(table)
    .getAllByRole('row')
    .find((r) => within(r).queryByText(codigo) !== null);
  if (!row) throw new Error(`linha do pedido ${codigo} não encontrada`);
  return row;
}

/** Replaces a text field's value by pasting (short and fast). */
export async function colar(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}
