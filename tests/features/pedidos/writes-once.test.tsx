import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db/db';
import { failAlways } from '@mocks/scenarios';
import { pickOption } from '../../utils/primereact';
import { renderApp } from '../../utils/render-app';
import { chooseRowAction } from '../../components/table/row-actions-menu';
import { recordRequests, rowOf } from './helpers';

describe('double clicks and failing side calls', () => {
  it('a double click on Confirmar cancelamento cancels once and logs once', async () => {
    const calls = recordRequests();
    const { user } = renderApp('/admin/meusPedidos', { as: 'carlos.mendes' });
    await chooseRowAction(user, await rowOf(user, '2027000'), 'Cancelar');
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar pedido nº 2027000' });
    await pickOption(user, 'Motivo do cancelamento', 'ÓBITO');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Confirmar cancelamento' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Cancelar pedido nº 2027000' })).not.toBeInTheDocument(),
    );
    expect(calls.filter((c) => c === 'PUT /api/cancelarPedidoCirurgia/1000')).toHaveLength(1);
    expect(
      db.logs.filter((l) => l.id_pedido === 1000 && l.tipo === 'Status' && l.descricao === 'CANCELADO'),
    ).toHaveLength(1);
    expect(screen.queryByText('O pedido já está cancelado.')).not.toBeInTheDocument();
    const row = await rowOf(user, '2027000');
    expect(within(row).getByText('CANCELADO')).toBeInTheDocument();
  });

  it('a double click on Salvar favorito saves one favourite', async () => {
    const calls = recordRequests();
    const { user } = renderApp('/admin/meusPedidos', { as: 'carlos.mendes' });
    await chooseRowAction(user, await rowOf(user, '2027006'), 'Favoritar');
    const dialog = await screen.findByRole('dialog', { name: 'Favoritar pedido nº 2027006' });
    await user.click(within(dialog).getByLabelText('Para mim'));
    const before = db.favoritos.length;
    await user.dblClick(within(dialog).getByRole('button', { name: 'Salvar favorito' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Favoritar pedido nº 2027006' })).not.toBeInTheDocument(),
    );
    expect(db.favoritos).toHaveLength(before + 1);
    expect(db.favoritos.at(-1)).toMatchObject({ idPedidoCirurgia: 1006, idProfissional: 101, idEquipe: null });
    expect(calls.filter((c) => c === 'POST /api/favoritarPedidoCirurgia')).toHaveLength(1);
  });

  it('a double click on a document’s delete sends one DELETE', async () => {
    const calls = recordRequests();
    const { user } = renderApp('/admin/meusPedidos', { as: 'carlos.mendes' });
    await chooseRowAction(user, await rowOf(user, '2027000'), 'Documentos');
    const dialog = await screen.findByRole('dialog', { name: 'Documentos do pedido nº 2027000' });
    await user.dblClick(await within(dialog).findByRole('button', { name: 'Excluir risco-cirurgico.pdf' }));
    expect(await within(dialog).findByText('Sem documentos')).toBeInTheDocument();
    expect(calls.filter((c) => c.startsWith('DELETE /api/documentodetail/'))).toHaveLength(1);
  });

  it('notes that cannot be marked viewed are still shown, tried once each, kept to send later, and keep their badge', async () => {
    failAlways('PUT /api/visualizaAnotacao/:id', 500);
    const calls = recordRequests();
    const { user } = renderApp('/admin/meusPedidos', { as: 'carlos.mendes' });
    await chooseRowAction(user, await rowOf(user, '2027000'), 'Anotações');
    const dialog = await screen.findByRole('dialog', { name: 'Anotações do pedido nº 2027000' });
    expect(await within(dialog).findByText('Paciente confirmou jejum e acompanhante.')).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.startsWith('PUT /api/visualizaAnotacao/'))).toHaveLength(2));
    // The reload after the failure brings the same unread notes: no second round of calls.
    await waitFor(() =>
      expect(calls.filter((c) => c === 'GET /api/anotacaodetail/1000/0/1').length).toBeGreaterThan(1),
    );
    expect(calls.filter((c) => c.startsWith('PUT /api/visualizaAnotacao/'))).toHaveLength(2);
    // Silent for the user (§8), but kept in the outbox: the top bar says they wait (docs/decisions/015-outbox.md).
    expect(await screen.findByText('2 registros aguardando envio')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    const row = await rowOf(user, '2027000');
    expect(
      within(row).getByRole('button', { name: 'Anotações (há anotação não lida) (pedido 2027000)' }),
    ).toBeInTheDocument();
  });
});
