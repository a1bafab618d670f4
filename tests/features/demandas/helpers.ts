import { screen, within } from '@testing-library/react';

/** The row of a demand in the named table, found by its number. */
export async function demandaRow(table: string, codigo: string) {
  const cell = await within(await screen.findByRole('table', { name: table })).findByText(codigo);
  return cell.closest('tr')!;
}
