import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@/api/session/session-store';
import { setDialect } from '@mocks/dialect';
import { renderApp, type SeedUser } from '../../utils/render-app';

// The manager list's column chooser (docs/decisions/033-o-que-o-gerente-ve.md): Prioridade, Carater and Requisitante
// start hidden, Procedimento shows; each user's choice is remembered for that user, across sign-out, on a shared PC.

const headers = async () => {
  const table = await screen.findByRole('table', {}, { timeout: 15_000 });
  await within(table).findAllByRole('row');
  return within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);
};

async function abrir(usuario: SeedUser) {
  const view = renderApp('/admin/pedidosCirurgia', { as: usuario });
  // A request of the manager list's own seed, dated from today (mocks/db/seed-gerente.ts): always in the default period.
  await within(await screen.findByRole('table', {}, { timeout: 15_000 })).findByText('2027300');
  return view;
}

describe.each(['default', 'alt'] as const)('Pedidos de Cirurgias: column chooser (%s dialect)', (dialect) => {
  beforeEach(() => setDialect(dialect));

  it('shows patient, dates, team and status; hides the less used columns until the user shows them', async () => {
    const { user } = await abrir('mariana.lima');
    expect(await headers()).toEqual([
      'Nº Pedido',
      'Paciente',
      'Data Internação',
      'Data Cirurgia',
      'Equipe',
      'Procedimento',
      'Status',
      'Ações',
    ]);
    await user.click(screen.getByRole('button', { name: 'Colunas (3 ocultas)' }));
    const painel = screen.getByRole('group', { name: 'Colunas exibidas' });
    expect(within(painel).getByRole('checkbox', { name: 'Carater' })).not.toBeChecked();
    expect(within(painel).getByRole('checkbox', { name: 'Prioridade' })).not.toBeChecked();
    expect(within(painel).getByRole('checkbox', { name: 'Procedimento' })).toBeChecked();
    // What a manager scans always shows.
    expect(within(painel).queryByRole('checkbox', { name: 'Status' })).not.toBeInTheDocument();
    await user.click(within(painel).getByRole('checkbox', { name: 'Procedimento' }));
    await user.click(within(painel).getByRole('checkbox', { name: 'Prioridade' }));
    expect(await headers()).toEqual([
      'Nº Pedido',
      'Prioridade',
      'Paciente',
      'Data Internação',
      'Data Cirurgia',
      'Equipe',
      'Status',
      'Ações',
    ]);
    expect(screen.getByRole('button', { name: 'Colunas (3 ocultas)' })).toHaveAttribute('aria-expanded', 'true');
  });

  it("remembers each user's columns across sign-out; another user keeps the defaults", async () => {
    const first = await abrir('mariana.lima');
    await first.user.click(screen.getByRole('button', { name: 'Colunas (3 ocultas)' }));
    await first.user.click(screen.getByRole('checkbox', { name: 'Requisitante' }));
    expect(await headers()).toContain('Requisitante');
    first.unmount();
    sessionStore.signOut('user');

    const other = await abrir('roberto.pereira');
    expect(await headers()).not.toContain('Requisitante');
    other.unmount();
    sessionStore.signOut('user');

    const last = await abrir('mariana.lima');
    const again = await headers();
    expect(again).toContain('Requisitante');
    expect(again).not.toContain('Carater');
    await last.user.click(screen.getByRole('button', { name: 'Colunas (2 ocultas)' }));
    await last.user.click(screen.getByRole('checkbox', { name: 'Carater' }));
    // One hidden column is said in the singular.
    expect(screen.getByRole('button', { name: 'Colunas (1 oculta)' })).toBeInTheDocument();
  });
});
