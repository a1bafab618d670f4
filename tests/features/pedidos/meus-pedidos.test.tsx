import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db/db';
import { failNext } from '@mocks/scenarios';
import { pickOption } from '../../utils/primereact';
import { renderApp } from '../../utils/render-app';
import { chooseRowAction, menuItemOf, openMenu } from '../../components/table/row-actions-menu';
import { recordRequests, rowOf } from './helpers';

const table = () => screen.findByRole('table');
describe('/admin/meusPedidos', () => {
  it('lists the doctor’s requests, 10 a page, with marks, dates and status', async () => {
    renderApp('/admin/meusPedidos', { as: 'carlos.mendes' });
    const rows = within(await table()).getAllByRole('row');
    expect(rows).toHaveLength(11); // header + 10
    expect(screen.getByText(/1 a 10 de \d+/)).toBeInTheDocument();
    expect(screen.getAllByText('GMR').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Não informado').length).toBeGreaterThan(0);
  });

  it("shows 'Sem pedidos' when the doctor has none", async () => {
    db.pedidos = [];
    renderApp('/admin/meusPedidos', { as: 'carlos.mendes' });
    expect(await screen.findByText('Sem pedidos')).toBeInTheDocument();
  });

  it('a failed load stops loading and offers a retry that works', async () => {
    // The router's prefetch and the screen's own load both fail (a failed prefetch is read again on mount).
    failNext('GET /api/pedidoCirurgiaMedico/:id', 500, { mensagem: 'Serviço indisponível', times: 2 });
    const { user } = renderApp('/admin/meusPedidos', { as: 'carlos.mendes' });
    expect(await screen.findByText('Serviço indisponível')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await table()).toBeInTheDocument();
  });

  it('filters by patient name phonetically and by the global search', async () => {
    const { user } = renderApp('/admin/meusPedidos', { as: 'carlos.mendes' });
    await table();
    await user.type(screen.getByRole('textbox', { name: 'Filtrar por paciente' }), 'sousa');
    const names = within(await table()).getAllByText(/SOUZA|SOUSA/);
    expect(names.length).toBeGreaterThan(0);
    expect(within(await table()).queryByText(/JOSE CARLOS DA SILVA/)).not.toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Filtrar por paciente' }));
    await user.type(screen.getByRole('textbox', { name: 'Pesquisa geral' }), '99999999');
    expect(await screen.findByText('Sem pedidos')).toBeInTheDocument();
  });

  it("'Buscar pedido pelo código' loads that request with ?codigo=", async () => {
    const { user } = renderApp('/admin/meusPedidos', { as: 'carlos.mendes' });
    await table();
    await user.click(screen.getByRole('button', { name: 'Buscar pedido pelo código' }));
    await user.type(await screen.findByLabelText('Código do pedido'), '2027002');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));
    expect(within(screen.getByRole('table')).getByText('2027002')).toBeInTheDocument();
  });

  it("an unknown code shows 'Sem pedidos' until 'Mostrar todos os pedidos'", async () => {
    const { user } = renderApp('/admin/meusPedidos', { as: 'carlos.mendes' });
    await table();
    await user.click(screen.getByRole('button', { name: 'Buscar pedido pelo código' }));
    await user.type(await screen.findByLabelText('Código do pedido'), '9999999');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('Sem pedidos')).toBeInTheDocument();
    expect(screen.getByText(/Exibindo o pedido de código 9999999/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mostrar todos os pedidos' }));
    expect(await table()).toBeInTheDocument();
  });

  it('cancelling needs a reason, then cancels, logs Status and disables Favoritar and Cancelar', async () => {
    const { user } = renderApp('/admin/meusPedidos', { as: 'carlos.mendes' });
    const row = await rowOf(user, '2027000');
    await chooseRowAction(user, row, 'Cancelar');
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar pedido nº 2027000' });
    await user.click(within(dialog).getByLabelText('Observações'));
    await user.paste('Paciente mudou de cidade.');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar cancelamento' }));
    // In the dialog (the toast says it too: waiting for one on the whole screen waited out the toast).
    expect(await within(dialog).findByText('É necessário informar o motivo de cancelamento!')).toBeInTheDocument();
    expect(db.pedidos.find((p) => p.id === 1000)!.status).not.toBe(9);
    await pickOption(user, 'Motivo do cancelamento', 'ÓBITO');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar cancelamento' }));
    await waitFor(() => expect(db.pedidos.find((p) => p.id === 1000)!.status).toBe(9));
    expect(db.pedidos.find((p) => p.id === 1000)).toMatchObject({
      motivoCancelamento: 2,
      observacoesCancelamento: 'Paciente mudou de cidade.',
    });
    await waitFor(() =>
      expect(db.logs.some((l) => l.id_pedido === 1000 && l.tipo === 'Status' && l.descricao === 'CANCELADO')).toBe(
        true,
      ),
    );
    const updated = await rowOf(user, '2027000');
    await waitFor(() => expect(within(updated).getByText('CANCELADO')).toBeInTheDocument());
    expect(await menuItemOf(user, updated, 'Cancelar')).toHaveAttribute('aria-disabled', 'true');
    expect(within(await openMenu()).getByRole('menuitem', { name: 'Favoritar', hidden: true })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('a failed cancel shows the server message and keeps the dialog input; confirmed again, it cancels and logs once', async () => {
    failNext('PUT /api/cancelarPedidoCirurgia/:id', 500, { mensagem: 'Não foi possível cancelar o pedido.' });
    const { user } = renderApp('/admin/meusPedidos', { as: 'carlos.mendes' });
    const row = await rowOf(user, '2027000');
    await chooseRowAction(user, row, 'Cancelar');
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar pedido nº 2027000' });
    await pickOption(user, 'Motivo do cancelamento', 'ÓBITO');
    await user.type(within(dialog).getByLabelText('Observações'), 'Texto que não se perde');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar cancelamento' }));
    expect(await screen.findByText('Não foi possível cancelar o pedido.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Observações')).toHaveValue('Texto que não se perde');
    const calls = recordRequests();
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar cancelamento' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Cancelar pedido nº 2027000' })).not.toBeInTheDocument(),
    );
    expect(calls.filter((c) => !c.startsWith('GET ') && !c.startsWith('POST /api/pedidoCirurgiaMedico'))).toEqual([
      'PUT /api/cancelarPedidoCirurgia/1000',
      'POST /logpedido',
    ]);
    expect(
      db.logs.filter((l) => l.id_pedido === 1000 && l.tipo === 'Status' && l.descricao === 'CANCELADO'),
    ).toHaveLength(1);
  });
});
