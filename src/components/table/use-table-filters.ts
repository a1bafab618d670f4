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
    // Built once the first rows are painted and the browser is idle: a long list opens at once (a timer task could run
    // before the frame and hold its paint back) and the first keystroke finds the index ready.
    const build = () => indexOf(rows, filters, search);
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(build, { timeout: 1000 });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(build, 200);
    return () => window.clearTimeout(handle);
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
