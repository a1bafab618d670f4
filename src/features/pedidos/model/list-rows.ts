import type { PedidoRow } from '@/api/pedidos/pedido-row';
import { SEM_TAREFAS, tarefasDoPedido, type Tarefa } from './a-fazer';

/** A list row with what the cells and the row actions read. */
export interface ListRow extends PedidoRow {
  cancelado: boolean;
  gmr: boolean;
  onco: boolean;
  /** The suggested date, else the surgery date, else null ('Não informado'). */
  dataCirurgiaExibida: string | null;
  /** What its requester must still do (model/a-fazer). */
  tarefas: readonly Tarefa[];
}

/** What the rows are read against: the cancelled status, São Paulo's day, the inpatient resource (undefined: unread). */
interface ContextoDaLista {
  statusCancelado: number | null | undefined;
  hoje: string;
  recursoInternacao: number | null | undefined;
}

/** Whether a row is cancelled: the configured cancelled status id, or the status name CANCELADO. */
export function isCancelado(row: PedidoRow, statusCancelado: number | null | undefined): boolean {
  if (statusCancelado && row.status_id === statusCancelado) return true;
  return (row.status ?? '').toUpperCase() === 'CANCELADO';
}

/** GMR 'True' and eOncologica '1' mean yes (requester-side.md §3). */
export function toListRows(rows: readonly PedidoRow[], ctx: ContextoDaLista): ListRow[] {
  // The computed fields first, then the row: one fast literal (docs/decisions/025-pisos-do-bench.md, 'Rows copied
  // once, in one literal'). The tasks are a field of it, so the table's columns stay the same when they change.
  return rows.map((row) => {
    const lista: ListRow = {
      cancelado: isCancelado(row, ctx.statusCancelado),
      gmr: row.GMR === true,
      onco: row.eOncologica === true,
      dataCirurgiaExibida: row.dataHoraSugerida ?? row.dataCirurgia ?? null,
      tarefas: SEM_TAREFAS,
      ...row,
    };
    lista.tarefas = tarefasDoPedido(lista, ctx.hoje, ctx.recursoInternacao);
    return lista;
  });
}

// Keyed by the array the query cache hands out: coming back to a list reuses its rows (and the table's filter index).
const cache = new WeakMap<readonly PedidoRow[], { ctx: ContextoDaLista; rows: ListRow[] }>();

const mesmo = (a: ContextoDaLista, b: ContextoDaLista) =>
  a.statusCancelado === b.statusCancelado && a.hoje === b.hoje && a.recursoInternacao === b.recursoInternacao;

/** toListRows, once per loaded list and context. */
export function cachedListRows(data: readonly PedidoRow[], ctx: ContextoDaLista): ListRow[] {
  const hit = cache.get(data);
  if (hit && mesmo(hit.ctx, ctx)) return hit.rows;
  const rows = toListRows(data, ctx);
  cache.set(data, { ctx, rows });
  return rows;
}
