import { describe, expect, it } from 'vitest';
import { checkWeight } from '@/lib/br/weight';

describe('checkWeight', () => {
  it.each([
    ['', { ok: true, value: null }],
    ['   ', { ok: true, value: null }],
    ['72', { ok: true, value: 72 }],
    ['72,5', { ok: true, value: 72.5 }],
    ['72.5', { ok: true, value: 72.5 }],
    [' 3,25 ', { ok: true, value: 3.25 }],
    ['72,', { ok: true, value: 72 }],
    [',5', { ok: true, value: 0.5 }],
    ['0', { ok: true, value: 0 }],
    ['-0', { ok: true, value: 0 }],
    ['500', { ok: true, value: 500 }],
    ['500,0', { ok: true, value: 500 }],
    ['-3', { ok: false, message: 'Peso nao pode ser negativo' }],
    ['-0,5', { ok: false, message: 'Peso nao pode ser negativo' }],
    ['500,1', { ok: false, message: 'Peso nao pode ser maior que 500kg' }],
    ['501', { ok: false, message: 'Peso nao pode ser maior que 500kg' }],
    ['7a', { ok: false, message: 'Peso inválido' }],
    ['7,5,1', { ok: false, message: 'Peso inválido' }],
    ['-', { ok: false, message: 'Peso inválido' }],
    [',', { ok: false, message: 'Peso inválido' }],
    ['1e2', { ok: false, message: 'Peso inválido' }],
  ])('%s', (input, expected) => {
    expect(checkWeight(input)).toEqual(expected);
  });

  it('never returns a negative zero', () => {
    const result = checkWeight('-0');
    expect(result.ok && Object.is(result.value, 0)).toBe(true);
  });
});
