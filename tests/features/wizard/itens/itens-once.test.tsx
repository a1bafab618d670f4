import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setDialect } from '@mocks/dialect';
import { choose, renderItens } from './harness';

// docs/decisions.md 'Itens: each chosen item shown once': the field counts, the list names each item once.
describe.each(['default', 'alt'] as const)('step 3 Itens — each chosen item shown once (%s)', (d) => {
  beforeEach(() => setDialect(d));

  it('a chosen item appears once, in the list under its group, and the field says how many were chosen', async () => {
    const { user } = renderItens();
    await choose(user, 'Material Consumível', 'FIO DE SUTURA NYLON 3-0');
    const dialog = await screen.findByRole('dialog', { name: 'Quantidade' });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    const lista = await screen.findByRole('list', { name: 'Material Consumível escolhidos' });
    expect(lista).toHaveTextContent('FIO DE SUTURA NYLON 3-0 (1)');
    // With the options panel closed, as the user reads the step.
    await user.click(screen.getByRole('heading', { name: 'Itens da cirurgia' }));
    await waitFor(() => expect(screen.queryByRole('listbox', { hidden: true })).not.toBeInTheDocument());
    expect(screen.getAllByText(/FIO DE SUTURA NYLON 3-0/)).toHaveLength(1);
    expect(screen.getByText('1 escolhido')).toBeInTheDocument();
  });
});
