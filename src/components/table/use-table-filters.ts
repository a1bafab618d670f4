import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import {
  filterIndexBuilder,
  filterRows,
  hasActiveFilter,
  type FilterIndexBuilder,
  type FilterValues,
  type TableFilter,
  type TableSearch,
} from './table-filters';

interface CachedIndex {
  filters: unknown;
  search: unknown;
  builder: FilterIndexBuilder;
}

/** The longest slice of index building between two turns of the browser. */
const SLICE_MS = 6;

// One index per loaded list (keyed by the array TanStack Query hands out); dropped with the list.
const indexes = new WeakMap<readonly unknown[], CachedIndex>();

function builderOf<T>(
  rows: readonly T[],
  filters: readonly TableFilter<T>[],
  search: TableSearch<T> | undefined,
): FilterIndexBuilder {
  const hit = indexes.get(rows);
  if (hit && hit.filters === filters && hit.search === search) return hit.builder;
  const builder = filterIndexBuilder(rows, filters, search);
  indexes.set(rows, { filters, search, builder });
  return builder;
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
    // Built after the first rows are painted, in the browser's idle moments, a slice at a time: a long list opens at
    // once, no long task follows it (a keystroke typed meanwhile is handled at once), and the first filter finds the
    // index ready (or finishes it).
    const builder = builderOf(rows, filters, search);
    let handle = 0;
    if (typeof window.requestIdleCallback === 'function') {
      const work = (deadline: IdleDeadline) => {
        // An idle period may last 50 ms: a slice stops well before, so a keystroke then waits a few ms at most.
        const until = performance.now() + SLICE_MS;
        const stop = () => deadline.timeRemaining() < 1 || performance.now() > until;
        if (!builder.step(stop)) handle = window.requestIdleCallback(work);
      };
      handle = window.requestIdleCallback(work);
      return () => window.cancelIdleCallback(handle);
    }
    const work = () => {
      const until = performance.now() + SLICE_MS;
      if (!builder.step(() => performance.now() > until)) handle = window.setTimeout(work, 0);
    };
    handle = window.setTimeout(work, 200);
    return () => window.clearTimeout(handle);
  }, [rows, filters, search]);

  const applied = useDeferredValue(values);
  const filtered = useMemo(
    () =>
      rows && hasActiveFilter(applied)
        ? filterRows(rows, builderOf(rows, filters, search).finish(), filters, applied)
        : rows,
    [rows, filters, search, applied],
  );

  const setValue = useCallback((id: string, value: string) => setValues((v) => ({ ...v, [id]: value })), []);
  return { values, setValue, filtered };
}
