import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useCatalogue } from '@/api/catalogues/use-catalogue';
import type { PedidoRow } from '@/api/pedidos/pedido-row';
import type { ParsedList } from '@/lib/http/parse-response';
import { configuracoesQuery } from '@/api/shell/get-configuracoes';
import { DataTableShell } from '@/components/table/data-table-shell';
import { errorMessage } from '@/lib/http/api-error';
import { cachedListRows } from '../model/list-rows';
import { MEUS_PEDIDOS_FILTERS, PEDIDOS_SEARCH, RESIDENTES_FILTERS } from '../model/pedido-filters';
import { pedidoColumns } from './pedido-columns';
import type { ActiveAction } from './pedido-dialogs';

const MEUS_PEDIDOS = { tela: 'Meus Pedidos', arquivo: 'meus-pedidos' };
const RESIDENTES = { tela: 'Pedidos de Residentes', arquivo: 'pedidos-residentes' };

// The dialogs' code (upload, calendars, print menu, history table) loads with the first row action, not with the list.
const PedidoDialogs = lazy(() => import('./pedido-dialogs').then((m) => ({ default: m.PedidoDialogs })));

interface PedidosListProps {
  caption: string;
  query: UseQueryResult<ParsedList<PedidoRow>>;
  /** Pedidos de Residentes: the requester column and filter. */
  comRequisitante?: boolean;
  /** The screen's own filters in use, for the print header ('Residente: …'). */
  filtros?: readonly string[];
}

/** The filters, the table (10 a page, 'Sem pedidos') and the row-action dialogs of a request list. */
export function PedidosList({ caption, query, comRequisitante = false, filtros }: PedidosListProps) {
  const statusCancelado = useQuery(configuracoesQuery()).data?.statusCancelado;
  const procedimentos = useCatalogue('procedimentoCirurgico').data;
  const status = useCatalogue('statusPedido').data;
  const rows = query.data ? cachedListRows(query.data.rows, statusCancelado) : undefined;
  const options = useMemo(
    () => ({
      procedimento: (procedimentos ?? []).map((p) => p.descricao),
      status: (status ?? []).map((s) => s.descricao),
    }),
    [procedimentos, status],
  );
  const [active, setActive] = useState<ActiveAction | null>(null);
  const columns = useMemo(
    () => pedidoColumns((action, row) => setActive({ action, row }), comRequisitante),
    [comRequisitante],
  );
  return (
    <>
      <DataTableShell
        caption={caption}
        rows={rows}
        columns={columns}
        isLoading={query.isLoading}
        error={query.error ? errorMessage(query.error) : null}
        onRetry={() => void query.refetch()}
        emptyMessage="Sem pedidos"
        rowsPerPage={10}
        filters={comRequisitante ? RESIDENTES_FILTERS : MEUS_PEDIDOS_FILTERS}
        filterOptions={options}
        search={PEDIDOS_SEARCH}
        omitted={query.data?.omitted}
        exportacao={{ ...(comRequisitante ? RESIDENTES : MEUS_PEDIDOS), filtros }}
      />
      {active ? (
        <Suspense fallback={null}>
          <PedidoDialogs
            active={active}
            onClose={() => setActive(null)}
            lista={comRequisitante ? 'residentes' : 'medico'}
          />
        </Suspense>
      ) : null}
    </>
  );
}
