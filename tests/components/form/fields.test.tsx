/* eslint-disable testing-library/no-node-access -- PrimeReact draws the red border and the chips on wrappers that have no role or label. */
import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CheckboxField } from '@/components/form/checkbox-field';
import { DropdownField } from '@/components/form/dropdown-field';
import { MultiSelectField } from '@/components/form/multiselect-field';
import { NumberField } from '@/components/form/number-field';
import { RadioGroupField } from '@/components/form/radio-group-field';
import { TextAreaField } from '@/components/form/text-area-field';
import { TextField } from '@/components/form/text-field';

// A declared boolean (not a type guard) keeps the schema's output equal to its input, as the fields' Control expects.
const present = (value: unknown): boolean => value !== null;

const schema = z.object({
  nome: z.string().min(1, 'Informe o nome.'),
  historia: z.string().min(1, 'Informe a história clínica.'),
  convenio: z.number({ error: 'Informe o convênio.' }).nullable().refine(present, 'Informe o convênio.'),
  cids: z.array(z.number()).min(1, 'Informe os CIDs.'),
  diarias: z.number().nullable().refine(present, 'Informe as diárias previstas.'),
  aceite: z.boolean().refine((v) => v, 'Confirme a avaliação.'),
  oncologica: z.enum(['1', '2']).nullable().refine(present, 'Informe se a cirurgia é oncológica.'),
});
type Form = z.infer<typeof schema>;

const CONVENIOS = [
  { id: 1, descricao: 'SUS' },
  { id: 2, descricao: 'UNIMED' },
];
const CIDS = [
  { id: 10, descricao: 'S82.2 - FRATURA DA DIÁFISE DA TÍBIA COM DESVIO IMPORTANTE E EXPOSIÇÃO ÓSSEA' },
  { id: 11, descricao: 'M17.1 - OUTRAS GONARTROSES PRIMÁRIAS' },
];

/** Every field of the kit in one form that submits through a zod schema, as a screen would. */
function Harness() {
  const form = useForm<Form>({
    defaultValues: { nome: '', historia: '', convenio: null, cids: [], diarias: null, aceite: false, oncologica: null },
    resolver: zodResolver(schema),
  });
  const { control } = form;
  return (
    <form onSubmit={(e) => void form.handleSubmit(() => undefined)(e)}>
      <TextField control={control} name="nome" label="Nome" required />
      <TextAreaField control={control} name="historia" label="História clínica" maxLength={4000} showCount required />
      <DropdownField
        control={control}
        name="convenio"
        label="Convênio"
        options={CONVENIOS}
        optionLabel={(c) => c.descricao}
        optionValue={(c) => c.id}
        required
      />
      <MultiSelectField
        control={control}
        name="cids"
        label="CIDs Secundários"
        options={CIDS}
        optionLabel={(c) => c.descricao}
        optionValue={(c) => c.id}
        required
      />
      <NumberField control={control} name="diarias" label="Diárias previstas" maxLength={2} required />
      <CheckboxField control={control} name="aceite" label="Necessita de Avaliação Anestésica?" required />
      <RadioGroupField
        control={control}
        name="oncologica"
        label="Cirurgia oncológica?"
        options={[
          { value: '1', label: 'Sim' },
          { value: '2', label: 'Não' },
        ]}
        required
      />
      <button type="submit">Salvar</button>
      <button type="button" onClick={() => form.setFocus('convenio')}>
        Focar convênio
      </button>
    </form>
  );
}

async function submitEmpty() {
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  render(<Harness />);
  await user.click(screen.getByRole('button', { name: 'Salvar' }));
  await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(7));
  return user;
}

/** The field's control is marked invalid, described by its message, and the message sits under its label. */
function expectMarked(control: HTMLElement, message: string) {
  expect(control).toHaveAttribute('aria-invalid', 'true');
  expect(control).toHaveAccessibleDescription(expect.stringContaining(message));
  const erro = screen.getByText(message);
  expect(erro).toHaveClass('field__error');
  expect(control.getAttribute('aria-describedby')).toContain(erro.id);
}

describe('form fields show their own errors', () => {
  it('every label of a required field carries the asterisk', () => {
    render(<Harness />);
    for (const label of [
      'Nome *',
      'História clínica *',
      'Convênio *',
      'CIDs Secundários *',
      'Diárias previstas *',
      'Necessita de Avaliação Anestésica? *',
    ]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByRole('radiogroup', { name: 'Cirurgia oncológica? *' })).toBeInTheDocument();
  });

  it('text field: red border, aria-invalid and the message under it; typing clears it', async () => {
    const user = await submitEmpty();
    const nome = screen.getByLabelText('Nome *');
    expectMarked(nome, 'Informe o nome.');
    expect(nome).toHaveClass('p-invalid');
    await user.type(nome, 'MARIA');
    await waitFor(() => expect(nome).not.toHaveAttribute('aria-invalid'));
    expect(screen.queryByText('Informe o nome.')).not.toBeInTheDocument();
  });

  it('text area: the message under it and the character counter', async () => {
    const user = await submitEmpty();
    const historia = screen.getByLabelText('História clínica *');
    expectMarked(historia, 'Informe a história clínica.');
    expect(historia).toHaveAccessibleDescription('Informe a história clínica. 0/4000');
    await user.type(historia, 'Dor há 3 meses');
    expect(screen.getByText('14/4000')).toBeInTheDocument();
  });

  it('dropdown: the message under it; focus can be moved to it', async () => {
    const user = await submitEmpty();
    const convenio = screen.getByLabelText('Convênio *');
    expectMarked(convenio, 'Informe o convênio.');
    expect(convenio.closest('.p-dropdown')).toHaveClass('p-invalid');
    await user.click(screen.getByRole('button', { name: 'Focar convênio' }));
    expect(convenio).toHaveFocus();
  });

  it('multi-select: the message under it; a long chip keeps its whole text', async () => {
    const user = await submitEmpty();
    const cids = screen.getByLabelText('CIDs Secundários *');
    expectMarked(cids, 'Informe os CIDs.');
    expect(cids.closest('.p-multiselect')).toHaveClass('p-invalid');
    await user.click(cids.closest('.p-multiselect')!);
    const [opcao] = await screen.findAllByRole('option', { name: /FRATURA DA DIÁFISE/, hidden: true });
    await user.click(opcao);
    const chip = await waitFor(() => {
      const found = document.querySelector('.multiselect-field .p-multiselect-token');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(chip).toHaveTextContent(CIDS[0].descricao);
  });

  it('number field: only digits are stored; the message under it', async () => {
    const user = await submitEmpty();
    const diarias = screen.getByLabelText('Diárias previstas *');
    expectMarked(diarias, 'Informe as diárias previstas.');
    await user.type(diarias, '4a');
    expect(diarias).toHaveValue('4');
  });

  it('checkbox: the message under it', async () => {
    const user = await submitEmpty();
    const aceite = screen.getByLabelText('Necessita de Avaliação Anestésica? *');
    expectMarked(aceite, 'Confirme a avaliação.');
    await user.click(aceite);
    await waitFor(() => expect(screen.queryByText('Confirme a avaliação.')).not.toBeInTheDocument());
  });

  it('radio group: the group and its options are marked, the message under it', async () => {
    await submitEmpty();
    const grupo = screen.getByRole('radiogroup', { name: 'Cirurgia oncológica? *' });
    expectMarked(grupo, 'Informe se a cirurgia é oncológica.');
    expect(within(grupo).getByLabelText('Sim')).toHaveAttribute('aria-invalid', 'true');
    expect(within(grupo).getByLabelText('Não')).toHaveAccessibleDescription('Informe se a cirurgia é oncológica.');
  });
});
