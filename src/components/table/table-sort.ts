import { onFirstUse } from '@/lib/intl/on-first-use';

/** What a sortable column compares: a number (dates as their time) or a text (compared as pt-BR collates it). */
export type SortKey = string | number;

/** The column and direction the rows are sorted by (1 ascending, -1 descending). */
export interface SortState {
  field: string;
  order: 1 | -1;
}

const collator = onFirstUse(() => new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true }));

/** Compares two sort keys: numbers by value, texts by the pt-BR collation, numbers before texts. */
export function compareSortKeys(a: SortKey, b: SortKey): number {
  if (typeof a === 'number' && typeof b === 'number') {
    if (a === b) return 0;
    return a < b ? -1 : 1;
  }
  if (typeof a === 'number') return -1;
  if (typeof b === 'number') return 1;
  return collator().compare(a, b);
}

/** The sort key of every row of a list for one column, computed once per list and column. */
export function sortKeysOf<T>(rows: readonly T[], sortValue: (row: T) => SortKey): Map<T, SortKey> {
  const keys = new Map<T, SortKey>();
  for (const row of rows) keys.set(row, sortValue(row));
  return keys;
}

/** `rows` sorted by their keys (stable: equal keys keep the list's order); rows without a key go last. */
export function sortRows<T>(rows: readonly T[], keys: ReadonlyMap<T, SortKey>, order: 1 | -1): T[] {
  const indexed = rows.map((row, i) => ({ row, i, key: keys.get(row) }));
  indexed.sort((x, y) => {
    if (x.key === undefined || y.key === undefined) {
      if (x.key === y.key) return x.i - y.i;
      return x.key === undefined ? 1 : -1;
    }
    return order * compareSortKeys(x.key, y.key) || x.i - y.i;
  });
  return indexed.map((x) => x.row);
}
