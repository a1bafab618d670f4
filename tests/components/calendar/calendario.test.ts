import { describe, expect, it } from 'vitest';
import { faixaHoraria } from '@/components/calendar/faixa-horaria';
import { legendaDe } from '@/components/calendar/legenda';

describe("the agendas' time axis (docs/decisions.md 'agenda')", () => {
  it('is 06:00–22:00 when every event falls inside', () => {
    expect(faixaHoraria([{ start: '2026-11-25T08:00:00', end: '2026-11-25T10:00:00' }])).toEqual({
      slotMinTime: '06:00:00',
      slotMaxTime: '22:00:00',
    });
  });
  it('widens to the whole hours around an early start and a night surgery, up to midnight', () => {
    expect(
      faixaHoraria([
        { start: '2026-11-25T05:10:00', end: '2026-11-25T06:30:00' },
        { start: '2026-11-25T22:40:00', end: '2026-11-26T00:40:00' },
      ]),
    ).toEqual({ slotMinTime: '05:00:00', slotMaxTime: '24:00:00' });
  });
  it('counts one slot for an event without an end', () => {
    expect(faixaHoraria([{ start: '2026-11-25T21:50:00' }]).slotMaxTime).toBe('23:00:00');
  });
});

describe("the agendas' colour legend", () => {
  it('lists each colour and status once, by status name, leaving out events without a colour', () => {
    expect(
      legendaDe([
        { cor: '#F57C00', status: 'REAGENDADO' },
        { cor: '#00838f', status: 'CONFERIDO' },
        { cor: '#f57c00', status: 'REAGENDADO' },
        { cor: null, status: 'Status não informado' },
      ]),
    ).toEqual([
      { cor: '#00838f', status: 'CONFERIDO' },
      { cor: '#F57C00', status: 'REAGENDADO' },
    ]);
  });
});
