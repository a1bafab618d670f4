// The manager's correction is built only from what the Demandas row documents (wizards-and-management.md §3 'Demand',
// §7 'Demand'): it opens with the demand's data, never writes a field it could not read, and refuses a demand it
// cannot read well enough to edit. In both mock dialects.
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@mocks/db/db';
import { setDialect } from '@mocks/dialect';
import { chooseRowAction } from '../../components/table/row-actions-menu';
import { renderApp } from '../../utils/render-app';
import { demandaRow, desdeJulho } from './helpers';

async function abrir(user: UserEvent) {
  await desdeJulho(user);
  await chooseRowAction(user, await demandaRow('Demandas', 'D2026-0101'), 'Abrir demanda');
}

const demanda = () => db.demandas.find((d) => d.id === 9001)!;

describe.each(['default', 'alt'] as const)('Abrir demanda from documented fields (%s dialect)', (dialect) => {
  beforeEach(() => setDialect(dialect));

  it('the Requisitante column names the demand’s profissionalInclusao', async () => {
    const { user } = renderApp('/admin/demandas', { as: 'mariana.lima' });
    await desdeJulho(user);
    const table = await screen.findByRole('table', { name: 'Demandas' });
    const headers = within(table).getAllByRole('columnheader');
    const coluna = headers.findIndex((h) => h.textContent?.includes('Requisitante'));
    const cells = within(await demandaRow('Demandas', 'D2026-0101')).getAllByRole('cell');
    expect(cells[coluna]).toHaveTextContent('CARLOS EDUARDO MENDES');
  });

  it('opens with the demand’s patient, procedure and indication', async () => {
    const { user } = renderApp('/admin/demandas', { as: 'mariana.lima' });
    await abrir(user);
    expect(await screen.findByRole('heading', { name: 'Resumo da demanda' })).toBeInTheDocument();
    expect(screen.getAllByText('LUIZ FERNANDO OLIVEIRA').length).toBeGreaterThan(0);
    expect(screen.getAllByText(/ARTROPLASTIA TOTAL PRIMARIA DO JOELHO/).length).toBeGreaterThan(0);
    expect(screen.getByText('PACIENTE COM INDICACAO CIRURGICA ELETIVA AGUARDANDO VAGA')).toBeInTheDocument();
  });

  it('a field the row lacks is not written on Salvar demanda', async () => {
    Object.assign(demanda(), { indicacaoClinica: null, lateralidade: null });
    const { user } = renderApp('/admin/demandas', { as: 'mariana.lima' });
    await abrir(user);
    await user.click(await screen.findByRole('button', { name: 'Salvar demanda' }));
    expect(await screen.findByText('Demanda salva.')).toBeInTheDocument();
    expect(demanda().payload).not.toHaveProperty('indicacaoClinica');
    expect(demanda().payload).not.toHaveProperty('lateralidade');
    expect(demanda().payload).toMatchObject({ procedimentoPrincipal: '6', profissionalInclusao: '101' });
    expect(demanda().indicacaoClinica).toBeNull();
  });

  it('a demand whose procedure cannot be read is not offered for saving', async () => {
    demanda().procedimentoPrincipal = 0;
    const { user } = renderApp('/admin/demandas', { as: 'mariana.lima' });
    await abrir(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(/não pode ser corrigida aqui/);
    expect(screen.queryByRole('button', { name: 'Salvar demanda' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Voltar para Demandas' }));
    expect(await screen.findByRole('heading', { name: 'Demandas' })).toBeInTheDocument();
  });
});
