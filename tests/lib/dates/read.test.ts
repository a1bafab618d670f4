import { describe, expect, it } from 'vitest';
import { readDate, readDateTime } from '@/lib/dates/read';

// 2026-03-01T02:30:00Z, i.e. 23:30 of 28/02 in São Paulo.
const LATE_EVENING_MS = 1772332200000;
// 1980-05-10 at UTC midnight and at São Paulo midnight (03:00Z).
const BIRTH_UTC_MIDNIGHT_MS = 326764800000;
const BIRTH_SP_MIDNIGHT_MS = 326775600000;

const refused: unknown[] = [
  null,
  undefined,
  '',
  '   ',
  'lixo',
  '2026',
  '2026-03',
  '5/3/2026',
  '05/03/26',
  '31/02/2026',
  '29/02/2026',
  '2026-02-31',
  '2026-13-01',
  '2026-00-10',
  '05/03/0026',
  '05/03/2026 25:00',
  '05/03/2026 7:15',
  '2026-03-05T24:00',
  '2026-03-05T14:60',
  '2026-03-05T14:30:60',
  // In the form most dates arrive in (yyyy-MM-ddTHH:mm:ss), which is read by its check alone.
  '2026-02-29T10:00:00',
  '2026-04-31T10:00:00',
  '0026-03-05T10:00:00',
  '2026-03-05T24:00:00',
  '2026-03-05T14:60:00',
  '2026-03-05T14:30:00+25:00',
  '2026-03-05T14:30:00+03:60',
  '2026-03-05T14:30:00 Z',
  '20260305',
  '1234567890',
  '12345678901234',
  '-1772332200000',
  Number.NaN,
  Number.POSITIVE_INFINITY,
  8.64e15 + 1,
  new Date(Number.NaN),
  {},
  [],
  true,
  20260305n,
];

describe('readDateTime', () => {
  it.each([
    ['2026-03-05T14:30', '2026-03-05T14:30:00'],
    ['2026-03-05T14:30:15', '2026-03-05T14:30:15'],
    ['2024-02-29T23:59:59', '2024-02-29T23:59:59'],
    [' 2026-03-05T14:30:15 ', '2026-03-05T14:30:15'],
    ['2026-03-05t14:30:15', '2026-03-05T14:30:15'],
    ['2026-03-05T14:30:15.123456', '2026-03-05T14:30:15'],
    ['2026-03-05 14:30', '2026-03-05T14:30:00'],
    ['2026-03-05 14:30:15', '2026-03-05T14:30:15'],
    ['2026-03-05', '2026-03-05T00:00:00'],
    ['2024-02-29', '2024-02-29T00:00:00'],
    ['05/03/2026', '2026-03-05T00:00:00'],
    ['05/03/2026 07:15', '2026-03-05T07:15:00'],
    ['05/03/2026 07:15:09', '2026-03-05T07:15:09'],
    [' 05/03/2026 ', '2026-03-05T00:00:00'],
  ])('keeps %s, already São Paulo wall clock, as written', (text, expected) => {
    expect(readDateTime(text)).toBe(expected);
  });

  it.each([
    ['2026-03-01T02:30:00Z', '2026-02-28T23:30:00'],
    ['2026-03-01T02:30:00.999z', '2026-02-28T23:30:00'],
    ['2026-03-05T14:30:00-03:00', '2026-03-05T14:30:00'],
    ['2026-03-05T14:30:00.000+01:00', '2026-03-05T10:30:00'],
    ['2026-03-05T14:30:00+0100', '2026-03-05T10:30:00'],
    ['2026-03-05T14:30-02', '2026-03-05T13:30:00'],
    ['2026-03-05 14:30:00Z', '2026-03-05T11:30:00'],
  ])('converts the instant %s to São Paulo wall clock', (text, expected) => {
    expect(readDateTime(text)).toBe(expected);
  });

  it("uses the zone's real rules: São Paulo was UTC−2 in the 2018 summer", () => {
    expect(readDateTime('2018-01-15T02:30:00Z')).toBe('2018-01-15T00:30:00');
    expect(readDateTime('2018-07-15T02:30:00Z')).toBe('2018-07-14T23:30:00');
  });

  it('reads epoch milliseconds, as a number or as 11–13 digits, as an instant', () => {
    expect(readDateTime(LATE_EVENING_MS)).toBe('2026-02-28T23:30:00');
    expect(readDateTime(String(LATE_EVENING_MS))).toBe('2026-02-28T23:30:00');
    expect(readDateTime(` ${BIRTH_UTC_MIDNIGHT_MS} `)).toBe('1980-05-09T21:00:00');
    expect(readDateTime('10000000000')).toBe('1970-04-26T14:46:40');
  });

  it('reads a Date as an instant', () => {
    expect(readDateTime(new Date(LATE_EVENING_MS))).toBe('2026-02-28T23:30:00');
  });

  it.each(refused)('refuses %s', (value) => {
    expect(readDateTime(value)).toBeNull();
  });

  it('refuses instants outside the 4-digit years', () => {
    expect(readDateTime(Date.UTC(10000, 0, 2))).toBeNull();
    expect(readDateTime(Date.UTC(-5, 0, 1))).toBeNull();
  });
});

describe('readDate', () => {
  it.each([
    ['1980-05-10', '1980-05-10'],
    ['1980-05-10T00:00:00Z', '1980-05-10'],
    ['1980-05-10T00:00:00.000-03:00', '1980-05-10'],
    ['1980-05-10T23:30:00+09:00', '1980-05-10'],
    ['1980-05-10T14:00', '1980-05-10'],
    ['1980-05-10 14:00:00', '1980-05-10'],
    ['2026-03-01T02:30:00Z', '2026-03-01'],
    ['10/05/1980', '1980-05-10'],
    ['10/05/1980 23:59', '1980-05-10'],
    ['10/05/1980 23:59:59', '1980-05-10'],
    [' 10/05/1980 ', '1980-05-10'],
  ])('takes the calendar date of %s as written', (text, expected) => {
    expect(readDate(text)).toBe(expected);
  });

  it('never moves a birth date sent at UTC midnight by a day', () => {
    expect(readDate('1980-05-10T00:00:00Z')).toBe('1980-05-10');
    expect(readDateTime('1980-05-10T00:00:00Z')).toBe('1980-05-09T21:00:00');
  });

  it('takes the UTC day of epoch milliseconds, so UTC and São Paulo midnight agree', () => {
    expect(readDate(BIRTH_UTC_MIDNIGHT_MS)).toBe('1980-05-10');
    expect(readDate(BIRTH_SP_MIDNIGHT_MS)).toBe('1980-05-10');
    expect(readDate(String(BIRTH_UTC_MIDNIGHT_MS))).toBe('1980-05-10');
    expect(readDate(String(BIRTH_SP_MIDNIGHT_MS))).toBe('1980-05-10');
  });

  it("takes a Date's local calendar fields (a picker's day)", () => {
    expect(readDate(new Date(1980, 4, 10))).toBe('1980-05-10');
    expect(readDate(new Date(1980, 4, 10, 23, 59, 59))).toBe('1980-05-10');
  });

  it.each(refused)('refuses %s', (value) => {
    expect(readDate(value)).toBeNull();
  });
});
