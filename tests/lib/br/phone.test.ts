import { describe, expect, it } from 'vitest';
import { checkMobile, checkPhone, maskMobile, maskPhone, toStoredPhone } from '@/lib/br/phone';

describe('masks', () => {
  it.each([
    ['', ''],
    ['1', '(1'],
    ['14', '(14'],
    ['143', '(14) 3'],
    ['143322', '(14) 3322'],
    ['1433221', '(14) 3322-1'],
    ['1433221100', '(14) 3322-1100'],
    ['143322110099', '(14) 3322-1100'],
    ['(14) 3322-1100', '(14) 3322-1100'],
  ])('phone %s → %s', (input, expected) => {
    expect(maskPhone(input)).toBe(expected);
  });

  it.each([
    ['', ''],
    ['14', '(14'],
    ['14998', '(14) 998'],
    ['1499876', '(14) 99876'],
    ['14998765', '(14) 99876-5'],
    ['14998765432', '(14) 99876-5432'],
    ['149987654321', '(14) 99876-5432'],
  ])('mobile %s → %s', (input, expected) => {
    expect(maskMobile(input)).toBe(expected);
  });
});

describe('stored form', () => {
  it.each([
    ['3322-1100', '1433221100'],
    ['99876-5432', '14998765432'],
    ['(11) 3322-1100', '1133221100'],
    ['(14) 99876-5432', '14998765432'],
    ['', ''],
    ['123', '123'],
    ['(14) 3322-11', '14332211'],
    ['(14) 99876-54', '149987654'],
  ])('%s is stored as %s', (input, expected) => {
    expect(toStoredPhone(input)).toBe(expected);
  });
});

describe('checkPhone', () => {
  it.each([
    ['(14) 3322-1100', { ok: true, stored: '1433221100' }],
    ['3322-1100', { ok: true, stored: '1433221100' }],
    ['(11) 2345-6789', { ok: true, stored: '1123456789' }],
    ['', { ok: true, stored: '' }],
    ['(14) 9322-1100', { ok: false, message: 'Número de telefone inválido' }],
    ['(14) 8322-1100', { ok: false, message: 'Número de telefone inválido' }],
    ['9322-1100', { ok: false, message: 'Número de telefone inválido' }],
    ['(11) 8765-4321', { ok: false, message: 'Número de telefone inválido' }],
    ['(11) 9765-4321', { ok: false, message: 'Número de telefone inválido' }],
    ['(14) 3322-11', { ok: false, message: 'Número de telefone inválido' }],
    ['(14) 33221-1000', { ok: false, message: 'Número de telefone inválido' }],
    ['(14) 99876-5432', { ok: true, stored: '', movedToMobile: '14998765432' }],
    ['99876-5432', { ok: true, stored: '', movedToMobile: '14998765432' }],
    ['(11) 99876-5432', { ok: true, stored: '', movedToMobile: '11998765432' }],
  ])('%s', (input, expected) => {
    expect(checkPhone(input)).toEqual(expected);
  });
});

describe('checkMobile', () => {
  it.each([
    ['(14) 99876-5432', { ok: true, stored: '14998765432' }],
    ['99876-5432', { ok: true, stored: '14998765432' }],
    ['(11) 98765-4321', { ok: true, stored: '11987654321' }],
    ['', { ok: true, stored: '' }],
    ['(14) 33221-1000', { ok: false, message: 'Número de celular inválido' }],
    ['33221-1000', { ok: false, message: 'Número de celular inválido' }],
    ['(11) 38765-4321', { ok: false, message: 'Número de celular inválido' }],
    ['(14) 3322-1100', { ok: false, message: 'Número de celular inválido' }],
    ['(14) 99876-54', { ok: false, message: 'Número de celular inválido' }],
  ])('%s', (input, expected) => {
    expect(checkMobile(input)).toEqual(expected);
  });
});
