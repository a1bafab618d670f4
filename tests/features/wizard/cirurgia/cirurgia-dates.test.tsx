import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CirurgiaStep } from '@/features/wizard/components/cirurgia/cirurgia-step';
import { seedModelos } from '@mocks/db/seed-modelos';
import { pickOption } from '../../../utils/primereact';
import { renderCirurgia, URGENCIA } from './harness';

afterEach(() => vi.useRealTimers());

const URGENTE = { carater: 2 };

describe('step 2 — free suggested date (urgency)', () => {
  it('shows the date field; a past date is refused and cleared, a date within the urgency SLA kept with the admission', async () => {
    const { user, form } = renderCirurgia(<CirurgiaStep />, URGENTE, URGENCIA);
    const campo = await screen.findByLabelText('Data Sugerida da Cirurgia *');
    expect(screen.queryByRole('group', { name: 'Agenda da sala cirúrgica' })).not.toBeInTheDocument();
    await user.type(campo, '21/11/2026 10:00');
    await waitFor(() => expect(campo).toHaveAccessibleDescription('Data não pode ser retroativa'));
    expect(campo).toHaveAttribute('aria-invalid', 'true');
    expect(campo).toHaveValue('');
    expect(form().getValues('dataHoraSugerida')).toBe('');

    await user.type(campo, '23/11/2026 10:00');
    await waitFor(() => expect(form().getValues('dataHoraSugerida')).toBe('2026-11-23T10:00:00'));
    expect(campo).not.toHaveAttribute('aria-invalid');
    expect(form().getValues('dataInternacao')).toBe('2026-11-22T10:00');
    expect(screen.getByLabelText('Data da Internação')).toHaveValue('22/11/2026 10:00');
  });

  it('an urgency beyond the status’s SLA hours is refused', async () => {
    const { user, form } = renderCirurgia(<CirurgiaStep />, URGENTE, URGENCIA);
    const campo = await screen.findByLabelText('Data Sugerida da Cirurgia *');
    await user.type(campo, '30/11/2026 10:00');
    const mensagem = 'Você não pode fazer um pedido de urgência/emergência acima de 48 horas.';
    await waitFor(() => expect(campo).toHaveAccessibleDescription(mensagem));
    expect(await screen.findAllByText(mensagem)).toHaveLength(2);
    expect(form().getValues('dataHoraSugerida')).toBe('');
  });
});

describe('step 2 — a model’s SLA', () => {
  it('a model with an hours perspective asks the server (validarDataCirurgiaEmHorasUteis) and shows its message', async () => {
    // 'FRATURA DE TÍBIA - URGÊNCIA': SLA 24, calendar hours.
    const modelo = seedModelos().find((m) => m.id === 2);
    const { user, form } = renderCirurgia(<CirurgiaStep />, URGENTE, { ...URGENCIA, modelo: modelo ?? null });
    const campo = await screen.findByLabelText('Data Sugerida da Cirurgia *');
    await user.type(campo, '22/11/2026 18:00');
    const mensagem = 'Data selecionada está dentro do prazo mínimo do SLA.';
    await waitFor(() => expect(campo).toHaveAccessibleDescription(mensagem));
    expect(form().getValues('dataHoraSugerida')).toBe('');
    await user.type(campo, '23/11/2026 18:00');
    await waitFor(() => expect(form().getValues('dataHoraSugerida')).toBe('2026-11-23T18:00:00'));
  });
});

describe('step 2 — admission', () => {
  const comData = { ...URGENTE, dataHoraSugerida: '2026-11-23T18:00:00', dataInternacao: '2026-11-22T18:00' };

  it('an admission after the surgery is refused', async () => {
    const { user, form } = renderCirurgia(<CirurgiaStep />, comData, URGENCIA);
    const campo = await screen.findByLabelText('Data da Internação');
    await user.clear(campo);
    await user.type(campo, '24/11/2026 08:00');
    const mensagem = 'A data da internação não pode ser depois que a data sugerida para cirurgia!';
    await waitFor(() => expect(campo).toHaveAccessibleDescription(mensagem));
    expect(form().getValues('dataInternacao')).toBe('');
  });

  it('an early admission asks for the reason (OK disabled until chosen) and then shows the 14:00 info', async () => {
    const { user, form } = renderCirurgia(
      <CirurgiaStep />,
      { ...comData, dataHoraSugerida: '2026-11-30T18:00:00', dataInternacao: '2026-11-29T18:00' },
      URGENCIA,
    );
    const campo = await screen.findByLabelText('Data da Internação');
    await user.clear(campo);
    await user.type(campo, '27/11/2026 14:00');
    const dialogo = await screen.findByRole('dialog', { name: 'Motivo de Antecipação da Internação' });
    expect(
      within(dialogo).getByText('É necessário informar o motivo da internação ser antecipada.'),
    ).toBeInTheDocument();
    expect(within(dialogo).getByRole('button', { name: 'OK' })).toBeDisabled();
    await pickOption(user, 'Motivo *', 'PREPARO PRÉ-OPERATÓRIO');
    await user.click(within(dialogo).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(form().getValues()).toMatchObject({ dataInternacao: '2026-11-27T14:00', motivoAntecipacao: 1 });
    const info = 'Internações antecipadas acontecem a partir das 14:00 do dia solicitado, mediante ordem de serviço.';
    expect(await screen.findAllByText(info)).not.toHaveLength(0);
    expect(screen.getByLabelText('Motivo de Antecipação da Internação *')).toHaveAccessibleDescription(info);
  });

  it('Cancelar in the reason dialog puts back the default admission, the day before the surgery', async () => {
    const { user, form } = renderCirurgia(
      <CirurgiaStep />,
      { ...comData, dataHoraSugerida: '2026-11-30T18:00:00', dataInternacao: '2026-11-29T18:00' },
      URGENCIA,
    );
    const campo = await screen.findByLabelText('Data da Internação');
    await user.clear(campo);
    await user.type(campo, '27/11/2026 14:00');
    const dialogo = await screen.findByRole('dialog', { name: 'Motivo de Antecipação da Internação' });
    await user.click(within(dialogo).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(form().getValues('dataInternacao')).toBe('2026-11-29T18:00'));
  });

  it('an ambulatory, blocked or admitted case has the admission fields disabled', async () => {
    renderCirurgia(<CirurgiaStep />, URGENTE, { ...URGENCIA, admission: { disabled: true, clear: false } });
    expect(await screen.findByLabelText('Data da Internação')).toBeDisabled();
    expect(screen.getByLabelText('Leito UTI?')).toBeDisabled();
  });
});
