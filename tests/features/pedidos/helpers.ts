import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { onTestFinished } from 'vitest';
import { server } from '@mocks/node';

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

/** The calls the back-ends receive during the test, as 'METHOD /path' without the back-end's base path. */
export function recordRequests(): string[] {
  const seen: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const path = new URL(request.url).pathname.replace(/^.*?(?=\/api\/|\/logpedido)/, '');
    seen.push(`${request.method} ${path}`);
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return seen;
}

/** The data rows of the table on screen (header excluded). */
export function bodyRows() {
  return within(screen.getByRole('table')).getAllByRole('row').slice(1);
}
