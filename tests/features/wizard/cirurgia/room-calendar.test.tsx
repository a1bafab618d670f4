import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/app/query-client';
import { RoomCalendar } from '@/features/wizard/components/cirurgia/room-calendar';
import { addDays } from '@/lib/dates/wall-clock';
import { db } from '@mocks/db/db';
import { signInAs } from '../../../utils/render-app';

function Harness({
  onChange,
  agora = '2026-11-30T05:00:00',
  duracao = 60,
}: {
  onChange: (v: string | null) => void;
  agora?: string;
  duracao?: number;
}) {
  const [selecionado, setSelecionado] = useState<string | null>(null);
  return (
    <RoomCalendar
      equipeId={1}
      centroId={1}
      sala={1}
      duracaoMinutos={duracao}
      intervaloMinutos={30}
      agora={agora}
      sla={null}
      selecionado={selecionado}
      onSelect={(inicio) => {
        setSelecionado(inicio);
        onChange(inicio);
      }}
      onClear={() => {
        setSelecionado(null);
        onChange(null);
      }}
    />
  );
}

describe('step 2 room calendar', () => {
  // FullCalendar keeps events hidden until it has measured them, which jsdom never does, so their accessible names
  // compute empty here: each slot is found by its title (the same text as its aria-label).
  const slot = async (name: string) => {
    const el = await screen.findByTitle(name, {}, { timeout: 8000 });
    expect(el).toHaveAttribute('aria-label', name);
    expect(el).toHaveAttribute('role', 'button');
    return el;
  };

  it('offers the free slots of the week, says why the others are not offered, and selects and clears by keyboard', async () => {
    signInAs('carlos.mendes');
    const changes: (string | null)[] = [];
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Harness onChange={(v) => changes.push(v)} />
      </QueryClientProvider>,
    );
    // Monday 30/11, 60 minutes plus the 30-minute interval: 07:00 is free; 08:00 to 10:30 collide with request 2026900
    // (09:00–11:00), one block; the times before the room opens are another.
    const livre = await slot('30/11/2026 07:00 — Agendar Início 07:00');
    expect(await slot('30/11/2026 08:00 a 11:00 — Ocupado pelo pedido nº 2026900')).toBeInTheDocument();
    expect(await slot('30/11/2026 06:00 a 07:00 — Fora da programação da sala')).toBeInTheDocument();
    // A reason is whole in the tooltip (title), the accessible name and the text drawn; only CSS ellipsises it on screen.
    const curto = await slot(
      '30/11/2026 12:00 a 13:00 — Tempo insuficiente para a duração estimada e o intervalo da sala',
    );
    expect(curto).toHaveTextContent('Tempo insuficiente para a duração estimada e o intervalo da sala');
    // Arrows move between the week's slots; Enter chooses.
    const seguinte = await slot('30/11/2026 07:30 — Agendar Início 07:30');
    livre.focus();
    await user.keyboard('{ArrowDown}');
    expect(seguinte).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(livre).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(changes).toEqual(['2026-11-30T07:00:00']);
    const agendado = await slot('30/11/2026 07:00 — Agendamento');
    expect(
      within(screen.getByRole('status')).getByText('Agendamento selecionado: 30/11/2026 07:00'),
    ).toBeInTheDocument();
    agendado.focus();
    await user.keyboard('{Enter}');
    expect(changes).toEqual(['2026-11-30T07:00:00', null]);
    expect(await screen.findByText('Seleção de agendamento removida.')).toBeInTheDocument();
  });

  it('names the week buttons by their text, with no unnamed image inside (axe role-img-alt)', async () => {
    signInAs('carlos.mendes');
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Harness onChange={() => undefined} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('button', { name: 'Semana anterior' })).toHaveTextContent('Semana anterior');
    expect(screen.getByRole('button', { name: 'Próxima semana' })).toHaveTextContent('Próxima semana');
    // Their tooltips say the same (not the locale's 'Próximo Semana').
    expect(screen.getByRole('button', { name: 'Semana anterior' })).toHaveAttribute('title', 'Semana anterior');
    expect(screen.getByRole('button', { name: 'Próxima semana' })).toHaveAttribute('title', 'Próxima semana');
    expect(within(screen.getByRole('group', { name: 'Agenda da sala cirúrgica' })).queryAllByRole('img')).toHaveLength(
      0,
    );
  });

  const renderCalendario = (agora: string, duracao = 60) => {
    signInAs('carlos.mendes');
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Harness onChange={() => undefined} agora={agora} duracao={duracao} />
      </QueryClientProvider>,
    );
  };

  /**
   * Request 2026990 holds room 1 from Monday 30/11 to the day `ate` (exclusive), one booking a day: a single booking of
   * more than a day would be an unreadable duration (docs/decisions/032-duracao-impossivel.md).
   */
  const salaTomadaAte = (ate: string) => {
    for (let dia = '2026-11-30', n = 0; dia < ate; dia = addDays(dia, 1), n += 1)
      db.agendamentos.push({
        id: 990_000 + n,
        pedidoCirurgia: 990,
        codigo: '2026990',
        sala: 1,
        inicioCirurgia: `${dia}T00:00:00`,
        finalEfetivoCirurgia: `${addDays(dia, 1)}T00:00:00`,
      });
  };

  it('opens on the first week with a bookable time when the current and the next have none, and says so', async () => {
    // Sunday 29/11: the calendar's first week is the coming one, 30/11; a booking takes room 1 up to Monday 14/12.
    salaTomadaAte('2026-12-14');
    renderCalendario('2026-11-29T05:00:00');
    // While it reads the weeks, it says so instead of drawing an empty calendar.
    expect(
      screen.getByText('Procurando a primeira semana com horário disponível (semana de 30/11/2026)...'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Sem horário disponível antes da semana de 14/12/2026: a agenda abre nela, a primeira com horário disponível.',
        {},
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
    expect(await slot('14/12/2026 07:00 — Agendar Início 07:00')).toBeInTheDocument();
    expect(screen.queryByTitle(/Ocupado pelo pedido nº 2026990/)).not.toBeInTheDocument();
    // The nearer weeks are one click back, as the notice says: taken whole.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Semana anterior' }));
    expect(await slot('08/12/2026 07:00 a 13:00 — Ocupado pelo pedido nº 2026990')).toBeInTheDocument();
    expect(screen.queryByTitle(/Agendar Início/)).not.toBeInTheDocument();
  });

  it('opens on the current week when none up to the search’s last day has a bookable time, and names that day', async () => {
    // Room 1 taken from 30/11 to 01/02/2027: the nine weeks read end on Sunday 31/01/2027.
    salaTomadaAte('2027-02-01');
    renderCalendario('2026-11-29T05:00:00');
    expect(
      await screen.findByText('Nenhum horário disponível nesta sala até 31/01/2027.', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(await slot('02/12/2026 07:00 a 13:00 — Ocupado pelo pedido nº 2026990')).toBeInTheDocument();
    expect(screen.queryByTitle(/Agendar Início/)).not.toBeInTheDocument();
  });

  it('opens on the current week without a word when it has a bookable time', async () => {
    renderCalendario('2026-11-29T05:00:00');
    expect(await slot('30/11/2026 07:00 — Agendar Início 07:00')).toBeInTheDocument();
    expect(screen.queryByText(/Sem horário disponível antes|Nenhum horário disponível/)).not.toBeInTheDocument();
  });
});
