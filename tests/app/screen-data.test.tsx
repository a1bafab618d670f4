import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ouvirChamadas } from '@mocks/journal';
import { renderApp, naRota } from '../utils/render-app';

/** Every GET /api/pedidoCirurgiaMedico the back-end receives during the test. */
function listRequests() {
  const seen: string[] = [];
  ouvirChamadas((c) => {
    if (c.method === 'GET' && c.path.startsWith('/api/pedidoCirurgiaMedico/')) seen.push(c.path);
  });
  return seen;
}

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
    await naRota(router, '/admin/pareceresAreaTecnica');
    expect(seen).toHaveLength(0);
  });
});
