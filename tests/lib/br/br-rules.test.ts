import { describe, expect, it } from 'vitest';
import { checkDailyStays } from '@/lib/br/daily-stays';
import { isValidCnsLength, normalizeCns } from '@/lib/br/cns';
import { isValidCpf, maskCpf } from '@/lib/br/cpf';
import { checkMobile, checkPhone, maskMobile, maskPhone, toStoredPhone } from '@/lib/br/phone';
import { checkWeight } from '@/lib/br/weight';

describe('phone and mobile', () => {
  it('masks progressively', () => {
    expect(maskPhone('1433221100')).toBe('(14) 3322-1100');
    expect(maskMobile('14998765432')).toBe('(14) 99876-5432');
    expect(maskPhone('143')).toBe('(14) 3');
  });

  it('stores digits only with the 14 area code', () => {
    expect(toStoredPhone('3322-1100')).toBe('1433221100');
    expect(toStoredPhone('(11) 3322-1100')).toBe('1133221100');
  });

  it.each([
    ['(14) 3322-1100', { ok: true, stored: '1433221100' }],
    ['(14) 9322-1100', { ok: false, message: 'Número de telefone inválido' }],
    ['(14) 8322-1100', { ok: false, message: 'Número de telefone inválido' }],
    ['(11) 8765-4321', { ok: false, message: 'Número de telefone inválido' }],
    ['(14) 99876-5432', { ok: true, stored: '', movedToMobile: '14998765432' }],
  ])('phone %s', (input, expected) => {
    expect(checkPhone(input)).toEqual(expected);
  });

  it.each([
    ['(14) 99876-5432', { ok: true, stored: '14998765432' }],
    ['(14) 33221-1000', { ok: false, message: 'Número de celular inválido' }],
    ['(11) 38765-4321', { ok: false, message: 'Número de celular inválido' }],
  ])('mobile %s', (input, expected) => {
    expect(checkMobile(input)).toEqual(expected);
  });
});

describe('CPF and CNS', () => {
  it('masks and checks CPF digits', () => {
    expect(maskCpf('52998224725')).toBe('529.982.247-25');
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf('111.111.111-11')).toBe(false);
  });

  it('CNS is 15 digits', () => {
    expect(normalizeCns('898 0012 3456 7890 99')).toBe('898001234567890');
    expect(isValidCnsLength('898001234567890')).toBe(true);
    expect(isValidCnsLength('89800123')).toBe(false);
  });
});

describe('weight and daily stays', () => {
  it.each([
    ['72,5', { ok: true, value: 72.5 }],
    ['', { ok: true, value: null }],
    ['-3', { ok: false, message: 'Peso nao pode ser negativo' }],
    ['501', { ok: false, message: 'Peso nao pode ser maior que 500kg' }],
    ['7a', { ok: false, message: 'Peso inválido' }],
  ])('weight %s', (input, expected) => {
    expect(checkWeight(input)).toEqual(expected);
  });

  it.each([
    ['3', { ok: true, value: 3 }],
    ['-1', { ok: false, message: 'Valor negativo não permitido' }],
    ['2.5', { ok: false, message: 'Valor decimal não permitido' }],
    ['100', { ok: false, message: 'valor maximo:99' }],
  ])('daily stays %s', (input, expected) => {
    expect(checkDailyStays(input)).toEqual(expected);
  });
});
