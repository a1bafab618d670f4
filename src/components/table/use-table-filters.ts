import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import {
  buildFilterIndex,
  filterRows,
  hasActiveFilter,
  type FilterIndex,
  type FilterValues,
  type TableFilter,
  type TableSearch,
} from './table-filters';

interface CachedIndex {
  filters: unknown;
  search: unknown;
  index: FilterIndex;
}

// One index per loaded list (keyed by the array TanStack Query hands out); dropped with the list.
const indexes = new WeakMap<readonly unknown[], CachedIndex>();

function indexOf<T>(
  rows: readonly T[],
  filters: readonly TableFilter<T>[],
  search: TableSearch<T> | undefined,
): FilterIndex {
  const hit = indexes.get(rows);
  if (hit && hit.filters === filters && hit.search === search) return hit.index;
  const index = buildFilterIndex(rows, filters, search);
  indexes.set(rows, { filters, search, index });
  return index;
}

/**
 * Filter state and filtered rows of a table. `filters` and `search` must keep their identity between renders
 * (module constants or useMemo): the index is rebuilt when they change. The rows follow the values in a deferred
 * render, so a keystroke paints its field first and filtering never delays typing.
 */
export function useTableFilters<T>(
  rows: readonly T[] | undefined,
  filters: readonly TableFilter<T>[],
  search?: TableSearch<T>,
) {
  const [values, setValues] = useState<FilterValues>({});

  useEffect(() => {
    if (!rows?.length || (!filters.length && !search)) return undefined;
    // Built just after the first rows are painted: a long list opens at once and the first keystroke finds it ready.
    const handle = setTimeout(() => indexOf(rows, filters, search), 0);
    return () => clearTimeout(handle);
  }, [rows, filters, search]);

  const applied = useDeferredValue(values);
  const filtered = useMemo(
    () =>
      rows && hasActiveFilter(applied) ? filterRows(rows, indexOf(rows, filters, search), filters, applied) : rows,
    [rows, filters, search, applied],
  );

  const setValue = useCallback((id: string, value: string) => setValues((v) => ({ ...v, [id]: value })), []);
  return { values, setValue, filtered };
}
