import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { onTestFinished, vi } from 'vitest';
import { chooseRowAction } from '../../components/table/row-actions-menu';
import { rowOf } from '../pedidos/helpers';

/** Records the documents opened in a new window (window.open), as paths after the systems API's base URL. */
export function recordOpenedWindows(): string[] {
  const opened: string[] = [];
  const spy = vi.spyOn(window, 'open').mockImplementation((url) => {
    opened.push(String(url).replace(/^.*\/mock\/systems|^.*\/systems/, ''));
    return null;
  });
  onTestFinished(() => spy.mockRestore());
  return opened;
}

/** Opens the print menu of a request in the list on screen. */
export async function openPrintMenu(user: UserEvent, codigo: string) {
  await chooseRowAction(user, await rowOf(user, codigo), 'Impressão');
  return screen.findByRole('dialog', { name: `Impressão do pedido nº ${codigo}` });
}
