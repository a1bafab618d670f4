import { describe, expect, it } from 'vitest';
import {
  formatDateBR,
  formatDateTimeBR,
  parseApiDate,
  sameIsoDay,
  toApiDate,
  toApiDatePath,
  toApiDateTimePath,
  toIsoDay,
  toLocalTimestamp,
} from '@/lib/dates/format';
import { saoPauloIsoDay, saoPauloNow, saoPauloToday } from '@/lib/dates/today';

describe('São Paulo today', () => {
  it('is UTC−3: 02:00 UTC is still the previous day in São Paulo', () => {
    const now = new Date('2026-11-22T02:00:00Z');
    expect(saoPauloIsoDay(now)).toBe('2026-11-21');
    expect(toIsoDay(saoPauloToday(now))).toBe('2026-11-21');
    expect(saoPauloNow(now).getHours()).toBe(23);
  });

  it('03:00 UTC is midnight of the same day', () => {
    expect(saoPauloIsoDay(new Date('2026-11-22T03:00:00Z'))).toBe('2026-11-22');
  });
});

describe('date formats', () => {
  it('shows dd/mm/yyyy and dd/mm/yyyy HH:mm', () => {
    expect(formatDateBR('2026-03-05')).toBe('05/03/2026');
    expect(formatDateTimeBR('2026-03-05T14:30:00')).toBe('05/03/2026 14:30');
    expect(formatDateBR(null)).toBe('');
    expect(formatDateBR('lixo')).toBe('');
  });

  it('parses the API forms', () => {
    expect(toIsoDay(parseApiDate('05/03/2026'))).toBe('2026-03-05');
    expect(formatDateTimeBR(parseApiDate('05/03/2026 07:15'))).toBe('05/03/2026 07:15');
    expect(parseApiDate('')).toBeNull();
  });

  it('compares the yyyy-mm-dd day', () => {
    expect(sameIsoDay('2026-03-05T23:59:00', '05/03/2026')).toBe(true);
    expect(sameIsoDay('2026-03-05', '2026-03-06')).toBe(false);
    expect(sameIsoDay(null, null)).toBe(false);
  });

  it("writes the API's path and body formats", () => {
    const d = new Date(2026, 0, 9, 7, 5, 3);
    expect(toApiDatePath(d)).toBe('09-01-2026');
    expect(toApiDateTimePath(d)).toBe('09-01-2026-07-05');
    expect(toApiDate(d)).toBe('2026-01-09');
    expect(toLocalTimestamp(d)).toBe('2026-01-09T07:05:03');
  });
});
