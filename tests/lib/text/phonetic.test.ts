import { describe, expect, it } from 'vitest';
import { createPhoneticMatcher, phoneticIncludes, phoneticKey } from '@/lib/text/phonetic';

describe('phoneticKey', () => {
  it.each([
    ['SOUZA', 'SOUSA'],
    ['LUIZ', 'LUIS'],
    ['THAIS', 'TAIS'],
    ['WALTER', 'VALTER'],
    ['PHILIPE', 'FILIPE'],
    ['RAFAEL', 'RAPHAEL'],
    ['ISABELA', 'IZABELLA'],
    ['CAMILA', 'KAMILLA'],
    ['JOSE', 'JOSÉ'],
    ['GONÇALVES', 'GONCALVES'],
    ['MATHEUS', 'MATEUS'],
    ['THIAGO', 'TIAGO'],
    ['YASMIN', 'IASMIN'],
    ['HELENA', 'ELENA'],
    ['CECÍLIA', 'SESILIA'],
    ['GISELE', 'JISELE'],
    ['CYNTHIA', 'SINTIA'],
    ['QUEIROZ', 'KEIROS'],
    ['GUILHERME', 'GUILERME'],
    ['JOAQUIM', 'JOAQUIN'],
    ['ASSUNÇÃO', 'ASUNCAO'],
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

  it('ignores case, accents, punctuation and digits, keeping one space between words', () => {
    expect(phoneticKey("  Maria-José d'Ávila, 2  ")).toBe('MARIA JOSE DAVILA');
    expect(phoneticKey('CHICO SHOW')).toBe('XIKO XOV');
    expect(phoneticKey('')).toBe('');
    expect(phoneticKey('123 - 456')).toBe('');
  });
});

describe('phoneticIncludes', () => {
  it('matches a part of a full name, ignoring accents, case and doubled letters', () => {
    expect(phoneticIncludes('MARIA APARECIDA DE SOUZA', 'sousa')).toBe(true);
    expect(phoneticIncludes('ANTÔNIO CARLOS PHILLIPE', 'filipe')).toBe(true);
    expect(phoneticIncludes('ANTÔNIO CARLOS', 'pedro')).toBe(false);
    expect(phoneticIncludes('MARTA SOUZA', 'maria')).toBe(false);
  });

  it('an empty needle (or one with no letters) matches everything', () => {
    expect(phoneticIncludes('qualquer', '')).toBe(true);
    expect(phoneticIncludes('qualquer', '  ')).toBe(true);
    expect(phoneticIncludes('', '')).toBe(true);
  });
});

describe('createPhoneticMatcher', () => {
  it('gives the same answers over precomputed keys', () => {
    const match = createPhoneticMatcher('luis');
    expect(match(phoneticKey('LUIZ FERNANDO'))).toBe(true);
    expect(match(phoneticKey('LUCAS'))).toBe(false);
    expect(createPhoneticMatcher('')(phoneticKey('LUCAS'))).toBe(true);
  });

  // A keystroke's last letter may still become CE, CH, GE, PH, SH or a medial M.
  it.each([
    ['LUC', 'LUCIA'],
    ['LUC', 'LUCAS'],
    ['RIC', 'RICHARD'],
    ['ANG', 'ANGELA'],
    ['RAP', 'RAPHAEL'],
    ['RAP', 'RAFAEL'],
    ['NAS', 'NASHIRA'],
    ['SAM', 'SAMUEL'],
    ['JOSE C', 'JOSE CICERO'],
  ])('while typing, %s keeps %s', (typed, name) => {
    expect(createPhoneticMatcher(typed)(phoneticKey(name))).toBe(true);
    expect(phoneticIncludes(name, typed)).toBe(true);
  });

  it('whole words still match the finished word only', () => {
    expect(createPhoneticMatcher('JOAQUIM')(phoneticKey('JOAQUIN DA SILVA'))).toBe(true);
    expect(createPhoneticMatcher('LUC')(phoneticKey('LUANA'))).toBe(false);
    expect(createPhoneticMatcher('MARIA')(phoneticKey('MARTA'))).toBe(false);
  });
});
