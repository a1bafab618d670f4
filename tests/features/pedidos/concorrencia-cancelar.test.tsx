import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { saoPauloIsoDay } from '@/lib/dates/today';
import { db } from '@mocks/db/db';
import { setDialect } from '@mocks/dialect';
import { chamadasDaqui } from '@mocks/journal';
import { pickOption } from '../../utils/primereact';
import { renderApp } from '../../utils/render-app';
import { chooseRowAction } from '../../components/table/row-actions-menu';
import { rowOf } from './helpers';

// The requester's Cancelar after a manager changed the request's status from another PC
// (docs/decisions/031-pedido-alterado-antes-da-escrita.md): nothing is written, who and when are said, the
// observations stay, and one more click cancels it.

describe.each(['default', 'alt'] as const)('a cancellation of a request changed meanwhile (%s dialect)', (dialect) => {
  beforeEach(() => setDialect(dialect));
  afterEach(() => setDialect('default'));

  it('nothing is written, the manager is named, the observations stay; Confirmar again cancels it', async () => {
    const pedido = db.pedidos.find((p) => p.id === 1000);
    if (!pedido) throw new Error('pedido 1000 não semeado');
    db.pedidos = [pedido];
    const { user } = renderApp('/admin/meusPedidos', { as: 'carlos.mendes' });
    await chooseRowAction(user, await rowOf(user, '2027000'), 'Cancelar');
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar pedido nº 2027000' });
    await pickOption(user, 'Motivo do cancelamento', 'ÓBITO');
    await user.click(within(dialog).getByLabelText('Observações'));
    await user.paste('Família comunicou.');
    const quando = `${saoPauloIsoDay()}T09:42:00`;
    Object.assign(pedido, { status: 6, dataHoraAlteracaoStatus: quando });
    db.logs.push({
      id: 99_004,
      createdAt: quando,
      id_usuario: 3,
      username: 'mariana.lima',
      id_pedido: 1000,
      tipo: 'Status',
      descricao: 'APROVADO',
    });
    const chamadas = chamadasDaqui();
    const escritas = () => chamadas().filter((c) => c.method !== 'GET' && c.path !== '/api/pedidoCirurgiaMedico/101');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar cancelamento' }));
    expect(
      await screen.findByText('Este pedido foi alterado por mariana.lima às 09:42: status APROVADO.'),
    ).toBeInTheDocument();
    expect(escritas()).toEqual([]);
    expect(within(dialog).getByLabelText('Observações')).toHaveValue('Família comunicou.');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar cancelamento' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Cancelar pedido nº 2027000' })).not.toBeInTheDocument(),
    );
    expect(escritas().map((c) => `${c.method} ${c.path}`)).toEqual([
      'PUT /api/cancelarPedidoCirurgia/1000',
      'POST /logpedido',
    ]);
    expect(escritas()[0]?.body).toMatchObject({ observacoesCancelamento: 'Família comunicou.' });
  });
});
