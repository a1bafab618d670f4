import { describe, expect, it } from 'vitest';
import { compareSortKeys, sortKeysOf, sortRows } from '@/components/table/table-sort';

describe('table sort', () => {
  it('compares numbers by value and texts as pt-BR collates them (accents, case, digits)', () => {
    expect(compareSortKeys(9, 10)).toBeLessThan(0);
    expect(compareSortKeys('ÁLVARO', 'BRUNO')).toBeLessThan(0);
    expect(compareSortKeys('maria', 'MARIA')).toBe(0);
    expect(compareSortKeys('PEDIDO 9', 'PEDIDO 10')).toBeLessThan(0);
    expect(compareSortKeys(1, 'a')).toBeLessThan(0);
  });

  it('sorts both ways, stable for equal keys', () => {
    const rows = [
      { id: 1, data: 30 },
      { id: 2, data: 10 },
      { id: 3, data: 30 },
      { id: 4, data: 20 },
    ];
    const keys = sortKeysOf(rows, (r) => r.data);
    expect(sortRows(rows, keys, 1).map((r) => r.id)).toEqual([2, 4, 1, 3]);
    expect(sortRows(rows, keys, -1).map((r) => r.id)).toEqual([1, 3, 4, 2]);
    expect(sortRows(rows.slice(1), keys, 1).map((r) => r.id)).toEqual([2, 4, 3]);
  });
});
