import { toIsoDay } from '@/lib/dates/format';
import { phoneticKey } from '@/lib/text/phonetic';

type Extract<T> = (row: T) => string | null | undefined;

interface FilterBase<T> {
  /** Key of the filter's value in FilterValues. */
  id: string;
  /** Accessible name of the control ('Filtrar por paciente'). */
  label: string;
  placeholder: string;
  value: Extract<T>;
}

/**
 * A per-column filter of the table shell: `text` matches by sound (or as a plain substring with match 'contains',
 * for numbers), `select` by equality with the picked option, `date` by the yyyy-mm-dd day.
 */
export type TableFilter<T> =
  | (FilterBase<T> & { kind: 'text'; match?: 'phonetic' | 'contains' })
  | (FilterBase<T> & { kind: 'select' })
  | (FilterBase<T> & { kind: 'date' });

/** The table's global search. */
export interface TableSearch<T> {
  label: string;
  placeholder?: string;
  /** The texts searched; by default the values of every text and select filter. */
  fields?: (row: T) => readonly (string | null | undefined)[];
}

/** Key of the global search in FilterValues. */
export const SEARCH_ID = '__search';

/** What the user chose, by filter id: the typed text, the picked option, the yyyy-mm-dd day; '' or absent is no filter. */
export type FilterValues = Readonly<Record<string, string>>;

/** What the filters compare, computed once per list (thousands of rows are then filtered per keystroke). */
interface FilterIndex {
  /** Per row, per filter (in the filters' order): the normalised value. */
  keys: readonly (readonly string[])[];
  /** Per row: the phonetic keys of the searched texts, and those with digits as typed (request numbers). */
  searchPhonetic: readonly string[];
  searchPlain: readonly string[];
}

function cached(fn: (text: string) => string): (text: string) => string {
  // Lists repeat the same procedures, statuses and people: each distinct text is normalised once.
  const cache = new Map<string, string>();
  return (text) => {
    let key = cache.get(text);
    if (key === undefined) {
      key = fn(text);
      cache.set(text, key);
    }
    return key;
  };
}

const hasDigit = (text: string) => /\d/.test(text);

/** An index built a slice of rows at a time (in idle time), finished at once when a filter needs it. */
export interface FilterIndexBuilder {
  /** Indexes rows until `stop()` says so (checked every few rows) or all are done; true when the index is complete. */
  step: (stop: () => boolean) => boolean;
  /** The complete index (the rows not yet indexed are indexed now). */
  finish: () => FilterIndex;
}

/** Rows indexed between two looks at the clock. */
const SLICE = 100;

/** Starts the index of `rows` for `filters` and the optional global search. */
export function filterIndexBuilder<T>(
  rows: readonly T[],
  filters: readonly TableFilter<T>[],
  search?: TableSearch<T>,
): FilterIndexBuilder {
  const phonetic = cached(phoneticKey);
  const day = cached(toIsoDay);
  const normalise = (f: TableFilter<T>, raw: string): string => {
    if (f.kind === 'date') return day(raw);
    if (f.kind === 'select') return raw;
    return f.match === 'contains' ? raw.toLowerCase() : phonetic(raw);
  };
  const searched = filters.filter((f) => f.kind !== 'date');
  const fieldsOf = search?.fields ?? ((row: T) => searched.map((f) => f.value(row)));
  const keys: string[][] = [];
  const searchPhonetic: string[] = [];
  const searchPlain: string[] = [];
  const step = (stop: () => boolean) => {
    while (keys.length < rows.length) {
      const end = Math.min(rows.length, keys.length + SLICE);
      for (let r = keys.length; r < end; r += 1) {
        const row = rows[r];
        keys.push(filters.map((f) => normalise(f, f.value(row) ?? '')));
        if (!search) continue;
        const fields = fieldsOf(row).filter((x): x is string => Boolean(x));
        searchPhonetic.push(fields.map(phonetic).join('|'));
        searchPlain.push(fields.filter(hasDigit).join('|').toLowerCase());
      }
      if (keys.length < rows.length && stop()) return false;
    }
    return true;
  };
  return {
    step,
    finish: () => {
      step(() => false);
      return { keys, searchPhonetic, searchPlain };
    },
  };
}

/** Builds the index of `rows` for `filters` and the optional global search, at once. */
export function buildFilterIndex<T>(
  rows: readonly T[],
  filters: readonly TableFilter<T>[],
  search?: TableSearch<T>,
): FilterIndex {
  return filterIndexBuilder(rows, filters, search).finish();
}

/** Whether any filter or the search has a value. */
export function hasActiveFilter(values: FilterValues): boolean {
  return Object.values(values).some((v) => v.trim() !== '');
}

type Test = (key: string) => boolean;

function testOf<T>(f: TableFilter<T>, raw: string): Test | null {
  const value = raw.trim();
  if (!value) return null;
  if (f.kind === 'text') {
    const needle = f.match === 'contains' ? value.toLowerCase() : phoneticKey(value);
    return needle ? (key) => key.includes(needle) : null;
  }
  return (key) => key === value;
}

/** The rows that pass every filter with a value and the global search (text by sound, numbers as typed). */
export function filterRows<T>(
  rows: readonly T[],
  index: FilterIndex,
  filters: readonly TableFilter<T>[],
  values: FilterValues,
): readonly T[] {
  const tests = filters.flatMap((f, i) => {
    const test = testOf(f, values[f.id] ?? '');
    return test ? [{ i, test }] : [];
  });
  const searchText = (values[SEARCH_ID] ?? '').trim();
  const searchKey = phoneticKey(searchText);
  const searchDigits = hasDigit(searchText) ? searchText.toLowerCase() : '';
  const searching = (searchKey !== '' || searchDigits !== '') && index.searchPhonetic.length === rows.length;
  if (!tests.length && !searching) return rows;
  return rows.filter((_, r) => {
    const keys = index.keys[r];
    for (const { i, test } of tests) if (!test(keys[i])) return false;
    if (!searching) return true;
    return (
      (searchKey !== '' && index.searchPhonetic[r].includes(searchKey)) ||
      (searchDigits !== '' && index.searchPlain[r].includes(searchDigits))
    );
  });
}
