import { describe, expect, it } from 'vitest';
import { createPhoneticMatcher, phoneticIncludes, phoneticKey } from '@/lib/text/phonetic';

describe('phonetic matcher', () => {
  it.each([
    ['SOUZA', 'SOUSA'],
    ['LUIZ', 'LUIS'],
    ['THAIS', 'TAIS'],
    ['WALTER', 'VALTER'],
    ['PHILIPE', 'FILIPE'],
    ['RAFAEL', 'RAPHAEL'],
    ['ISABELA', 'IZABELLA'],
    ['CAMILA', 'KAMILLA'],
    ['JOSE', 'José'],
    ['GONÇALVES', 'GONCALVES'],
    ['MATHEUS', 'MATEUS'],
    ['THIAGO', 'TIAGO'],
    ['YASMIN', 'IASMIN'],
    ['HELENA', 'ELENA'],
    ['CECILIA', 'SESILIA'],
    ['joão', 'JOAO'],
  ])('%s sounds like %s', (a, b) => {
    expect(phoneticKey(a)).toBe(phoneticKey(b));
  });

  it.each([
    ['MARIA', 'MARTA'],
    ['SOUZA', 'SANTOS'],
    ['PAULO', 'PAULA'],
  ])('%s does not sound like %s', (a, b) => {
    expect(phoneticKey(a)).not.toBe(phoneticKey(b));
  });

  it('matches a part of a full name, ignoring accents, case and doubled letters', () => {
    expect(phoneticIncludes('MARIA APARECIDA DE SOUZA', 'sousa')).toBe(true);
    expect(phoneticIncludes('ANTÔNIO CARLOS PHILLIPE', 'filipe')).toBe(true);
    expect(phoneticIncludes('ANTÔNIO CARLOS', 'pedro')).toBe(false);
    expect(phoneticIncludes('qualquer', '')).toBe(true);
  });

  it('a matcher over precomputed keys gives the same answers', () => {
    const match = createPhoneticMatcher('luis');
    expect(match(phoneticKey('LUIZ FERNANDO'))).toBe(true);
    expect(match(phoneticKey('LUCAS'))).toBe(false);
  });
});
