import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CirurgiaStep } from '@/features/wizard/components/cirurgia/cirurgia-step';
import { db } from '@mocks/db/db';
import { failNext } from '@mocks/scenarios';
import { pickOption } from '../../../utils/primereact';
import { ABRE_EM_30_11, abreEm3011, renderCirurgia } from './harness';

import { ouvirChamadas } from '@mocks/journal';

afterEach(() => {
  vi.useRealTimers();
});

// FullCalendar keeps events hidden until it has measured them, which jsdom never does: a slot is found by its title
// (the same text as its aria-label).
const slot = (name: string) => screen.findByTitle(name, {}, { timeout: 8000 });

describe('step 2 — elective room calendar', () => {
  it('a free slot becomes the Agendamento: date, admission and room stored, the disabled date shown; Limpar removes it', async () => {
    const { user, form } = renderCirurgia(<CirurgiaStep />, { sala: 1 });
    // From Sunday 22/11 the week of 23/11 lies inside the SLA: the calendar opens on 30/11, saying so.
    expect(await abreEm3011()).toBeInTheDocument();
    // Tuesday 01/12: request 2026901 holds 07:00–10:00; 10:00 + 120 min + the 30-minute interval fits before 13:00.
    expect(await slot('01/12/2026 07:00 a 10:00 — Ocupado pelo pedido nº 2026901')).toBeInTheDocument();
    await user.click(await slot('01/12/2026 10:00 — Agendar Início 10:00'));
    expect(await slot('01/12/2026 10:00 — Agendamento')).toBeInTheDocument();
    expect(screen.getByLabelText('Data Sugerida da Cirurgia')).toBeDisabled();
    expect(screen.getByLabelText('Data Sugerida da Cirurgia')).toHaveValue('01/12/2026 10:00');
    expect(screen.getByText('Agendamento selecionado: 01/12/2026 10:00')).toBeInTheDocument();
    expect(form().getValues()).toMatchObject({
      dataHoraSugerida: '2026-12-01T10:00:00',
      agendamento: { inicio: '2026-12-01T10:00:00', fim: '2026-12-01T12:00:00', sala: 1, id: null },
      sala: 1,
      dataInternacao: '2026-11-30T10:00',
    });
    expect(screen.getByLabelText('Data da Internação')).toHaveValue('30/11/2026 10:00');

    await user.click(screen.getByRole('button', { name: 'Limpar' }));
    expect(await screen.findByText('Seleção de agendamento removida.')).toBeInTheDocument();
    expect(await slot('01/12/2026 10:00 — Agendar Início 10:00')).toBeInTheDocument();
    expect(form().getValues()).toMatchObject({ dataHoraSugerida: '', agendamento: null });
  });

  it('loads the next week while one is shown: Próxima semana draws it from what was loaded, with no new call', async () => {
    const weeks: string[] = [];
    ouvirChamadas((c) => {
      const m = /^\/api\/pedidosWizard\/([^/]+)\//.exec(c.path);
      if (m) weeks.push(m[1]);
    });
    const { user } = renderCirurgia(<CirurgiaStep />, { sala: 1 });
    // The search reads 23/11 (inside the SLA) and opens on 30/11; the week after it is loaded too.
    expect(await abreEm3011()).toBeInTheDocument();
    await slot('01/12/2026 07:00 a 10:00 — Ocupado pelo pedido nº 2026901');
    await waitFor(() => expect(weeks).toEqual(['2026-11-23', '2026-11-30', '2026-12-07']));
    await user.click(screen.getByRole('button', { name: 'Próxima semana' }));
    expect(await slot('07/12/2026 07:00 a 13:00 — Ocupado pelo pedido nº 2026903')).toBeInTheDocument();
    // The week after is loaded in turn; the week shown was not asked for again.
    await waitFor(() => expect(weeks).toEqual(['2026-11-23', '2026-11-30', '2026-12-07', '2026-12-14']));
  });

  it('clicking the Agendamento removes it with the same message', async () => {
    const { user, form } = renderCirurgia(<CirurgiaStep />, { sala: 1 });
    // From Sunday 22/11 the week of 23/11 lies inside the SLA: the calendar opens on 30/11, saying so.
    expect(await abreEm3011()).toBeInTheDocument();
    await user.click(await slot('01/12/2026 10:00 — Agendar Início 10:00'));
    await user.click(await slot('01/12/2026 10:00 — Agendamento'));
    expect(await screen.findAllByText('Seleção de agendamento removida.')).not.toHaveLength(0);
    expect(form().getValues('agendamento')).toBeNull();
  });

  it('a slot taken meanwhile by another request is refused: Data não pode ser utilizada', async () => {
    const { user, form } = renderCirurgia(<CirurgiaStep />, { sala: 1 });
    // From Sunday 22/11 the week of 23/11 lies inside the SLA: the calendar opens on 30/11, saying so.
    expect(await abreEm3011()).toBeInTheDocument();
    const livre = await slot('02/12/2026 07:00 — Agendar Início 07:00');
    db.agendamentos.push({
      id: 99,
      pedidoCirurgia: 999,
      codigo: '2026999',
      sala: 1,
      inicioCirurgia: '2026-12-02T08:00:00',
      finalEfetivoCirurgia: '2026-12-02T10:00:00',
    });
    await user.click(livre);
    expect(await screen.findByText('Data não pode ser utilizada, selecione outra.')).toBeInTheDocument();
    expect(form().getValues('agendamento')).toBeNull();
  });

  it('a room change clears the selection and shows the new room’s week', async () => {
    const { user, form } = renderCirurgia(<CirurgiaStep />, { sala: 1 });
    // From Sunday 22/11 the week of 23/11 lies inside the SLA: the calendar opens on 30/11, saying so.
    expect(await abreEm3011()).toBeInTheDocument();
    await user.click(await slot('01/12/2026 10:00 — Agendar Início 10:00'));
    await slot('01/12/2026 10:00 — Agendamento');
    await pickOption(user, 'Selecione a sala', 'SALA 02');
    await waitFor(() => expect(form().getValues()).toMatchObject({ sala: 2, agendamento: null, dataHoraSugerida: '' }));
    // Room 2 is programmed on Mondays, Wednesdays and Fridays from 13:00; its calendar opens on 30/11 too (the week of
    // 23/11 and Monday 30/11 are inside the SLA).
    expect(await slot('02/12/2026 13:00 — Agendar Início 13:00')).toBeInTheDocument();
    expect(screen.getByText(ABRE_EM_30_11)).toBeInTheDocument();
  });

  it('a slot is chosen with the keyboard alone and announced', async () => {
    const { user, form } = renderCirurgia(<CirurgiaStep />, { sala: 1 });
    // From Sunday 22/11 the week of 23/11 lies inside the SLA: the calendar opens on 30/11, saying so.
    expect(await abreEm3011()).toBeInTheDocument();
    // One tab stop for the week, on its first bookable time (Monday's are taken by request 2026900 or too short);
    // jsdom keeps FullCalendar's unmeasured events hidden from user.tab(), so that slot takes the focus Tab gives it.
    const alvo = await slot('01/12/2026 10:00 — Agendar Início 10:00');
    expect(alvo).toHaveAttribute('tabindex', '0');
    expect(await slot('30/11/2026 07:00 a 11:00 — Ocupado pelo pedido nº 2026900')).toHaveAttribute('tabindex', '-1');
    alvo.focus();
    // Arrows move between the week's times, the tab stop with them; the times a request holds are one block named by
    // its span and reason.
    await user.keyboard('{ArrowUp}');
    const ocupado = await slot('01/12/2026 07:00 a 10:00 — Ocupado pelo pedido nº 2026901');
    expect(ocupado).toHaveFocus();
    expect(ocupado).toHaveAttribute('tabindex', '0');
    expect(alvo).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{ArrowDown}');
    expect(alvo).toHaveFocus();
    await user.keyboard('{Enter}');
    const status = await screen.findByText('Agendamento selecionado: 01/12/2026 10:00');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(form().getValues('dataHoraSugerida')).toBe('2026-12-01T10:00:00');
  });

  it('asks for a room first; a failed load of the programming offers a retry', async () => {
    failNext('GET /api/programacoes/:equipeId/:centroId', 500);
    const { user } = renderCirurgia(<CirurgiaStep />, {});
    const erro = await screen.findByRole('alert');
    expect(erro).toHaveTextContent('Não foi possível carregar as programações das salas.');
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Selecione a sala para ver a agenda.')).toBeInTheDocument();
    await pickOption(user, 'Selecione a sala', 'SALA 01');
    expect(await slot('01/12/2026 10:00 — Agendar Início 10:00')).toBeInTheDocument();
  });

  it('without programming for the team in the centre: the elective warning', async () => {
    renderCirurgia(<CirurgiaStep />, { centro: 2 });
    // In the 'Atenção!' toast and on the step, where no room can be chosen and no calendar shows.
    await waitFor(() =>
      expect(
        screen.getAllByText('Programações de salas não encontradas neste centro cirúrgico ou equipe incorreta.'),
      ).toHaveLength(2),
    );
    expect(screen.getByLabelText('Selecione a sala')).toBeDisabled();
    expect(screen.queryByRole('group', { name: 'Agenda da sala cirúrgica' })).not.toBeInTheDocument();
  });
});
