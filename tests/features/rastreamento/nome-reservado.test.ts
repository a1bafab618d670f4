import { describe, expect, it } from 'vitest';
import { nomeReservado } from '@/features/rastreamento/model/nome-reservado';

describe('the patient’s name on the public tracking page (decision 012)', () => {
  it('keeps the first name and the joining words whole and gives the other names as initials', () => {
    expect(nomeReservado('MARIA APARECIDA DA SILVA')).toBe('MARIA A. DA S.');
    expect(nomeReservado('JOSÉ DOS SANTOS E OLIVEIRA')).toBe('JOSÉ DOS S. E O.');
    expect(nomeReservado('Ana Beatriz de Souza')).toBe('Ana B. de S.');
  });

  it('gives each part of a joined name its initial and reads the spacing as it comes', () => {
    expect(nomeReservado('  PEDRO   SOUZA-LIMA ')).toBe('PEDRO S.-L.');
    expect(nomeReservado('élida ávila')).toBe('élida Á.');
  });

  it('shows a single name as it is', () => {
    expect(nomeReservado('RAIMUNDO')).toBe('RAIMUNDO');
  });
});

describe('tokens that hold no letter are no name', () => {
  it('skips punctuation between names and takes a name’s first letter after a stray mark', () => {
    expect(nomeReservado('ISADORA & " DIAS {')).toBe('ISADORA D.');
    expect(nomeReservado('ISADORA "DIAS" (SOUZA)')).toBe('ISADORA D. S.');
    expect(nomeReservado('. MARIA SILVA')).toBe('MARIA S.');
  });
});
