import { describe, expect, it } from 'vitest';
import { DIA_DOS_TESTES, diasDesdeODiaDosTestes } from '@mocks/relogio-dos-testes';
import { saoPauloIsoDay } from '@/lib/dates/today';

describe('the suites’ clock (docs/decisions/021-relogio-dos-testes.md)', () => {
  it('counts whole days by São Paulo’s date, which turns at 03:00 UTC', () => {
    expect(diasDesdeODiaDosTestes(Date.parse('2026-11-24T12:00:00Z'))).toBe(0);
    expect(diasDesdeODiaDosTestes(Date.parse('2026-11-25T02:59:00Z'))).toBe(0);
    expect(diasDesdeODiaDosTestes(Date.parse('2026-11-25T03:00:00Z'))).toBe(1);
    expect(diasDesdeODiaDosTestes(Date.parse('2027-01-10T15:00:00Z'))).toBe(47);
    expect(diasDesdeODiaDosTestes(Date.parse('2026-11-20T15:00:00Z'))).toBe(-4);
  });

  it('this worker runs on that day, whatever the real date', () => {
    expect(saoPauloIsoDay()).toBe(DIA_DOS_TESTES);
  });
});
