import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SurgeryDateWatcher } from '@/features/wizard/components/cirurgia/surgery-date-watcher';
import { emptyWizardForm } from '@/features/wizard/model/form';
import { failNext } from '@mocks/scenarios';
import { renderCirurgia, STEP1 } from './harness';

afterEach(() => vi.useRealTimers());

const AGENDADO = {
  sala: 1,
  dataHoraSugerida: '2026-12-01T10:00:00',
  agendamento: { inicio: '2026-12-01T10:00:00', fim: '2026-12-01T12:00:00', sala: 1, id: null },
  dataInternacao: '2026-11-30T10:00',
};
const MENSAGEM = 'Procedimentos foram alterados, selecione a data de cirurgia novamente.';

describe('SurgeryDateWatcher', () => {
  it('does nothing on mount nor on a reset (a draft restored), then a new duration clears the dates', async () => {
    const { form, settled } = renderCirurgia(<SurgeryDateWatcher />, AGENDADO);
    await settled();
    act(() => form().reset({ ...emptyWizardForm(), ...STEP1, ...AGENDADO, duracaoEstimada: 240 }));
    expect(form().getValues()).toMatchObject(AGENDADO);
    act(() => form().setValue('duracaoEstimada', 180));
    expect(await screen.findByText(MENSAGEM)).toBeInTheDocument();
    expect(form().getValues()).toMatchObject({ dataHoraSugerida: '', agendamento: null, dataInternacao: '' });
  });

  it('a new centre clears the suggested date', async () => {
    const { form } = renderCirurgia(<SurgeryDateWatcher />, AGENDADO);
    act(() => form().setValue('centro', 3));
    await waitFor(() => expect(form().getValues()).toMatchObject({ dataHoraSugerida: '', agendamento: null }));
    expect(screen.queryByText(MENSAGEM)).not.toBeInTheDocument();
  });

  it('a new character re-checks the date: an elective date is too far for an urgency', async () => {
    const { form, settled } = renderCirurgia(<SurgeryDateWatcher />, AGENDADO);
    await settled();
    act(() => form().setValue('carater', 2));
    expect(
      await screen.findByText('Você não pode fazer um pedido de urgência/emergência acima de 48 horas.'),
    ).toBeInTheDocument();
    expect(form().getValues()).toMatchObject({ dataHoraSugerida: '', agendamento: null });
  });

  it('a new character whose check fails says so in Portuguese and keeps the date', async () => {
    const { form, settled } = renderCirurgia(<SurgeryDateWatcher />, AGENDADO);
    await settled();
    failNext('GET /api/recuperarSalaCirurgica/:inicio/:duracao/:carater/:profissional/:sala/:equipe/:centro', 500);
    act(() => form().setValue('carater', 2));
    expect(
      await screen.findByText(/Não foi possível verificar a data sugerida com o novo caráter de atendimento\./),
    ).toBeInTheDocument();
    expect(form().getValues('dataHoraSugerida')).toBe(AGENDADO.dataHoraSugerida);
  });
});
