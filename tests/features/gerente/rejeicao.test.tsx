// Rejeitar (wizards-and-management.md §4, §5; docs/decisions.md 'Rejection reason in the log'): confirmed, its reason
// asked for with the field focused and kept where Histórico and the requester read it, in both mock dialects.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@mocks/db/db';
import { setDialect } from '@mocks/dialect';
import { failNext } from '@mocks/scenarios';
import { renderApp } from '../../utils/render-app';
import { chooseRowAction, menuItemOf } from '../../components/table/row-actions-menu';
import { rowOf } from '../pedidos/helpers';
import { colar, linhaDe } from './helpers';

const pedido = (id: number) => db.pedidos.find((p) => p.id === id);
const logs = (id: number) => db.logs.filter((l) => l.id_pedido === id).map((l) => l.descricao);

describe.each(['default', 'alt'] as const)('Rejeitar (%s dialect)', (dialect) => {
  beforeEach(() => setDialect(dialect));

  it('asks with the reason focused, warns once without one, then cancels for good and logs the reason', async () => {
    failNext('PUT /api/cancelarPedidoMotivo/:id', 500, { mensagem: 'Falha no servidor' });
    const { user } = renderApp('/admin/pedidosCirurgia', { as: 'mariana.lima' });
    await chooseRowAction(user, await linhaDe(user, '2027302'), 'Rejeitar');
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar Rejeição' });
    expect(dialog).toHaveTextContent('Rejeitar o pedido nº 2027302? Isto não pode ser desfeito');
    const motivo = within(dialog).getByLabelText('Motivo da rejeição');
    await waitFor(() => expect(motivo).toHaveFocus());

    await user.click(within(dialog).getByRole('button', { name: 'Rejeitar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Nenhum motivo informado');
    expect(pedido(3002)?.status).toBe(2);

    await colar(user, motivo, 'Sem indicação cirúrgica');
    await user.click(within(dialog).getByRole('button', { name: 'Rejeitar' }));
    expect(await within(dialog).findByText('Falha no servidor')).toBeInTheDocument();
    expect(motivo).toHaveValue('Sem indicação cirúrgica');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Rejeitar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(pedido(3002)).toMatchObject({ status: 9, motivoRejeicao: 'Sem indicação cirúrgica' });
    expect(logs(3002)).toContain('CANCELADO - Sem indicação cirúrgica');
    expect(logs(3002).filter((d) => d.startsWith('CANCELADO'))).toHaveLength(1);
  });

  it('a second Rejeitar with no reason rejects without one, logged as CANCELADO', async () => {
    const { user } = renderApp('/admin/pedidosCirurgia', { as: 'mariana.lima' });
    await chooseRowAction(user, await linhaDe(user, '2027302'), 'Rejeitar');
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar Rejeição' });
    await user.click(within(dialog).getByRole('button', { name: 'Rejeitar' }));
    await within(dialog).findByRole('alert');
    await user.click(within(dialog).getByRole('button', { name: 'Rejeitar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(pedido(3002)?.status).toBe(9);
    expect(logs(3002).filter((d) => d.startsWith('CANCELADO'))).toEqual(['CANCELADO']);
  });

  it('before the first conference Rejeitar is disabled and says why', async () => {
    const { user } = renderApp('/admin/pedidosCirurgia', { as: 'mariana.lima' });
    const item = await menuItemOf(user, await linhaDe(user, '2027300'), 'Rejeitar');
    expect(item).toHaveAttribute('aria-disabled', 'true');
    expect(item).toHaveAttribute('title', 'Disponível após a primeira conferência.');
    expect(item).toHaveAccessibleDescription('Disponível após a primeira conferência.');
  });

  it("the requester reads a rejected request's reason in its Resumo on Meus Pedidos", async () => {
    const rejeitado = pedido(1000);
    if (!rejeitado) throw new Error('pedido 1000 fora do seed');
    Object.assign(rejeitado, { status: 9, motivoRejeicao: 'Paciente sem exames pré-operatórios' });
    const { user } = renderApp('/admin/meusPedidos', { as: 'carlos.mendes' });
    await chooseRowAction(user, await rowOf(user, '2027000'), 'Resumo');
    const dialog = await screen.findByRole('dialog', { name: 'Resumo do pedido nº 2027000' });
    const secao = await within(dialog).findByRole('region', { name: 'Rejeição' });
    expect(secao).toHaveTextContent('Paciente sem exames pré-operatórios');
  });
});
