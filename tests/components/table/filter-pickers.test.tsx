import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DataTableShell, type TableColumn } from '@/components/table/data-table-shell';
import type { TableFilter } from '@/components/table/table-filters';

interface Row {
  id: number;
  paciente: string;
  status: string;
  dia: string;
}

const COLUMNS: TableColumn<Row>[] = [
  { key: 'paciente', header: 'Paciente', body: (r) => r.paciente },
  { key: 'status', header: 'Status', body: (r) => r.status },
];
const FILTERS: TableFilter<Row>[] = [
  { id: 'paciente', kind: 'text', label: 'Filtrar por paciente', placeholder: 'Paciente', value: (r) => r.paciente },
  { id: 'status', kind: 'select', label: 'Filtrar por status', placeholder: 'Status', value: (r) => r.status },
  { id: 'dia', kind: 'date', label: 'Filtrar por data', placeholder: 'Data', value: (r) => r.dia },
];
const OPTIONS = { status: ['AGENDADO', 'CANCELADO'] };
const ROWS: Row[] = [
  { id: 1, paciente: 'ANA SOUZA', status: 'AGENDADO', dia: '2026-11-24' },
  { id: 2, paciente: 'JOÃO LIMA', status: 'CANCELADO', dia: '2026-11-25' },
];

function Lista({ rows }: { rows: Row[] | undefined }) {
  return (
    <DataTableShell
      caption="Pedidos"
      rows={rows}
      columns={COLUMNS}
      isLoading={!rows}
      error={null}
      emptyMessage="Sem pedidos"
      filters={FILTERS}
      filterOptions={OPTIONS}
    />
  );
}

describe("a list's filter bar while the list loads", () => {
  it('shows the pickers disabled and unannounced, the text filter at once; the pickers work once the rows are in', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Lista rows={undefined} />);
    const bar = screen.getByRole('search', { name: 'Filtros da lista' });
    expect(screen.getByLabelText('Filtrar por paciente')).toBeEnabled();
    // Their place is kept (the same look, disabled), out of the accessibility tree: nothing to filter yet.
    expect(screen.queryByLabelText('Filtrar por status')).toBeNull();
    expect(screen.queryByLabelText('Filtrar por data')).toBeNull();
    expect(within(bar).getByPlaceholderText('Data')).toBeDisabled();
    expect(within(bar).getByText('Status')).toBeVisible();

    rerender(<Lista rows={ROWS} />);
    expect(screen.getByRole('cell', { name: 'JOÃO LIMA' })).toBeInTheDocument();
    await user.type(await screen.findByLabelText('Filtrar por data'), '24/11/2026');
    expect(await screen.findByRole('button', { name: 'Escolher data: Filtrar por data' })).toBeEnabled();
    expect(screen.queryByRole('cell', { name: 'JOÃO LIMA' })).toBeNull();
    expect(screen.getByRole('cell', { name: 'ANA SOUZA' })).toBeInTheDocument();
    expect(within(bar).getByPlaceholderText('Data')).toBeEnabled();
    expect(within(bar).getByLabelText('Filtrar por status')).toBeEnabled();
  });
});

describe("a list's date filter", () => {
  it('filters by a day picked in its month grid; a date that cannot be read marks the field invalid and filters nothing', async () => {
    const user = userEvent.setup();
    render(<Lista rows={ROWS} />);
    const campo = await screen.findByLabelText('Filtrar por data');
    await user.type(campo, '31/02/2026');
    expect(campo).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('cell', { name: 'JOÃO LIMA' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'ANA SOUZA' })).toBeInTheDocument();

    await user.clear(campo);
    expect(campo).not.toHaveAttribute('aria-invalid');
    await user.type(campo, '01/11/2026');
    expect(screen.queryByRole('cell', { name: 'JOÃO LIMA' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Escolher data: Filtrar por data' }));
    const grid = await screen.findByRole('dialog', { name: 'Filtrar por data' });
    await user.click(within(grid).getByText('25'));
    expect(screen.queryByRole('dialog', { name: 'Filtrar por data' })).toBeNull();
    expect(campo).toHaveValue('25/11/2026');
    expect(screen.getByRole('cell', { name: 'JOÃO LIMA' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'ANA SOUZA' })).toBeNull();
  });
});
