import type { PedidoRow } from '@/api/pedidos/pedido-row';
import { toIsoDay } from '@/lib/dates/format';
import { phoneticKey } from '@/lib/text/phonetic';

/** A list row with what the filters compare, computed once per load (5,000 rows filter per keystroke). */
export interface ListRow extends PedidoRow {
  cancelado: boolean;
  gmr: boolean;
  onco: boolean;
  dataCirurgiaExibida: string | null;
  diaInclusao: string;
  diaCirurgia: string;
  keys: { paciente: string; requisitante: string; procedimento: string; status: string; global: string };
}

/** Whether a row is cancelled: the configured cancelled status id, or the status name CANCELADO. */
export function isCancelado(row: PedidoRow, statusCancelado: number | null | undefined): boolean {
  if (statusCancelado && row.status_id === statusCancelado) return true;
  return (row.status ?? '').toUpperCase() === 'CANCELADO';
}

export function toListRows(rows: readonly PedidoRow[], statusCancelado: number | null | undefined): ListRow[] {
  return rows.map((row) => {
    const dataCirurgia = row.dataHoraSugerida ?? row.dataCirurgia ?? null;
    const paciente = phoneticKey(row.paciente ?? '');
    const requisitante = phoneticKey(row.requisitante ?? '');
    const procedimento = phoneticKey(`${row.codigoProcedimento ?? ''} ${row.procedimento ?? ''}`);
    const status = phoneticKey(row.status ?? '');
    return {
      ...row,
      cancelado: isCancelado(row, statusCancelado),
      gmr: String(row.GMR) === 'True' || row.GMR === true,
      onco: row.eOncologica === '1',
      dataCirurgiaExibida: dataCirurgia,
      diaInclusao: toIsoDay(row.dataInclusao),
      diaCirurgia: toIsoDay(dataCirurgia),
      keys: {
        paciente,
        requisitante,
        procedimento,
        status,
        global: `${row.codigo} ${paciente} ${requisitante} ${procedimento} ${status}`,
      },
    };
  });
}
