import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db/db';
import { failNext } from '@mocks/scenarios';
import { pickOption } from '../../utils/primereact';
import { renderApp } from '../../utils/render-app';

describe('/admin/pedidosResidentes', () => {
  it("lists the team's residents' requests with requester and status text, and filters by resident", async () => {
    const { user } = renderApp('/admin/pedidosResidentes', { as: 'carlos.mendes' });
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Requisitante' })).toBeInTheDocument();
    const count = (nome: string) => within(screen.getByRole('table')).queryAllByText(nome).length;
    expect(count('JULIA FERREIRA SOUZA') + count('THAIS CRISTINA ALMEIDA')).toBeGreaterThan(0);
    await pickOption(user, 'Residente', 'LUCAS MARTINS ROCHA');
    await waitFor(() => expect(count('JULIA FERREIRA SOUZA') + count('THAIS CRISTINA ALMEIDA')).toBe(0));
    expect(count('LUCAS MARTINS ROCHA')).toBeGreaterThan(0);
  });

  it("shows 'Sem pedidos' for a resident without requests", async () => {
    db.pedidos = db.pedidos.filter((p) => p.profissionalRequisitante !== 111);
    const { user } = renderApp('/admin/pedidosResidentes', { as: 'carlos.mendes' });
    await screen.findByRole('table');
    await pickOption(user, 'Residente', 'THAIS CRISTINA ALMEIDA');
    expect(await screen.findByText('Sem pedidos')).toBeInTheDocument();
  });

  it("another team's manager sees that team's resident, with a pending note's badge", async () => {
    renderApp('/admin/pedidosResidentes', { as: 'mariana.lima' });
    const table = await screen.findByRole('table');
    expect(within(table).getAllByText('GUSTAVO HENRIQUE BARBOSA').length).toBe(3);
    expect(within(table).queryByText('JULIA FERREIRA SOUZA')).not.toBeInTheDocument();
    expect(
      within(table).getByRole('button', { name: 'Anotações (há anotação não lida) (pedido 2027037)' }),
    ).toBeInTheDocument();
  });

  it('a failed load offers a retry', async () => {
    failNext('GET /api/pedidoCirurgiaResidentesEquipe/:id', 500, { mensagem: 'Falha ao carregar' });
    renderApp('/admin/pedidosResidentes', { as: 'carlos.mendes' });
    expect(await screen.findByText('Falha ao carregar')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});
