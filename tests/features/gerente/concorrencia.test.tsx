import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { saoPauloIsoDay } from '@/lib/dates/today';
import { db } from '@mocks/db/db';
import { setDialect } from '@mocks/dialect';
import { chamadasDaqui } from '@mocks/journal';
import { pickOption } from '../../utils/primereact';
import { renderApp } from '../../utils/render-app';
import { chooseRowAction } from '../../components/table/row-actions-menu';
import { colar, linhaDe } from './helpers';

// The manager's Rejeitar and Trocar de Status when another manager changed the request after the list showed it
// (docs/decisions/031-pedido-alterado-antes-da-escrita.md): nothing is written, the user is told by whom and when,
// keeps what was typed or chosen, and one more click acts on the new state.

const pedido = (id: number) => {
  const p = db.pedidos.find((x) => x.id === id);
  if (!p) throw new Error(`pedido ${id} não semeado`);
  return p;
};

/** Another manager sets the status, as the back-end records it: the status, its time and the history's entry. */
function outroGerenteAltera(id: number, status: number, descricao: string) {
  const quando = `${saoPauloIsoDay()}T09:42:00`;
  Object.assign(pedido(id), { status, dataHoraAlteracaoStatus: quando });
  db.logs.push({
    id: 99_001,
    createdAt: quando,
    id_usuario: 3,
    username: 'maria.lima',
    id_pedido: id,
    tipo: 'Status',
    descricao,
  });
}

const escritas = (chamadas: () => { method: string; path: string; body: Record<string, unknown> }[]) =>
  chamadas().filter((c) => c.method !== 'GET' && c.path !== '/api/pedidoCirurgiaGerenteCentroCirurgico');

describe.each(['default', 'alt'] as const)('a request changed under the manager’s dialog (%s dialect)', (dialect) => {
  beforeEach(() => setDialect(dialect));
  afterEach(() => setDialect('default'));

  it('Rejeitar: nothing is written, who and when are said, the reason stays; Rejeitar again cancels it', async () => {
    db.pedidos = [pedido(3002)];
    const { user } = renderApp('/admin/pedidosCirurgia', { as: 'mariana.lima' });
    await chooseRowAction(user, await linhaDe(user, '2027302'), 'Rejeitar');
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar Rejeição' });
    await colar(user, within(dialog).getByLabelText('Motivo da rejeição'), 'Sem indicação cirúrgica');
    outroGerenteAltera(3002, 6, 'APROVADO');
    const chamadas = chamadasDaqui();
    await user.click(within(dialog).getByRole('button', { name: 'Rejeitar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Este pedido foi alterado por maria.lima às 09:42: status APROVADO.',
    );
    expect(escritas(chamadas)).toEqual([]);
    expect(within(dialog).getByLabelText('Motivo da rejeição')).toHaveValue('Sem indicação cirúrgica');
    // The list behind shows the new state.
    expect(await within(screen.getByRole('table')).findByText('APROVADO')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Rejeitar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(escritas(chamadas).map((c) => `${c.method} ${c.path}`)).toEqual([
      'PUT /api/cancelarPedidoMotivo/3002',
      'POST /logpedido',
    ]);
    expect(escritas(chamadas)[0]?.body).toEqual({ motivoRejeicao: 'Sem indicação cirúrgica' });
  });

  it('Trocar de Status: nothing is written, the choice stays; Salvar again sets it on the new state', async () => {
    db.pedidos = [pedido(3007)];
    const { user } = renderApp('/admin/pedidosCirurgia', { as: 'mariana.lima' });
    await chooseRowAction(user, await linhaDe(user, '2027307'), 'Trocar de Status');
    const dialog = await screen.findByRole('dialog', { name: 'Selecione o Novo Status' });
    await pickOption(user, 'Novo status *', 'REVISÃO TÉCNICA');
    outroGerenteAltera(3007, 9, 'CANCELADO');
    const chamadas = chamadasDaqui();
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Este pedido foi alterado por maria.lima às 09:42: status CANCELADO.',
    );
    expect(escritas(chamadas)).toEqual([]);
    // The choice stays: the next Salvar sends it without choosing again.
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(escritas(chamadas).map((c) => `${c.method} ${c.path}`)).toEqual([
      'PUT /api/alterarStatus/3007',
      'POST /logpedido',
    ]);
    expect(pedido(3007).status).toBe(3);
  });
});
