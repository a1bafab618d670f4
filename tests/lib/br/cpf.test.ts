import { describe, expect, it } from 'vitest';
import { isValidCpf, maskCpf } from '@/lib/br/cpf';

describe('maskCpf', () => {
  it.each([
    ['', ''],
    ['529', '529'],
    ['5299', '529.9'],
    ['529982', '529.982'],
    ['5299822', '529.982.2'],
    ['529982247', '529.982.247'],
    ['5299822472', '529.982.247-2'],
    ['52998224725', '529.982.247-25'],
    ['5299822472599', '529.982.247-25'],
    ['529.982.247-25', '529.982.247-25'],
  ])('%s → %s', (input, expected) => {
    expect(maskCpf(input)).toBe(expected);
  });
});

describe('isValidCpf', () => {
  it.each(['529.982.247-25', '52998224725', '111.444.777-35', '000.000.001-91'])('accepts %s', (cpf) => {
    expect(isValidCpf(cpf)).toBe(true);
  });

  it.each(['529.982.247-24', '529.982.247-15', '111.111.111-11', '000.000.000-00', '5299822472', '529982247250', ''])(
    'refuses %s',
    (cpf) => {
      expect(isValidCpf(cpf)).toBe(false);
    },
  );
});
