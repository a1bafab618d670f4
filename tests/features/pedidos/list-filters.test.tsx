import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db/db';
import { pedidoRow } from '@mocks/handlers/main/pedido-views';
import { pickOption } from '../../utils/primereact';
import { renderApp } from '../../utils/render-app';
import { bodyRows } from './helpers';

const table = () => screen.findByRole('table');

describe('request list filters and pages', () => {
  it('the status picker keeps only that status', async () => {
    const { user } = renderApp('/admin/meusPedidos', { as: 'carlos.mendes' });
    await table();
    await pickOption(user, 'Filtrar por status', 'CANCELADO');
    await waitFor(() => expect(bodyRows().every((r) => within(r).queryByText('CANCELADO'))).toBe(true));
    expect(bodyRows().length).toBeGreaterThan(0);
  });

  it('the procedure picker keeps only that procedure', async () => {
    const procedimento = pedidoRow(db.pedidos[0]).procedimento!;
    const { user } = renderApp('/admin/meusPedidos', { as: 'carlos.mendes' });
    await table();
    await pickOption(user, 'Filtrar por procedimento', procedimento);
    await waitFor(() => expect(bodyRows().every((r) => within(r).queryByText(procedimento))).toBe(true));
  });

  it('the request-date calendar (dd/mm/yyyy) compares the day', async () => {
    const { user } = renderApp('/admin/meusPedidos', { as: 'carlos.mendes' });
    await table();
    // Request 2027000 was made on 23/10/2026 (seed).
    // The pickers mount a frame after the first rows (table-filter-bar.tsx).
    await user.type(await screen.findByLabelText('Filtrar por data do pedido'), '23/10/2026');
    await waitFor(() => expect(bodyRows().every((r) => within(r).queryByText('23/10/2026'))).toBe(true));
    expect(within(screen.getByRole('table')).getByText('2027000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Escolher data: Filtrar por data do pedido' })).toBeInTheDocument();
  });

  it('the global search finds a request by number, with its ONCO mark', async () => {
    const { user } = renderApp('/admin/meusPedidos', { as: 'carlos.mendes' });
    await table();
    await user.type(screen.getByRole('textbox', { name: 'Pesquisa geral' }), '2027004');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(within(bodyRows()[0]).getByText('ONCO')).toBeInTheDocument();
  });

  it('pages of 10, and a new filter goes back to the first page', async () => {
    const { user } = renderApp('/admin/meusPedidos', { as: 'carlos.mendes' });
    await table();
    // Under Vitest PrimeReact's aria labels stay in English; the app shows 'Página 2'.
    await user.click(screen.getByRole('button', { name: /^(Página|Page) 2$/ }));
    expect(await screen.findByText(/^11 a 20 de \d+$/)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Filtrar por paciente' }), 'maria');
    expect(await screen.findByText(/^1 a \d+ de \d+$/)).toBeInTheDocument();
  });

  it('Pedidos de Residentes filters the requester by sound', async () => {
    const { user } = renderApp('/admin/pedidosResidentes', { as: 'carlos.mendes' });
    await table();
    await user.type(screen.getByRole('textbox', { name: 'Filtrar por requisitante' }), 'lukas martins');
    await waitFor(() => expect(bodyRows().every((r) => within(r).queryByText('LUCAS MARTINS ROCHA'))).toBe(true));
    expect(bodyRows().length).toBeGreaterThan(0);
  });
});
