import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** The row of a demand in the named table, found by its number. */
export async function demandaRow(table: string, codigo: string) {
  const cell = await within(await screen.findByRole('table', { name: table })).findByText(codigo);
  return cell.closest('tr')!;
}

/**
 * Demandas' inclusion period starting on 01/07/2026 (the seed's demands are older than today), typed as a manager
 * would once the field takes typing: the opening period waits for the configured days.
 */
export async function desdeJulho(user: UserEvent) {
  await abrirFiltros(user);
  const inicio = await screen.findByLabelText('Inclusão de');
  await waitFor(() => expect(inicio).toBeEnabled());
  await user.clear(inicio);
  await user.type(inicio, '01/07/2026');
  await user.tab();
}

/** Opens the filters folded into the summary line above the list (once: a second click folds them again). */
export async function abrirFiltros(user: UserEvent) {
  const filtros = await screen.findByRole('button', { name: 'Filtros' }, { timeout: 15_000 });
  if (filtros.getAttribute('aria-expanded') !== 'true') await user.click(filtros);
}
