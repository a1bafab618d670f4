import { describe, expect, it } from 'vitest';
import { porNumero, unidadePorNumero } from '@/lib/text/por-numero';

describe('words agree with their number', () => {
  it('one is singular; zero and more are plural', () => {
    expect(porNumero(1, 'oculta', 'ocultas')).toBe('oculta');
    expect(porNumero(0, 'oculta', 'ocultas')).toBe('ocultas');
    expect(porNumero(3, 'oculta', 'ocultas')).toBe('ocultas');
  });

  it('a unit written for both numbers agrees with the quantity, in its own case', () => {
    expect(unidadePorNumero('UNIDADE(S)', 1)).toBe('UNIDADE');
    expect(unidadePorNumero('UNIDADE(S)', 2)).toBe('UNIDADES');
    expect(unidadePorNumero('frasco(s)', 4)).toBe('frascos');
    expect(unidadePorNumero('BOLSA(ES)', 1)).toBe('BOLSA');
    expect(unidadePorNumero('ML', 2)).toBe('ML');
    expect(unidadePorNumero('(S)', 2)).toBe('(S)');
  });
});
