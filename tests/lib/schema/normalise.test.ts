import { describe, expect, it } from 'vitest';
import {
  isRecord,
  readAccessFlag,
  readCode,
  readDecimal,
  readFlag,
  readId,
  readIdList,
  readLabelled,
  readList,
  readText,
} from '@/lib/schema/normalise';

describe('readFlag', () => {
  it.each([
    [true, true],
    [false, false],
    [1, true],
    [0, false],
    ['1', true],
    ['0', false],
    ['S', true],
    ['N', false],
    ['s', true],
    ['n', false],
    ['Sim', true],
    ['Não', false],
    ['NAO', false],
    ['True', true],
    ['False', false],
    [' S ', true],
  ])('reads %j as %j', (value, expected) => {
    expect(readFlag(value)).toBe(expected);
  });

  it.each([
    [2],
    [-1],
    [0.5],
    [Number.NaN],
    [Infinity],
    ['abc'],
    [''],
    ['V'],
    [{}],
    [{ valor: 'S' }],
    [[true]],
    [null],
    [undefined],
  ])('refuses %j', (value) => {
    expect(readFlag(value)).toBeNull();
  });
});

describe('readId', () => {
  it.each([
    [7, 7],
    [0, 0],
    ['7', 7],
    [' 42 ', 42],
    ['-3', -3],
    [{ id: 7 }, 7],
    [{ id: '7' }, 7],
    [{ id: 9, descricao: 'CENTRO A' }, 9],
  ])('reads %j as %j', (value, expected) => {
    expect(readId(value)).toBe(expected);
  });

  it.each([
    [1.5],
    ['1.5'],
    [Number.NaN],
    [Infinity],
    [-Infinity],
    [Number.MAX_SAFE_INTEGER + 1],
    ['abc'],
    ['7a'],
    [''],
    [true],
    [{}],
    [{ codigo: 7 }],
    [[7]],
    [null],
    [undefined],
  ])('refuses %j', (value) => {
    expect(readId(value)).toBeNull();
  });
});

describe('readIdList', () => {
  it.each([
    [
      [1, 2, 3],
      [1, 2, 3],
    ],
    [
      ['1', 2],
      [1, 2],
    ],
    [
      [{ id: 1 }, { id: '2' }],
      [1, 2],
    ],
    ['1,2,3', [1, 2, 3]],
    ['1, 2', [1, 2]],
    ['1;2', [1, 2]],
    ['[4,5]', [4, 5]],
    [5, [5]],
    ['5', [5]],
    [{ id: 6 }, [6]],
    [null, []],
    [undefined, []],
    ['', []],
    [[], []],
  ])('reads %j as %j', (value, expected) => {
    expect(readIdList(value)).toEqual(expected);
  });

  it.each([[[1, 'x', 3]], [[1, null]], [[1, 1.5]], ['1,abc'], ['abc'], [1.5], [Number.NaN], [true], [{ nome: 'x' }]])(
    'refuses %j',
    (value) => {
      expect(readIdList(value)).toBeNull();
    },
  );
});

describe('readCode', () => {
  it.each([
    ['A01', 'A01'],
    ['  A01 ', 'A01'],
    [123, '123'],
    [0, '0'],
  ])('reads %j as %j', (value, expected) => {
    expect(readCode(value)).toBe(expected);
  });

  it.each([[''], ['   '], [Number.NaN], [Infinity], [true], [{ codigo: 'A01' }], [['A01']], [null], [undefined]])(
    'refuses %j',
    (value) => {
      expect(readCode(value)).toBeNull();
    },
  );
});

describe('readText', () => {
  it.each([
    ['CARDIOLOGIA', 'CARDIOLOGIA'],
    [12, '12'],
    [{ descricao: 'BLOCO A' }, 'BLOCO A'],
    [{ nome: 'DR. JOSÉ' }, 'DR. JOSÉ'],
    [{ departamento: 'UTI' }, 'UTI'],
  ])('reads %j as %j', (value, expected) => {
    expect(readText(value)).toBe(expected);
  });

  it.each([[''], ['  '], [Number.NaN], [true], [{}], [{ id: 3 }], [['x']], [null], [undefined]])(
    'refuses %j',
    (value) => {
      expect(readText(value)).toBeNull();
    },
  );
});

describe('readLabelled', () => {
  it.each([
    [
      { id: 3, descricao: 'CENTRO A' },
      { id: 3, descricao: 'CENTRO A' },
    ],
    [
      { id: '3', nome: 'CENTRO A' },
      { id: 3, descricao: 'CENTRO A' },
    ],
    [{ id: 3 }, { id: 3, descricao: '' }],
    [{ descricao: 'CENTRO A' }, { id: null, descricao: 'CENTRO A' }],
    ['CENTRO A', { id: null, descricao: 'CENTRO A' }],
    [3, { id: 3, descricao: '' }],
    ['3', { id: 3, descricao: '' }],
  ])('reads %j as %j', (value, expected) => {
    expect(readLabelled(value)).toEqual(expected);
  });

  it.each([[{}], [{ id: 'abc' }], [{ codigo: 3 }], [''], [Number.NaN], [true], [[1]], [null], [undefined]])(
    'refuses %j',
    (value) => {
      expect(readLabelled(value)).toBeNull();
    },
  );
});

describe('readDecimal', () => {
  it.each([
    [70.5, 70.5],
    [70, 70],
    ['70.5', 70.5],
    ['70,5', 70.5],
    ['1.234,5', 1234.5],
    ['1.234.567,89', 1234567.89],
    [' 80 ', 80],
    ['-2,5', -2.5],
    // Comma-grouped thousands with a decimal point: not the Brazilian '1.2345'.
    ['1,234.5', 1234.5],
    ['12,345,678.25', 12345678.25],
  ])('reads %j as %j', (value, expected) => {
    expect(readDecimal(value)).toBe(expected);
  });

  it.each([
    [Number.NaN],
    [Infinity],
    [''],
    ['abc'],
    ['70kg'],
    ['1,2,3'],
    ['1,2.5'],
    ['1e3'],
    [true],
    [{ valor: 70 }],
    [[70]],
    [null],
    [undefined],
  ])('refuses %j', (value) => {
    expect(readDecimal(value)).toBeNull();
  });
});

describe('readAccessFlag', () => {
  it.each([
    ['S', 'S'],
    ['s', 'S'],
    [true, 'S'],
    [1, 'S'],
    ['N', 'N'],
    ['n', 'N'],
    [false, 'N'],
    [0, 'N'],
    ['V', 'V'],
    ['v', 'V'],
    [' V ', 'V'],
  ])('reads %j as %j', (value, expected) => {
    expect(readAccessFlag(value)).toBe(expected);
  });

  it.each([[null], [undefined], ['']])('absent (%j) is null', (value) => {
    expect(readAccessFlag(value)).toBeNull();
  });

  it('a present flag that is not N allows (the specification rule)', () => {
    expect(readAccessFlag('X')).toBe('S');
  });
});

describe('readList and isRecord', () => {
  it('reads an array or the list inside a paging wrapper', () => {
    expect(readList([1, 2])).toEqual([1, 2]);
    expect(readList({ content: [3], totalElements: 1 })).toEqual([3]);
    expect(readList({ itens: [4] })).toEqual([4]);
    expect(readList({ content: 'x' })).toBeNull();
    expect(readList('<!DOCTYPE html>')).toBeNull();
    expect(readList(null)).toBeNull();
  });

  it('isRecord is true only for a plain object', () => {
    expect(isRecord({})).toBe(true);
    expect(isRecord([])).toBe(false);
    expect(isRecord(null)).toBe(false);
    expect(isRecord('x')).toBe(false);
  });
});
