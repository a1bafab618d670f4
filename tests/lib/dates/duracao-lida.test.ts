// A surgery's duration as the screens read it (docs/decisions/032-duracao-impossivel.md).
import { describe, expect, it } from 'vitest';
import { duracaoIlegivel, duracaoLida, fimLegivel } from '@/lib/dates/duracao-lida';

describe('duracaoLida', () => {
  it('reads an end after the start, up to a whole day', () => {
    expect(duracaoLida('2026-12-02T13:00:00', '2026-12-02T14:30:00')).toEqual({ tipo: 'lida', minutos: 90 });
    expect(duracaoLida('2026-12-02T13:00:00', '2026-12-03T13:00:00')).toEqual({ tipo: 'lida', minutos: 1440 });
  });

  it('an end before the start is unreadable', () => {
    expect(duracaoLida('2026-12-02T13:00:00', '2026-12-02T11:30:00')).toEqual({ tipo: 'ilegivel' });
    expect(duracaoIlegivel('2026-12-02T13:00:00', '2026-12-02T11:30:00')).toBe(true);
    expect(fimLegivel('2026-12-02T13:00:00', '2026-12-02T11:30:00')).toBeNull();
  });

  it('a surgery longer than a day is unreadable (99,999 minutes)', () => {
    expect(duracaoLida('2026-12-02T13:00:00', '2026-12-03T13:01:00')).toEqual({ tipo: 'ilegivel' });
    expect(duracaoLida('2026-12-02T13:00:00', '2027-02-09T11:39:00')).toEqual({ tipo: 'ilegivel' });
  });

  it('no end, or an end equal to the start, is a duration not sent', () => {
    expect(duracaoLida('2026-12-02T13:00:00', null)).toEqual({ tipo: 'sem-fim' });
    expect(duracaoLida('2026-12-02T13:00:00', '2026-12-02T13:00:00')).toEqual({ tipo: 'sem-fim' });
    expect(duracaoIlegivel('2026-12-02T13:00:00', null)).toBe(false);
    expect(fimLegivel('2026-12-02T13:00:00', '2026-12-02T14:00:00')).toBe('2026-12-02T14:00:00');
  });
});
