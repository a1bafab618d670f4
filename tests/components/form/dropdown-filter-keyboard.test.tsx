import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { DropdownField } from '@/components/form/dropdown-field';
import { TableSelectFilter } from '@/components/table/table-select-filter';

const PROCEDIMENTOS = [
  { id: 1, descricao: 'ARTROPLASTIA DE QUADRIL' },
  { id: 2, descricao: 'ARTROPLASTIA TOTAL PRIMARIA DO JOELHO' },
  { id: 3, descricao: 'COLECISTECTOMIA' },
  { id: 4, descricao: 'HISTERECTOMIA TOTAL' },
];

function Harness({ onValue, filter = true, inicial = null }: HarnessProps) {
  const { control } = useForm<{ procedimento: number | null }>({ defaultValues: { procedimento: inicial } });
  return (
    <DropdownField
      control={control}
      name="procedimento"
      label="Procedimento principal"
      options={PROCEDIMENTOS}
      optionLabel={(p) => p.descricao}
      optionValue={(p) => p.id}
      filter={filter}
      onPicked={(v) => onValue(typeof v === 'number' ? v : null)}
    />
  );
}

interface HarnessProps {
  onValue: (v: number | null) => void;
  filter?: boolean;
  inicial?: number | null;
}

/** The picker and the field after it, where Tab goes. */
function ComProximoCampo(props: HarnessProps) {
  return (
    <>
      <Harness {...props} />
      <label>
        Observação
        <input />
      </label>
    </>
  );
}

/** Tab moved on to the next field, closed the list and chose nothing: the field still shows `mostrado`. */
async function tabSemEscolher(user: ReturnType<typeof userEvent.setup>, picked: unknown[], mostrado: string) {
  await user.tab();
  expect(screen.getByRole('textbox', { name: 'Observação' })).toHaveFocus();
  await waitFor(() => expect(screen.queryByRole('listbox', { hidden: true })).not.toBeInTheDocument());
  expect(picked).toEqual([]);
  // The field's shown text (PrimeReact also keeps a hidden native <select>).
  expect(screen.getByText(mostrado, { selector: 'span' })).toBeInTheDocument();
}

describe('a dropdown by keyboard (the procedure picker)', () => {
  it('typing on the closed field reaches its filter; Enter picks only an option the user moved to', async () => {
    const picked: (number | null)[] = [];
    const user = userEvent.setup();
    render(<Harness onValue={(v) => picked.push(v)} />);
    await user.click(screen.getByText('Procedimento principal'));
    expect(screen.getByLabelText('Procedimento principal')).toHaveFocus();
    await user.keyboard('joel');
    // The panel is appended to <body>, unmeasured in jsdom (hidden from the accessibility tree).
    const filtro = await screen.findByRole('textbox', { name: 'Filtrar Procedimento principal', hidden: true });
    await waitFor(() => expect(filtro).toHaveValue('joel'));
    expect(filtro).toHaveFocus();
    const lista = screen.getByRole('listbox', { hidden: true });
    await waitFor(() => expect(within(lista).getAllByRole('option', { hidden: true })).toHaveLength(1));
    expect(within(lista).getByRole('option', { hidden: true })).toHaveTextContent(
      'ARTROPLASTIA TOTAL PRIMARIA DO JOELHO',
    );
    // Nothing was moved to yet: Enter picks nothing.
    await user.keyboard('{Enter}');
    expect(picked).toEqual([]);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(picked).toEqual([2]);
  });

  it('Tab on the open list moves to the next field and chooses nothing, not even the option under the pointer', async () => {
    const picked: (number | null)[] = [];
    const user = userEvent.setup();
    render(<ComProximoCampo onValue={(v) => picked.push(v)} />);
    await user.click(screen.getByText('Procedimento principal'));
    await user.keyboard('art');
    const lista = await screen.findByRole('listbox', { hidden: true });
    await waitFor(() => expect(within(lista).getAllByRole('option', { hidden: true })).toHaveLength(2));
    // The pointer rests on an option the keyboard user never chose.
    await user.hover(within(lista).getAllByRole('option', { hidden: true })[0]);
    await tabSemEscolher(user, picked, 'Selecione');
    expect(screen.queryByText('ARTROPLASTIA DE QUADRIL', { selector: 'span' })).not.toBeInTheDocument();
  });

  it('Tab after a type-ahead jump keeps the chosen option', async () => {
    const picked: (number | null)[] = [];
    const user = userEvent.setup();
    render(<ComProximoCampo filter={false} inicial={3} onValue={(v) => picked.push(v)} />);
    await user.click(screen.getByText('Procedimento principal'));
    await user.keyboard('{Enter}');
    await screen.findByRole('listbox', { hidden: true });
    await user.keyboard('hist');
    await tabSemEscolher(user, picked, 'COLECISTECTOMIA');
  });

  it('Tab takes the option the user moved to with the arrows (WAI-ARIA combobox)', async () => {
    const picked: (number | null)[] = [];
    const user = userEvent.setup();
    render(<ComProximoCampo filter={false} onValue={(v) => picked.push(v)} />);
    await user.click(screen.getByText('Procedimento principal'));
    await user.keyboard('{Enter}');
    await screen.findByRole('listbox', { hidden: true });
    await user.keyboard('{ArrowDown}{ArrowDown}');
    await user.tab();
    expect(picked).toEqual([2]);
    expect(screen.getByRole('textbox', { name: 'Observação' })).toHaveFocus();
  });

  it("a table's column picker: Tab on its open list moves on and filters nothing", async () => {
    const picked: string[] = [];
    const user = userEvent.setup();
    render(
      <>
        <label htmlFor="status">Filtrar por status</label>
        <TableSelectFilter
          id="status"
          placeholder="Status"
          value=""
          options={['CANCELADO', 'CONFERIDO']}
          onChange={(v) => picked.push(v)}
        />
        <label>
          Observação
          <input />
        </label>
      </>,
    );
    await user.click(screen.getByText('Filtrar por status'));
    await user.keyboard('{Enter}');
    const lista = await screen.findByRole('listbox', { hidden: true });
    await user.hover(within(lista).getAllByRole('option', { hidden: true })[0]);
    await tabSemEscolher(user, picked, 'Status');
  });
});
