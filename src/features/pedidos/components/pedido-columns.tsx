import { StatusDot } from '@/components/data/status-dot';
import { NAO_INFORMADO } from '@/components/data/nao-informado';
import { PedidoTags } from '@/components/data/pedido-tags';
import { CellText } from '@/components/table/cell-text';
import type { TableColumn } from '@/components/table/data-table-shell';
import { formatDateBR, formatDateTimeBR, parseApiDate, type DateInput } from '@/lib/dates/format';
import type { TarefaId } from '../model/a-fazer';
import type { ListRow } from '../model/list-rows';
import { TarefasDoPedido } from './a-fazer';
import { RowActions, type RowAction } from './row-actions';

function Paciente({ row }: { row: ListRow }) {
  return (
    <span className="paciente-cell">
      <CellText text={row.paciente ?? NAO_INFORMADO} />
      <PedidoTags gmr={row.gmr} onco={row.onco} />
    </span>
  );
}

// Dates sort by their time (a request without one first), not by their dd/mm text.
const timeOf = (value: DateInput): number => parseApiDate(value)?.getTime() ?? 0;
const text = (value: string | null | undefined): string => value ?? '';

/** The request-list columns; `comRequisitante` adds the requester and shows the status text (Pedidos de Residentes). */
export function pedidoColumns(
  onAction: (a: RowAction, row: ListRow) => void,
  comRequisitante = false,
  onTarefa?: (tarefa: TarefaId, row: ListRow) => void,
): TableColumn<ListRow>[] {
  const requisitante: TableColumn<ListRow> = {
    key: 'requisitante',
    header: 'Requisitante',
    body: (r) => <CellText text={r.requisitante ?? NAO_INFORMADO} />,
    sortValue: (r) => text(r.requisitante),
  };
  return [
    {
      key: 'codigo',
      header: 'Nº Pedido',
      body: (r) => <span>{r.codigo}</span>,
      sortValue: (r) => r.codigo,
      width: '6.5rem',
    },
    ...(comRequisitante ? [requisitante] : []),
    {
      key: 'paciente',
      header: 'Paciente',
      body: (r) => <Paciente row={r} />,
      sortValue: (r) => text(r.paciente),
      exportValue: (r) => r.paciente ?? NAO_INFORMADO,
    },
    {
      key: 'procedimento',
      header: 'Procedimento Principal',
      body: (r) => <CellText text={r.procedimento ?? NAO_INFORMADO} />,
      sortValue: (r) => text(r.procedimento),
    },
    {
      key: 'dataInclusao',
      header: 'Data do Pedido',
      body: (r) => formatDateBR(r.dataInclusao) || NAO_INFORMADO,
      sortValue: (r) => timeOf(r.dataInclusao),
      width: '7rem',
    },
    {
      key: 'dataCirurgia',
      header: 'Data da Cirurgia',
      body: (r) => formatDateTimeBR(r.dataCirurgiaExibida) || NAO_INFORMADO,
      sortValue: (r) => timeOf(r.dataCirurgiaExibida),
      width: '9rem',
    },
    {
      key: 'status',
      header: 'Status',
      body: (r) => <StatusDot color={r.corStatus} label={r.status ?? NAO_INFORMADO} showLabel />,
      sortValue: (r) => text(r.status),
      width: '10rem',
    },
    ...(onTarefa
      ? [
          {
            key: 'aFazer',
            header: 'A fazer',
            body: (r: ListRow) => <TarefasDoPedido row={r} tarefas={r.tarefas} onTarefa={onTarefa} />,
            exportValue: (r: ListRow) => r.tarefas.map((t) => t.rotulo).join('; '),
          },
        ]
      : []),
    {
      key: 'acoes',
      header: 'Ações',
      body: (r) => <RowActions row={r} onAction={onAction} />,
      width: '9rem',
      exportValue: false,
    },
  ];
}
