import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/app/query-client';
import { RoomCalendar } from '@/features/wizard/components/cirurgia/room-calendar';
import { signInAs } from '../../../utils/render-app';

function Harness({ onChange }: { onChange: (v: string | null) => void }) {
  const [selecionado, setSelecionado] = useState<string | null>(null);
  return (
    <RoomCalendar
      equipeId={1}
      centroId={1}
      sala={1}
      duracaoMinutos={60}
      intervaloMinutos={30}
      agora="2026-11-30T05:00:00"
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
    expect(
      await slot('30/11/2026 12:00 a 13:00 — Tempo insuficiente para a duração estimada e o intervalo da sala'),
    ).toBeInTheDocument();
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
    expect(within(screen.getByRole('group', { name: 'Agenda da sala cirúrgica' })).queryAllByRole('img')).toHaveLength(
      0,
    );
  });
});
