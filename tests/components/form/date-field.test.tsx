import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerPtBrLocale } from '@/app/primereact-locale';
import { AppDialog } from '@/components/dialogs/app-dialog';
import { DateField } from '@/components/form/date-field';
import { DateInput, type DateMode } from '@/components/form/date-input';

const schema = z.object({ data: z.string().min(1, 'Informe a data.') });
type Form = z.infer<typeof schema>;

/** A form with one date field that shows its value and submits through the schema, as a screen would. */
function Harness({ mode, initial = '' }: { mode: DateMode; initial?: string }) {
  const form = useForm<Form>({ defaultValues: { data: initial }, resolver: zodResolver(schema) });
  const value = form.watch('data');
  return (
    <form onSubmit={(e) => void form.handleSubmit(() => undefined)(e)}>
      <DateField control={form.control} name="data" label="Data da Internação" mode={mode} required />
      <output aria-label="Valor do formulário">{value}</output>
      <button type="submit">Salvar</button>
    </form>
  );
}

/**
 * A filter whose shown day is the user's choice or else a default from a query (as the room map's 'Data'): a partly
 * typed date is not a choice, and the default may change while the user types (the query settling).
 */
function FiltroComPadrao({ padrao }: { padrao: string }) {
  const [escolhido, setEscolhido] = useState<string | null>(null);
  const dia = escolhido ?? padrao;
  return (
    <>
      <DateInput label="Data" value={dia} onChange={(v) => v && setEscolhido(v)} />
      <output aria-label="Valor do formulário">{dia}</output>
    </>
  );
}

/** '25/1' typed over the shown 24/11/2026 while the default becomes 30/11/2026 (the query settling). */
async function padraoMudaAoDigitar() {
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  const { rerender } = render(<FiltroComPadrao padrao="2026-11-24" />);
  const input = screen.getByLabelText('Data');
  await user.tripleClick(input);
  await user.keyboard('25/1');
  rerender(<FiltroComPadrao padrao="2026-11-30" />);
  return { user, rerender, input };
}

const valor = () => screen.getByRole('status', { name: 'Valor do formulário' });

beforeAll(() => registerPtBrLocale());

describe('DateField (pt-BR date and date-time picker)', () => {
  it('typing a date key by key over a chosen one keeps every key typed', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(<Harness mode="date" initial="2026-11-24" />);
    const input = screen.getByLabelText('Data da Internação *');
    expect(input).toHaveValue('24/11/2026');
    await user.tripleClick(input);
    await user.keyboard('0');
    expect(input).toHaveValue('0');
    await user.keyboard('1/09/2026');
    expect(input).toHaveValue('01/09/2026');
    expect(valor()).toHaveTextContent('2026-09-01');
  });

  it('the parent redrawing with a new value between keystrokes neither replaces nor repeats what is typed', async () => {
    const { user, rerender, input } = await padraoMudaAoDigitar();
    expect(input).toHaveValue('25/1');
    await user.keyboard('2/2');
    rerender(<FiltroComPadrao padrao="2026-12-01" />);
    await user.keyboard('026');
    expect(input).toHaveValue('25/12/2026');
    expect(valor()).toHaveTextContent('2026-12-25');
  });

  it('leaving a partly typed date after a new value came from outside shows that value, with no error', async () => {
    const { user, input } = await padraoMudaAoDigitar();
    await user.tab();
    expect(input).toHaveValue('30/11/2026');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(valor()).toHaveTextContent('2026-11-30');
  });

  it('a value set from outside after an unfinished date was left shows that value, with no error', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { rerender } = render(<FiltroComPadrao padrao="2026-11-24" />);
    const input = screen.getByLabelText('Data');
    await user.tripleClick(input);
    await user.keyboard('3');
    await user.tab();
    expect(input).toHaveValue('3');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    rerender(<FiltroComPadrao padrao="2026-12-02" />);
    expect(input).toHaveValue('02/12/2026');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(valor()).toHaveTextContent('2026-12-02');
  });

  it('digits typed fast without the slashes are read as the date and shown with them', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(<Harness mode="date" />);
    const input = screen.getByLabelText('Data da Internação *');
    await user.type(input, '25122026');
    expect(input).toHaveValue('25/12/2026');
    expect(valor()).toHaveTextContent('2026-12-25');
    await user.tab();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it("typing '05/03/2026 14:30' gives the date-time value '2026-03-05T14:30'", async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(<Harness mode="datetime" />);
    const input = screen.getByLabelText('Data da Internação *');
    expect(input).toHaveAttribute('placeholder', 'dd/mm/aaaa hh:mm');
    await user.type(input, '05/03/2026 14:30');
    await user.tab();
    expect(valor()).toHaveTextContent('2026-03-05T14:30');
    expect(input).toHaveValue('05/03/2026 14:30');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("a date field stores 'yyyy-MM-dd' and shows a stored value as dd/mm/aaaa", async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(<Harness mode="date" initial="2025-12-31" />);
    const input = screen.getByLabelText('Data da Internação *');
    expect(input).toHaveValue('31/12/2025');
    await user.clear(input);
    await user.type(input, '29/02/2024');
    await user.tab();
    expect(valor()).toHaveTextContent('2024-02-29');
  });

  it('an invalid typed date keeps the text and shows the error under the field', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(<Harness mode="datetime" initial="2026-01-10T08:00" />);
    const input = screen.getByLabelText('Data da Internação *');
    expect(input).toHaveValue('10/01/2026 08:00');
    await user.clear(input);
    await user.type(input, '31/02/2026 25:00');
    await user.tab();
    const erro = await screen.findByRole('alert');
    expect(erro).toHaveTextContent('Data e hora inválidas. Use dd/mm/aaaa hh:mm.');
    expect(input).toHaveValue('31/02/2026 25:00');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Data e hora inválidas. Use dd/mm/aaaa hh:mm.');
    expect(valor()).toBeEmptyDOMElement();

    await user.clear(input);
    await user.type(input, '01/02/2026 07:05');
    await user.tab();
    expect(valor()).toHaveTextContent('2026-02-01T07:05');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('a field left once judges a date typed again only when left or complete, never mid-typing', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(<Harness mode="date" />);
    const input = screen.getByLabelText('Data da Internação *');
    await user.type(input, '2/');
    await user.tab();
    expect(await screen.findByText('Data inválida. Use dd/mm/aaaa.')).toBeInTheDocument();

    await user.clear(input);
    await user.type(input, '26/');
    expect(screen.queryByText('Data inválida. Use dd/mm/aaaa.')).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.type(input, '11/202');
    expect(screen.queryByText('Data inválida. Use dd/mm/aaaa.')).not.toBeInTheDocument();
    await user.type(input, '6');
    expect(valor()).toHaveTextContent('2026-11-26');

    // Complete but no date: judged at once.
    await user.clear(input);
    await user.type(input, '31/02/2026');
    expect(await screen.findByText('Data inválida. Use dd/mm/aaaa.')).toBeInTheDocument();
  });

  it("the schema's error shows under the empty field", async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(<Harness mode="date" />);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    const input = screen.getByLabelText('Data da Internação *');
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(input).toHaveAccessibleDescription('Informe a data.');
    expect(screen.getByRole('alert')).toHaveTextContent('Informe a data.');
  });

  it('the picker button has a Portuguese name and opens a pt-BR month grid starting on Monday', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(<Harness mode="date" initial="2026-03-05" />);
    await user.click(screen.getByRole('button', { name: 'Escolher data: Data da Internação' }));
    // The month grid is appended to <body> while it animates in; jsdom's accessibility tree then hides it.
    // (a hidden node has no computed name, so its labels are read from aria-label).
    const grid = await screen.findByRole('dialog', { hidden: true });
    expect(grid).toHaveAttribute('aria-label', 'Data da Internação');
    expect(within(grid).getByLabelText('Escolher mês')).toHaveTextContent('março');
    expect(within(grid).getByLabelText('Escolher ano')).toHaveTextContent('2026');
    expect(within(grid).getByLabelText('Anterior')).toBeInTheDocument();
    const dias = within(grid)
      .getAllByRole('columnheader', { hidden: true })
      .map((th) => th.textContent);
    expect(dias[0]).toBe('S');
    expect(dias[6]).toBe('D');
    await user.click(within(grid).getByText('17'));
    expect(valor()).toHaveTextContent('2026-03-17');
    expect(screen.getByLabelText('Data da Internação *')).toHaveValue('17/03/2026');
  });

  it('the date-time picker button is named for date and time, and its clock buttons in Portuguese', async () => {
    const user = userEvent.setup();
    render(<Harness mode="datetime" initial="2026-03-10T14:30" />);
    await user.click(screen.getByRole('button', { name: 'Escolher data e hora: Data da Internação' }));
    const grid = await screen.findByRole('dialog', { hidden: true });
    for (const name of ['Próxima hora', 'Hora anterior', 'Próximo minuto', 'Minuto anterior']) {
      expect(within(grid).getByRole('button', { name, hidden: true })).toBeInTheDocument();
    }
  });
  it('opens its month grid only when asked: the selected day takes the focus, Escape closes the grid and returns to the field', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(<Harness mode="date" initial="2026-03-05" />);
    const input = screen.getByLabelText('Data da Internação *');
    const botao = screen.getByRole('button', { name: 'Escolher data: Data da Internação' });
    expect(botao).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument();

    await user.click(botao);
    const grid = await screen.findByRole('dialog', { name: 'Data da Internação' });
    expect(botao).toHaveAttribute('aria-expanded', 'true');
    expect(within(grid).getAllByText('5')[0]).toHaveFocus();
    // Tab goes round the grid's own buttons and days, never out of it while it is open.
    for (let i = 0; i < 6; i++) {
      await user.tab();
      expect(grid.matches(':focus-within')).toBe(true);
    }

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument();
    expect(input).toHaveFocus();
    expect(input).toHaveValue('05/03/2026');
    expect(valor()).toHaveTextContent('2026-03-05');
  });

  it('ArrowDown in the field opens the grid; a click outside closes it and changes nothing', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(<Harness mode="date" initial="2026-03-05" />);
    const input = screen.getByLabelText('Data da Internação *');
    await user.click(input);
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('dialog', { name: 'Data da Internação' })).toBeInTheDocument();
    await user.click(screen.getByRole('status', { name: 'Valor do formulário' }));
    expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument();
    expect(input).toHaveValue('05/03/2026');
    expect(valor()).toHaveTextContent('2026-03-05');
  });

  it('in a dialog, Escape closes the month grid first and leaves the dialog open', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    function NoDialogo() {
      const [aberto, setAberto] = useState(true);
      const [dia, setDia] = useState('2026-03-05');
      return (
        <AppDialog visible={aberto} header="Remarcar" onClose={() => setAberto(false)}>
          <DateInput label="Nova data" value={dia} onChange={setDia} />
        </AppDialog>
      );
    }
    render(<NoDialogo />);
    await user.click(await screen.findByRole('button', { name: 'Escolher data: Nova data' }));
    expect(await screen.findByRole('dialog', { name: 'Nova data' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Nova data' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Remarcar' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nova data')).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Remarcar' })).not.toBeInTheDocument());
  });

  it('a day picked in a date-time grid keeps the hour and the grid open for it', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(<Harness mode="datetime" initial="2026-03-10T14:30" />);
    await user.click(screen.getByRole('button', { name: 'Escolher data e hora: Data da Internação' }));
    const grid = await screen.findByRole('dialog', { name: 'Data da Internação' });
    await user.click(within(grid).getByText('12'));
    expect(valor()).toHaveTextContent('2026-03-12T14:30');
    expect(screen.getByRole('dialog', { name: 'Data da Internação' })).toBeInTheDocument();
    await user.click(within(grid).getByRole('button', { name: 'Próxima hora' }));
    expect(valor()).toHaveTextContent('2026-03-12T15:30');
    await user.keyboard('{Escape}');
    expect(screen.getByLabelText('Data da Internação *')).toHaveValue('12/03/2026 15:30');
  });
});
