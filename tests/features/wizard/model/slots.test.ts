import { describe, expect, it } from 'vitest';
import {
  blocosDaSemana,
  motivoDoSlot,
  motivoTexto,
  slotsDaSemana,
  tituloSlot,
  usaDataLivre,
  type SlotContext,
} from '@/features/wizard/model/slots';
import { weekday } from '@/lib/dates/wall-clock';

// Week of Monday 2026-11-30. Room 1 is programmed Monday (1) 07:00–13:00 and Sunday (7) 08:00–12:00.
const ctx = (extra: Partial<SlotContext> = {}): SlotContext => ({
  semana: '2026-11-30',
  sala: 1,
  programacoes: [
    { diaSemana: 1, horaInicio: '07:00', horaFim: '13:00', salaCirurgia_id: 1 },
    { diaSemana: 7, horaInicio: '08:00', horaFim: '12:00', salaCirurgia_id: 1 },
    { diaSemana: 2, horaInicio: '07:00', horaFim: '19:00', salaCirurgia_id: 2 },
  ],
  reservas: [{ id: 9, codigo: '2027009', dataInicio: '2026-11-30T10:00:00', dataFim: '2026-11-30T11:30:00' }],
  duracaoMinutos: 120,
  intervaloMinutos: 30,
  agora: '2026-11-22T09:00:00',
  ...extra,
});

describe('calendar slots', () => {
  it('numbers weekdays from Monday 1 to Sunday 7', () => {
    expect(weekday('2026-11-30')).toBe(1);
    expect(weekday('2026-12-06T10:00')).toBe(7);
  });

  it('offers only starts whose duration plus the room interval fits the programming window', () => {
    // 07:00 + 120 + 30 = 09:30 ≤ 10:00 booking: free. 07:30 → 10:00 touches the booking's start: free.
    expect(motivoDoSlot(ctx(), '2026-11-30T07:00:00')).toBeNull();
    expect(motivoDoSlot(ctx(), '2026-11-30T07:30:00')).toBeNull();
    // 11:30 → 14:00 passes 13:00: too short.
    expect(motivoDoSlot(ctx(), '2026-11-30T11:30:00')).toEqual({ tipo: 'curto' });
  });

  it('refuses a start that overlaps a booking, naming that request', () => {
    expect(motivoDoSlot(ctx(), '2026-11-30T08:00:00')).toEqual({
      tipo: 'ocupado',
      codigo: '2027009',
      duracaoIlegivel: false,
    });
    expect(motivoDoSlot(ctx(), '2026-11-30T11:00:00')).toEqual({
      tipo: 'ocupado',
      codigo: '2027009',
      duracaoIlegivel: false,
    });
    expect(motivoTexto({ tipo: 'ocupado', codigo: '2027009', duracaoIlegivel: false })).toBe(
      'Ocupado pelo pedido nº 2027009',
    );
  });

  it('a booking whose end gives no readable duration holds the room for the marked minimum from its start, and says so', () => {
    const ilegivel = { tipo: 'ocupado', codigo: '2027009', duracaoIlegivel: true };
    for (const dataFim of ['2026-11-30T08:30:00', '2026-12-03T09:00:00']) {
      const c = ctx({
        duracaoMinutos: 60,
        reservas: [{ id: 9, codigo: '2027009', dataInicio: '2026-11-30T10:00:00', dataFim }],
      });
      expect(motivoDoSlot(c, '2026-11-30T10:00:00')).toEqual(ilegivel);
      expect(motivoDoSlot(c, '2026-11-30T11:00:00')).toBeNull();
    }
    expect(motivoTexto({ tipo: 'ocupado', codigo: '2027009', duracaoIlegivel: true })).toBe(
      'Ocupado pelo pedido nº 2027009 (Duração não informada)',
    );
  });

  it("a request's own booking does not block it: a reschedule may move the surgery within its old time", () => {
    expect(motivoDoSlot(ctx({ pedidoId: 9 }), '2026-11-30T08:00:00')).toBeNull();
    expect(motivoDoSlot(ctx({ pedidoId: 10 }), '2026-11-30T08:00:00')).toEqual({
      tipo: 'ocupado',
      codigo: '2027009',
      duracaoIlegivel: false,
    });
  });

  it('refuses times outside the room programming (another room, another weekday, before opening)', () => {
    expect(motivoDoSlot(ctx(), '2026-12-01T08:00:00')).toEqual({ tipo: 'fora-programacao' });
    expect(motivoDoSlot(ctx(), '2026-11-30T06:30:00')).toEqual({ tipo: 'fora-programacao' });
    expect(motivoDoSlot(ctx({ sala: 2 }), '2026-12-01T08:00:00')).toBeNull();
  });

  it('Sunday programming (diaSemana 7) is honoured', () => {
    expect(motivoDoSlot(ctx({ duracaoMinutos: 60 }), '2026-12-06T08:00:00')).toBeNull();
  });

  it('refuses past starts and starts inside the SLA minimum', () => {
    expect(motivoDoSlot(ctx({ agora: '2026-11-30T07:00:00' }), '2026-11-30T07:00:00')).toEqual({ tipo: 'passado' });
    expect(motivoDoSlot(ctx({ inicioMinimoSla: '2026-12-02T00:00:00' }), '2026-11-30T07:00:00')).toEqual({
      tipo: 'sla',
    });
  });

  it('a week is 30-minute starts over the hours shown, titled Agendar Início HH:mm', () => {
    const slots = slotsDaSemana(ctx({ horario: { de: '07:00', ate: '13:00' } }));
    expect(slots).toHaveLength(7 * 12);
    // Monday: 07:00 and 07:30 end before the 10:00 booking; from 11:30 the 150 minutes pass 13:00.
    // Sunday 08:00–12:00: starts up to 09:30 end (with the interval) by 12:00.
    const livres = slots.filter((s) => !s.motivo).map((s) => `${s.inicio.slice(0, 10)} ${tituloSlot(s.inicio)}`);
    expect(livres).toEqual([
      '2026-11-30 Agendar Início 07:00',
      '2026-11-30 Agendar Início 07:30',
      '2026-12-06 Agendar Início 08:00',
      '2026-12-06 Agendar Início 08:30',
      '2026-12-06 Agendar Início 09:00',
      '2026-12-06 Agendar Início 09:30',
    ]);
  });

  it('draws each bookable start alone and each run of one reason as one block, per day', () => {
    const blocos = blocosDaSemana(slotsDaSemana(ctx({ horario: { de: '06:00', ate: '14:00' } })))
      .filter((b) => b.inicio.startsWith('2026-11-30') || b.inicio.startsWith('2026-12-01'))
      .map((b) => `${b.inicio.slice(5, 16)}–${b.fim.slice(11, 16)} ${b.motivo ? motivoTexto(b.motivo) : 'livre'}`);
    expect(blocos).toEqual([
      '11-30T06:00–07:00 Fora da programação da sala',
      '11-30T07:00–07:30 livre',
      '11-30T07:30–08:00 livre',
      // 08:00 to 11:00 meet the 10:00–11:30 booking; 11:30 is too short, then the room closes.
      '11-30T08:00–11:30 Ocupado pelo pedido nº 2027009',
      '11-30T11:30–13:00 Tempo insuficiente para a duração estimada e o intervalo da sala',
      '11-30T13:00–14:00 Fora da programação da sala',
      // Another day starts another block, even for the same reason.
      '12-01T06:00–14:00 Fora da programação da sala',
    ]);
    const livre = blocosDaSemana(slotsDaSemana(ctx())).find((b) => !b.motivo);
    expect(livre).toMatchObject({ inicio: '2026-11-30T07:00:00', fimCirurgia: '2026-11-30T09:00:00' });
  });

  it('the special team 9973 with centre 556, and non-elective characters, use the free date field', () => {
    expect(usaDataLivre({ equipeLegado: 9973, centroLegado: 556, eletivo: true })).toBe(true);
    expect(usaDataLivre({ equipeLegado: 1201, centroLegado: 556, eletivo: true })).toBe(false);
    expect(usaDataLivre({ equipeLegado: 1201, centroLegado: 1, eletivo: false })).toBe(true);
  });
});
