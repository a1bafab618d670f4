import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { PedidoRow } from '@/api/pedidos/pedido-row';
import { configuracoesQuery } from '@/api/shell/get-configuracoes';
import { DataTableShell } from '@/components/table/data-table-shell';
import { errorMessage } from '@/lib/http/api-error';
import { useFilteredRows } from '../hooks/use-filtered-rows';
import { ListFiltersBar } from './list-filters';
import { pedidoColumns } from './pedido-columns';
import { PedidoDialogs, type ActiveAction } from './pedido-dialogs';

interface PedidosListProps {
  caption: string;
  query: UseQueryResult<PedidoRow[]>;
  /** Pedidos de Residentes: the requester column and filter. */
  comRequisitante?: boolean;
}

/** The filters, the table (10 a page, 'Sem pedidos') and the row-action dialogs of a request list. */
export function PedidosList({ caption, query, comRequisitante = false }: PedidosListProps) {
  const config = useQuery(configuracoesQuery()).data;
  const { filters, update, filtered } = useFilteredRows(query.data, config?.statusCancelado);
  const [active, setActive] = useState<ActiveAction | null>(null);
  const columns = useMemo(() => pedidoColumns((action, row) => setActive({ action, row }), comRequisitante), [comRequisitante]);
  return (
    <>
      <ListFiltersBar filters={filters} onChange={update} showRequisitante={comRequisitante} />
      <DataTableShell
        caption={caption}
        rows={filtered}
        columns={columns}
        isLoading={query.isLoading}
        error={query.error ? errorMessage(query.error) : null}
        onRetry={() => void query.refetch()}
        emptyMessage="Sem pedidos"
      />
      <PedidoDialogs active={active} onClose={() => setActive(null)} />
    </>
  );
}
