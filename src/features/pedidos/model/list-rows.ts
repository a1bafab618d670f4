import type { PedidoRow } from '@/api/pedidos/pedido-row';

/**
 * A list row: the request as the fetcher read it. The table, its filters and its actions derive what they show from
 * it (the functions below), so a list of thousands is read once and never copied (requester-side.md §3).
 */
export type ListRow = PedidoRow;

/** Whether a row is cancelled: the configured cancelled status id, or the status name CANCELADO. */
export function isCancelado(row: PedidoRow, statusCancelado: number | null | undefined): boolean {
  if (statusCancelado && row.status_id === statusCancelado) return true;
  return (row.status ?? '').toUpperCase() === 'CANCELADO';
}

/** The surgery date shown: the suggested date, else the surgery date, else null ('Não informado'). */
export function dataCirurgiaExibida(row: PedidoRow): string | null {
  return row.dataHoraSugerida ?? row.dataCirurgia ?? null;
}
