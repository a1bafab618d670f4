import { useMemo, useState } from 'react';
import type { PedidoRow } from '@/api/pedidos/pedido-row';
import { EMPTY_FILTERS, filterRows, type ListFilters } from '../model/filter-rows';
import { toListRows } from '../model/list-rows';

/** The list's filter state and the filtered rows (phonetic keys computed once per load). */
export function useFilteredRows(data: readonly PedidoRow[] | undefined, statusCancelado: number | null | undefined) {
  const [filters, setFilters] = useState<ListFilters>(EMPTY_FILTERS);
  const rows = useMemo(() => (data ? toListRows(data, statusCancelado) : undefined), [data, statusCancelado]);
  const filtered = useMemo(() => (rows ? filterRows(rows, filters) : undefined), [rows, filters]);
  const update = (patch: Partial<ListFilters>) => setFilters((f) => ({ ...f, ...patch }));
  return { filters, update, clear: () => setFilters(EMPTY_FILTERS), rows, filtered };
}
