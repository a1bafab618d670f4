import { describe, expect, it } from 'vitest';
import { toIsoDay } from '@/lib/dates/format';
import { saoPauloHora, saoPauloIsoDay, saoPauloNow, saoPauloToday } from '@/lib/dates/today';

describe('São Paulo today', () => {
  it('02:00 UTC is still the previous day in São Paulo', () => {
    const now = new Date('2026-11-22T02:00:00Z');
    expect(saoPauloIsoDay(now)).toBe('2026-11-21');
    expect(toIsoDay(saoPauloToday(now))).toBe('2026-11-21');
  });

  it('03:00 UTC is midnight of the same day', () => {
    const now = new Date('2026-11-22T03:00:00Z');
    expect(saoPauloIsoDay(now)).toBe('2026-11-22');
    expect(toIsoDay(saoPauloToday(now))).toBe('2026-11-22');
  });

  it("follows the zone's real rules, not a fixed −3 h (UTC−2 in the 2018 summer)", () => {
    const now = new Date('2018-01-15T02:30:00Z');
    expect(saoPauloIsoDay(now)).toBe('2018-01-15');
    expect(toIsoDay(saoPauloToday(now))).toBe('2018-01-15');
    expect(saoPauloNow(now).getHours()).toBe(0);
  });

  it("a moment's São Paulo hour and minute, whatever the browser's zone", () => {
    expect(saoPauloHora(Date.parse('2026-11-22T13:16:59Z'))).toBe('10:16');
    expect(saoPauloHora(Date.parse('2026-11-22T02:05:00Z'))).toBe('23:05');
  });

  it('today is a Date at local midnight', () => {
    const today = saoPauloToday(new Date('2026-01-01T02:59:59Z'));
    expect([today.getFullYear(), today.getMonth(), today.getDate()]).toEqual([2025, 11, 31]);
    expect([today.getHours(), today.getMinutes(), today.getSeconds(), today.getMilliseconds()]).toEqual([0, 0, 0, 0]);
  });

  it("now carries São Paulo's wall clock in its local fields", () => {
    const now = saoPauloNow(new Date('2026-11-22T02:04:05Z'));
    expect([now.getDate(), now.getHours(), now.getMinutes(), now.getSeconds()]).toEqual([21, 23, 4, 5]);
  });

  it('defaults to the current instant', () => {
    expect(saoPauloIsoDay()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(saoPauloToday().getHours()).toBe(0);
    expect(saoPauloNow()).toBeInstanceOf(Date);
  });

  it('refuses an invalid instant as Date#toISOString does', () => {
    expect(() => saoPauloIsoDay(new Date(Number.NaN))).toThrow(RangeError);
  });
});
