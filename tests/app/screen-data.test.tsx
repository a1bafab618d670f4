import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../utils/render-app';

const { server } = await import('@mocks/node');

/** Every GET /api/pedidoCirurgiaMedico the back-end receives during the test. */
function listRequests() {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'GET' && request.url.includes('/api/pedidoCirurgiaMedico/')) seen.push(request.url);
  });
  return seen;
}

afterEach(() => server.events.removeAllListeners());

describe("the router starts a screen's first data with its code", () => {
  it('Meus Pedidos asks the back-end once for its list, and not again when reopened within 30 s', async () => {
    const seen = listRequests();
    const { user } = renderApp('/admin/meusPedidos', { as: 'carlos.mendes' });
    expect(await screen.findByRole('table', { name: 'Meus pedidos' })).toBeInTheDocument();
    expect(seen).toHaveLength(1);
    await user.click(screen.getByRole('link', { name: 'Minhas Demandas' }));
    await screen.findByRole('heading', { name: 'Minhas Demandas' });
    await user.click(screen.getByRole('link', { name: 'Meus Pedidos' }));
    expect(await screen.findByRole('table', { name: 'Meus pedidos' })).toBeInTheDocument();
    expect(seen).toHaveLength(1);
  });

  it('a user the route does not let in starts no request for its data', async () => {
    const seen = listRequests();
    const { router } = renderApp('/admin/meusPedidos', { as: 'paulo.nunes' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/pareceresAreaTecnica'));
    expect(seen).toHaveLength(0);
  });
});
