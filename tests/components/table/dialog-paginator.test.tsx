import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { pageSizeOptions } from '@/components/table/shell-paginator';
import { setDialect } from '@mocks/dialect';
import { openAction } from '../../features/pedidos/helpers';
import { renderApp } from '../../utils/render-app';

describe('pageSizeOptions', () => {
  it("offers the table's own page size among the usual ones", () => {
    expect(pageSizeOptions([10, 25, 50, 100], 5)).toEqual([5, 10, 25, 50, 100]);
    expect(pageSizeOptions([10, 25, 50, 100], 25)).toEqual([10, 25, 50, 100]);
  });
});

describe.each(['default', 'alt'] as const)("a dialog's paginator (%s dialect)", (dialect) => {
  beforeEach(() => setDialect(dialect));

  it("'Linhas por página' shows the dialog's page size", async () => {
    const { user } = renderApp('/admin/meusPedidos', { as: 'carlos.mendes' });
    await openAction(user, '2027000', 'Anotações');
    const dialog = await screen.findByRole('dialog', { name: 'Anotações do pedido nº 2027000' });
    await within(dialog).findByText('Favor anexar o risco cirúrgico do cardiologista.');
    expect(within(dialog).getByLabelText('Linhas por página')).toHaveValue('5');
  });
});
