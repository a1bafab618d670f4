import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useCatalogue } from '@/api/catalogues/use-catalogue';
import type { PedidoRow } from '@/api/pedidos/pedido-row';
import type { ParsedList } from '@/lib/http/parse-response';
import { configuracoesQuery } from '@/api/shell/get-configuracoes';
import { configuracoesRecursoQuery } from '@/api/shell/get-configuracoes-recurso';
import { saoPauloIsoDay } from '@/lib/dates/today';
import { DataTableShell } from '@/components/table/data-table-shell';
import { errorMessage } from '@/lib/http/api-error';
import { contarTarefas, type TarefaId } from '../model/a-fazer';
import { cachedListRows, type ListRow } from '../model/list-rows';
import { ContadoresAFazer } from './a-fazer';
import { MEUS_PEDIDOS_FILTERS, PEDIDOS_SEARCH, RESIDENTES_FILTERS } from '../model/pedido-filters';
import { pedidoColumns } from './pedido-columns';
import type { ActiveAction } from './pedido-dialogs';
import type { RowAction } from './row-actions';

/** What a task's chip opens (model/a-fazer): the notes, or the print form it names, or the print menu. */
const ACAO_DA_TAREFA: Readonly<Record<TarefaId, Omit<ActiveAction, 'row'>>> = {
  anotacao: { action: 'anotacoes' },
  avisoCirurgia: { action: 'impressao', documento: 'avisoCirurgia' },
  pedidoInternacao: { action: 'impressao', documento: 'pedidoInternacao' },
  hemoterapicos: { action: 'impressao', documento: 'hemoterapicos' },
  avaliacaoAnestesica: { action: 'impressao' },
};

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

/**
 * The 'A fazer' counters, the filters, the table (10 a page, 'Sem pedidos') and the row-action dialogs of a request
 * list.
 */
export function PedidosList({ caption, query, comRequisitante = false, filtros }: PedidosListProps) {
  const statusCancelado = useQuery(configuracoesQuery()).data?.statusCancelado;
  const procedimentos = useCatalogue('procedimentoCirurgico').data;
  const status = useCatalogue('statusPedido').data;
  const recursoInternacao = useQuery(configuracoesRecursoQuery()).data?.recursoInternacao;
  const todas = query.data
    ? cachedListRows(query.data.rows, { statusCancelado, hoje: saoPauloIsoDay(), recursoInternacao })
    : undefined;
  const contagem = useMemo(() => (todas ? contarTarefas(todas) : null), [todas]);
  const [filtro, setFiltro] = useState<TarefaId | 'todas' | null>(null);
  const rows = useMemo(() => {
    if (!todas || filtro === null) return todas;
    const tem = (r: ListRow) => r.tarefas.some((t) => !t.desconhecida && (filtro === 'todas' || t.id === filtro));
    return todas.filter(tem);
  }, [todas, filtro]);
  const options = useMemo(
    () => ({
      procedimento: (procedimentos ?? []).map((p) => p.descricao),
      status: (status ?? []).map((s) => s.descricao),
    }),
    [procedimentos, status],
  );
  const [active, setActive] = useState<ActiveAction | null>(null);
  const columns = useMemo(
    () =>
      pedidoColumns(
        (action: RowAction, row) => setActive({ action, row }),
        comRequisitante,
        (tarefa, row) => setActive({ ...ACAO_DA_TAREFA[tarefa], row }),
      ),
    [comRequisitante],
  );
  return (
    <>
      {contagem ? <ContadoresAFazer contagem={contagem} filtro={filtro} onFiltro={setFiltro} /> : null}
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
