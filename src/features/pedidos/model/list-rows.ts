import type { PedidoRow } from '@/api/pedidos/pedido-row';

/** A list row with what the cells and the row actions read. */
export interface ListRow extends PedidoRow {
  cancelado: boolean;
  gmr: boolean;
  onco: boolean;
  /** The suggested date, else the surgery date, else null ('Não informado'). */
  dataCirurgiaExibida: string | null;
}

/** Whether a row is cancelled: the configured cancelled status id, or the status name CANCELADO. */
export function isCancelado(row: PedidoRow, statusCancelado: number | null | undefined): boolean {
  if (statusCancelado && row.status_id === statusCancelado) return true;
  return (row.status ?? '').toUpperCase() === 'CANCELADO';
}

/** GMR 'True' and eOncologica '1' mean yes (requester-side.md §3). */
export function toListRows(rows: readonly PedidoRow[], statusCancelado: number | null | undefined): ListRow[] {
  // The computed fields first, then the row: one fast literal (docs/decisions/025-pisos-do-bench.md, 'Rows copied
  // once, in one literal').
  return rows.map((row) => ({
    cancelado: isCancelado(row, statusCancelado),
    gmr: row.GMR === true,
    onco: row.eOncologica === true,
    dataCirurgiaExibida: row.dataHoraSugerida ?? row.dataCirurgia ?? null,
    ...row,
  }));
}

// Keyed by the array the query cache hands out: coming back to a list reuses its rows (and the table's filter index).
const cache = new WeakMap<readonly PedidoRow[], { statusCancelado: number | null | undefined; rows: ListRow[] }>();

/** toListRows, once per loaded list. */
export function cachedListRows(data: readonly PedidoRow[], statusCancelado: number | null | undefined): ListRow[] {
  const hit = cache.get(data);
  if (hit && hit.statusCancelado === statusCancelado) return hit.rows;
  const rows = toListRows(data, statusCancelado);
  cache.set(data, { statusCancelado, rows });
  return rows;
}
