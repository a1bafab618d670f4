import { StatusDot } from '@/components/data/status-dot';
import { NAO_INFORMADO } from '@/components/data/nao-informado';
import type { TableColumn } from '@/components/table/data-table-shell';
import { formatDateBR, formatDateTimeBR } from '@/lib/dates/format';
import type { ListRow } from '../model/list-rows';
import { RowActions, type RowAction } from './row-actions';

function Paciente({ row }: { row: ListRow }) {
  return (
    <span className="paciente-cell">
      {row.paciente ?? NAO_INFORMADO}
      {row.gmr ? <span className="tag tag--gmr" title="Germe multirresistente">GMR</span> : null}
      {row.onco ? <span className="tag tag--onco" title="Cirurgia oncológica">ONCO</span> : null}
    </span>
  );
}

/** The request-list columns; `comRequisitante` adds the requester and shows the status text (Pedidos de Residentes). */
export function pedidoColumns(onAction: (a: RowAction, row: ListRow) => void, comRequisitante = false): TableColumn<ListRow>[] {
  return [
    { key: 'codigo', header: 'Nº Pedido', body: (r) => <span>{r.codigo}</span> },
    ...(comRequisitante ? [{ key: 'requisitante', header: 'Requisitante', body: (r: ListRow) => r.requisitante ?? NAO_INFORMADO }] : []),
    { key: 'paciente', header: 'Paciente', body: (r) => <Paciente row={r} /> },
    { key: 'procedimento', header: 'Procedimento Principal', body: (r) => r.procedimento ?? NAO_INFORMADO },
    { key: 'dataInclusao', header: 'Data do Pedido', body: (r) => formatDateBR(r.dataInclusao) || NAO_INFORMADO },
    { key: 'dataCirurgia', header: 'Data da Cirurgia', body: (r) => formatDateTimeBR(r.dataCirurgiaExibida) || NAO_INFORMADO },
    { key: 'status', header: 'Status', body: (r) => <StatusDot color={r.corStatus} label={r.status ?? NAO_INFORMADO} showLabel /> },
    { key: 'acoes', header: 'Ações', body: (r) => <RowActions row={r} onAction={onAction} /> },
  ];
}
