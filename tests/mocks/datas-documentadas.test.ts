// The mock reads a write's dates only in their documented forms (mocks/datas-documentadas.ts): São Paulo's wall clock
// 'yyyy-MM-ddTHH:mm[:ss]' and the day 'yyyy-MM-dd'; the lenient forms the app's reader takes are refused.
import { describe, expect, it } from 'vitest';
import { lerDataHora, lerDia } from '@mocks/datas-documentadas';

describe('the mock’s strict date reading', () => {
  it('reads the documented forms', () => {
    expect(lerDataHora('2026-12-02T08:00')).toBe('2026-12-02T08:00:00');
    expect(lerDataHora('2026-12-02T08:00:15')).toBe('2026-12-02T08:00:15');
    expect(lerDataHora('')).toBeNull();
    expect(lerDataHora(null)).toBeNull();
    expect(lerDia('1980-02-29')).toBe('1980-02-29');
  });

  it.each([
    '02/12/2026 08:00',
    '2026-12-02T08:00:00Z',
    '2026-12-02 08:00',
    '1764669600000',
    '2026-02-30T08:00',
    '2026-12-02T24:00',
    '0026-12-02T08:00',
  ])('refuses %s', (texto) => {
    expect(lerDataHora(texto)).toBeUndefined();
  });

  it('refuses a day in another form or not in the calendar', () => {
    expect(lerDia('02/12/2026')).toBeUndefined();
    expect(lerDia('1981-02-29')).toBeUndefined();
    expect(lerDataHora(1764669600000)).toBeUndefined();
  });
});
