import { describe, expect, it } from 'vitest';
import {
  formatDateBR,
  formatDateTimeBR,
  parseApiDate,
  sameIsoDay,
  toApiDatePath,
  toApiDateTimePath,
  toApiRoomMapDate,
  toIsoDay,
  toLocalTimestamp,
} from '@/lib/dates/format';

const local = (d: Date | null) => (d ? toLocalTimestamp(d) : null);

describe('parseApiDate', () => {
  it.each([
    ['2026-03-05', '2026-03-05T00:00:00'],
    ['2026-03-05T14:30', '2026-03-05T14:30:00'],
    ['2026-03-05T14:30:15', '2026-03-05T14:30:15'],
    ['2026-03-05T14:30:15.123', '2026-03-05T14:30:15'],
    ['2026-03-05 14:30:15', '2026-03-05T14:30:15'],
    ['05/03/2026', '2026-03-05T00:00:00'],
    ['05/03/2026 07:15', '2026-03-05T07:15:00'],
    [' 05/03/2026 ', '2026-03-05T00:00:00'],
  ])('reads %s as written', (text, expected) => {
    expect(local(parseApiDate(text))).toBe(expected);
  });

  it("reads an instant into São Paulo's wall clock", () => {
    expect(local(parseApiDate('2026-03-01T02:30:00Z'))).toBe('2026-02-28T23:30:00');
    expect(local(parseApiDate('2026-03-05T14:30:00.000Z'))).toBe('2026-03-05T11:30:00');
    expect(local(parseApiDate('2026-03-05T14:30:00-03:00'))).toBe('2026-03-05T14:30:00');
    expect(local(parseApiDate('2026-03-05T14:30:00+0100'))).toBe('2026-03-05T10:30:00');
  });

  it('gives a picker a Date whose local fields are the day written', () => {
    const d = parseApiDate('2026-03-05');
    expect([d?.getFullYear(), d?.getMonth(), d?.getDate(), d?.getHours()]).toEqual([2026, 2, 5, 0]);
  });

  it.each([
    null,
    undefined,
    '',
    '   ',
    'lixo',
    '2026',
    '2026-03',
    '5/3/2026',
    '31/02/2026',
    '2026-02-31',
    '2026-13-01',
    '05/03/0026',
    '05/03/2026 25:00',
    '2026-03-05T24:00',
  ])('refuses %s', (value) => {
    expect(parseApiDate(value)).toBeNull();
  });

  it('returns a valid Date as is and refuses an invalid one', () => {
    const d = new Date(2026, 2, 5);
    expect(parseApiDate(d)).toBe(d);
    expect(parseApiDate(new Date(Number.NaN))).toBeNull();
  });
});

describe('display formats', () => {
  it('shows dd/mm/yyyy with a 4-digit year', () => {
    expect(formatDateBR('2026-03-05')).toBe('05/03/2026');
    expect(formatDateBR(new Date(2026, 11, 31, 23, 59))).toBe('31/12/2026');
    expect(formatDateBR('05/03/2026 07:15')).toBe('05/03/2026');
  });

  it('shows dd/mm/yyyy HH:mm', () => {
    expect(formatDateTimeBR('2026-03-05T14:30:00')).toBe('05/03/2026 14:30');
    expect(formatDateTimeBR('2026-03-05')).toBe('05/03/2026 00:00');
    expect(formatDateTimeBR('05/03/2026 07:15:09')).toBe('05/03/2026 07:15');
  });

  // The same expectations run with the process in São Paulo and in Tokyo (the dates-in-tokyo project).
  it("shows an instant in São Paulo's wall clock whatever the process's zone", () => {
    expect(formatDateTimeBR('2026-03-01T02:30:00Z')).toBe('28/02/2026 23:30');
    expect(formatDateBR('2026-03-01T02:30:00Z')).toBe('28/02/2026');
    expect(formatDateTimeBR('1772332200000')).toBe('28/02/2026 23:30');
    expect(toIsoDay('2026-03-01T02:30:00Z')).toBe('2026-02-28');
    expect(toApiDatePath('2026-03-01T02:30:00Z')).toBe('28-02-2026');
    expect(toApiDateTimePath('2026-03-01T02:30:00Z')).toBe('28-02-2026-23-30');
    expect(toLocalTimestamp('2026-03-01T02:30:00Z')).toBe('2026-02-28T23:30:00');
  });

  it("shows a wall-clock string as written whatever the process's zone", () => {
    expect(formatDateTimeBR('2026-03-01T02:30:00')).toBe('01/03/2026 02:30');
    expect(toLocalTimestamp('2026-03-01 02:30')).toBe('2026-03-01T02:30:00');
    expect(toIsoDay('01/03/2026 23:59')).toBe('2026-03-01');
  });

  it.each([null, undefined, '', 'lixo', new Date(Number.NaN)])('shows %s as an empty text', (value) => {
    expect(formatDateBR(value)).toBe('');
    expect(formatDateTimeBR(value)).toBe('');
    expect(toIsoDay(value)).toBe('');
  });
});

describe('the yyyy-mm-dd day', () => {
  it('is the local day of any accepted form', () => {
    expect(toIsoDay('05/03/2026')).toBe('2026-03-05');
    expect(toIsoDay('2026-03-05T23:59:59')).toBe('2026-03-05');
  });

  it('compares two values by day', () => {
    expect(sameIsoDay('2026-03-05T23:59:00', '05/03/2026')).toBe(true);
    expect(sameIsoDay(new Date(2026, 2, 5, 8), '2026-03-05')).toBe(true);
    expect(sameIsoDay('2026-03-05', '2026-03-06')).toBe(false);
    expect(sameIsoDay(null, null)).toBe(false);
    expect(sameIsoDay('lixo', 'lixo')).toBe(false);
  });
});

describe("the API's formats", () => {
  const d = new Date(2026, 0, 9, 7, 5, 3);

  it('writes path dates dd-MM-yyyy and dd-MM-yyyy-HH-mm', () => {
    expect(toApiDatePath(d)).toBe('09-01-2026');
    expect(toApiRoomMapDate(d)).toBe('09-01-2026');
    expect(toApiDateTimePath(d)).toBe('09-01-2026-07-05');
  });

  it('writes body dates yyyy-MM-dd and local timestamps yyyy-MM-ddTHH:mm:ss', () => {
    expect(toIsoDay(d)).toBe('2026-01-09');
    expect(toLocalTimestamp(d)).toBe('2026-01-09T07:05:03');
  });

  it('writes nothing for a missing or invalid date', () => {
    for (const format of [toApiDatePath, toApiRoomMapDate, toApiDateTimePath, toIsoDay, toLocalTimestamp]) {
      expect(format(null)).toBe('');
      expect(format(new Date(Number.NaN))).toBe('');
    }
  });
});
