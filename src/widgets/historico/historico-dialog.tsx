import { useHistorico, type HistoricoEntry } from '@/api/historico/get-historico';
import { ListaDialog } from '@/components/dialogs/lista-dialog';
import type { TableColumn } from '@/components/table/data-table-shell';
import type { TableFilter } from '@/components/table/table-filters';
import { orNaoInformado } from '@/components/data/nao-informado';
import { formatDateTimeBR } from '@/lib/dates/format';

const COLUMNS: readonly TableColumn<HistoricoEntry>[] = [
  { key: 'createdAt', header: 'Horário', body: (r) => formatDateTimeBR(r.createdAt) },
  { key: 'tipo', header: 'Tipo', body: (r) => orNaoInformado(r.tipo) },
  { key: 'descricao', header: 'Descrição', body: (r) => orNaoInformado(r.descricao) },
  { key: 'username', header: 'Usuário', body: (r) => r.username ?? '' },
];
// The day filter compares the yyyy-mm-dd day (requester-side.md §5 'Dates').
const FILTERS: readonly TableFilter<HistoricoEntry>[] = [
  { id: 'dia', kind: 'date', label: 'Filtrar por data', placeholder: 'Data', value: (r) => r.createdAt },
  { id: 'tipo', kind: 'text', label: 'Filtrar por tipo', placeholder: 'Tipo', value: (r) => r.tipo },
  {
    id: 'usuario',
    kind: 'text',
    match: 'contains',
    label: 'Filtrar por usuário',
    placeholder: 'Usuário',
    value: (r) => r.username,
  },
];

/** Ver histórico: the logging service's entries (time, type, description, user). */
export function HistoricoDialog({
  pedidoId,
  codigo,
  onClose,
}: {
  pedidoId: number;
  codigo: string;
  onClose: () => void;
}) {
  const query = useHistorico(pedidoId);
  return (
    <ListaDialog
      header={`Histórico do pedido nº ${codigo}`}
      onClose={onClose}
      query={query}
      tabela={{ caption: 'Histórico do pedido', emptyMessage: 'Sem histórico', columns: COLUMNS, filters: FILTERS }}
    />
  );
}
