import { describe, expect, it } from 'vitest';
import { checkDailyStays } from '@/lib/br/daily-stays';

describe('checkDailyStays', () => {
  it.each([
    ['', { ok: true, value: null }],
    ['  ', { ok: true, value: null }],
    ['0', { ok: true, value: 0 }],
    ['3', { ok: true, value: 3 }],
    ['99', { ok: true, value: 99 }],
    ['07', { ok: true, value: 7 }],
    ['-', { ok: false, message: 'Valor negativo não permitido' }],
    ['-1', { ok: false, message: 'Valor negativo não permitido' }],
    ['-1.5', { ok: false, message: 'Valor negativo não permitido' }],
    ['2.5', { ok: false, message: 'Valor decimal não permitido' }],
    ['2,5', { ok: false, message: 'Valor decimal não permitido' }],
    ['2,', { ok: false, message: 'Valor decimal não permitido' }],
    ['2a', { ok: false, message: 'Valor decimal não permitido' }],
    ['100', { ok: false, message: 'valor maximo:99' }],
    ['007', { ok: false, message: 'valor maximo:99' }],
    ['1234', { ok: false, message: 'valor maximo:99' }],
  ])('%s', (input, expected) => {
    expect(checkDailyStays(input)).toEqual(expected);
  });
});
