import type { UseQueryResult } from '@tanstack/react-query';
import type { DemandaRow } from '@/api/demandas/demanda-row';
import { queryTableProps } from '@/components/table/query-table-props';
import { DataTableShell, type TableColumn } from '@/components/table/data-table-shell';
import type { TableExport } from '@/components/table/table-export';
import type { ParsedList } from '@/lib/http/parse-response';
import { DEMANDA_SEARCH } from '../model/search';

interface Props {
  caption: string;
  query: UseQueryResult<ParsedList<DemandaRow>>;
  columns: readonly TableColumn<DemandaRow>[];
  /** 'Sem Demandas' (Minhas Demandas) or 'Sem demandas' (Demandas), as the specification writes each. */
  emptyMessage: string;
  /** The screen's name on paper and in the CSV file's name. */
  exportacao: TableExport;
  /** The rows' region, where the screen's 'Ir para a lista' leads. */
  conteudoId?: string;
}

/** A demand table: 10 a page, the search, and the loading, error and empty branches. */
export function DemandasTable({ caption, query, columns, emptyMessage, exportacao, conteudoId }: Props) {
  return (
    <DataTableShell
      caption={caption}
      {...queryTableProps(query)}
      columns={columns}
      emptyMessage={emptyMessage}
      rowsPerPage={10}
      search={DEMANDA_SEARCH}
      exportacao={exportacao}
      conteudoId={conteudoId}
    />
  );
}
