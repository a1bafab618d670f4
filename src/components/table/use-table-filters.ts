import { useCallback, useEffect, useMemo, useState } from 'react';
import { afterNextPaint, yieldToBrowser } from '@/lib/yield-to-browser';
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
 * (module constants or useMemo): the index is rebuilt when they change. The rows follow the values in the keystroke's
 * own render: on the index a keystroke's filtering takes a few milliseconds, and a deferred render painted the rows a
 * frame after the field (docs/decisions/025-pisos-do-bench.md).
 */
export function useTableFilters<T>(
  rows: readonly T[] | undefined,
  filters: readonly TableFilter<T>[],
  search?: TableSearch<T>,
) {
  const [values, setValues] = useState<FilterValues>({});

  useEffect(() => {
    if (!rows?.length || (!filters.length && !search)) return undefined;
    // Built once the first rows are painted, a slice of a few ms at a time with a turn for the browser between
    // slices: a long list opens at once, a keystroke typed meanwhile waits a few ms at most, and the index is ready
    // within a few frames (a filter typed sooner finishes it). Idle callbacks came too late: the first keystroke after
    // opening then built most of the index itself.
    const builder = builderOf(rows, filters, search);
    let stopped = false;
    void (async () => {
      await afterNextPaint();
      if (stopped) return;
      for (;;) {
        const until = performance.now() + SLICE_MS;
        if (builder.step(() => performance.now() > until)) return;
        await yieldToBrowser();
        if (stopped) return;
      }
    })();
    return () => {
      stopped = true;
    };
  }, [rows, filters, search]);

  const filtered = useMemo(
    () =>
      rows && hasActiveFilter(values)
        ? filterRows(rows, builderOf(rows, filters, search).finish(), filters, values)
        : rows,
    [rows, filters, search, values],
  );

  const setValue = useCallback((id: string, value: string) => setValues((v) => ({ ...v, [id]: value })), []);
  return { values, setValue, filtered };
}
