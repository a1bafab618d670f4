import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { DropdownField } from '@/components/form/dropdown-field';

const PROCEDIMENTOS = [
  { id: 1, descricao: 'ARTROPLASTIA DE QUADRIL' },
  { id: 2, descricao: 'ARTROPLASTIA TOTAL PRIMARIA DO JOELHO' },
  { id: 3, descricao: 'COLECISTECTOMIA' },
  { id: 4, descricao: 'HISTERECTOMIA TOTAL' },
];

function Harness({ onValue }: { onValue: (v: number | null) => void }) {
  const { control } = useForm<{ procedimento: number | null }>({ defaultValues: { procedimento: null } });
  return (
    <DropdownField
      control={control}
      name="procedimento"
      label="Procedimento principal"
      options={PROCEDIMENTOS}
      optionLabel={(p) => p.descricao}
      optionValue={(p) => p.id}
      filter
      onPicked={(v) => onValue(typeof v === 'number' ? v : null)}
    />
  );
}

describe('a filtered dropdown by keyboard (the procedure picker)', () => {
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
});
