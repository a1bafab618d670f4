import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { EmptyState, ErrorState } from '@/components/data/query-states';
import { LoadingState } from '@/components/data/loading-state';
import { TableFilterBar } from './table-filter-bar';
import type { TableFilter, TableSearch } from './table-filters';
import { useTableFilters } from './use-table-filters';

export interface TableColumn<T> {
  key: string;
  header: string;
  body: (row: T) => ReactNode;
  className?: string;
}

const NO_FILTERS: readonly never[] = [];

interface DataTableShellProps<T extends { id: number }> {
  caption: string;
  rows: readonly T[] | undefined;
  columns: readonly TableColumn<T>[];
  isLoading: boolean;
  error: string | null;
  onRetry?: () => void;
  /** The specification's empty message ('Sem pedidos', 'Sem anotações', …), also when the filters leave nothing. */
  emptyMessage: string;
  rowsPerPage?: number;
  /** Per-column filters shown above the table (stable identity: a module constant or useMemo). */
  filters?: readonly TableFilter<T>[];
  /** The options of the select filters, by filter id. */
  filterOptions?: Readonly<Record<string, readonly string[]>>;
  /** The global search (stable identity). */
  search?: TableSearch<T>;
  /** Rows of the response that could not be read and are left out (a notice under the table says how many). */
  omitted?: number;
}

/** The notice under a table whose response had unreadable rows. */
export function omittedNotice(omitted: number): string {
  return omitted === 1 ? '1 registro não pôde ser exibido' : `${omitted} registros não puderam ser exibidos`;
}

/**
 * A data table with the loading, error, empty and data branches, a pt-BR paginator (10 rows a page by default),
 * optional per-column filters (text matched by sound, dd/mm/yy days, pickers) and a global search, all client-side.
 */
export function DataTableShell<T extends { id: number }>({
  caption,
  rows,
  columns,
  isLoading,
  error,
  onRetry,
  emptyMessage,
  rowsPerPage = 10,
  filters = NO_FILTERS,
  filterOptions,
  search,
  omitted = 0,
}: DataTableShellProps<T>) {
  const { values, setValue, filtered } = useTableFilters(rows, filters, search);
  const [first, setFirst] = useState(0);
  const value = useMemo(() => (filtered ? [...filtered] : []), [filtered]);
  // A shorter list (filtered, reloaded) shows its last page rather than an empty one.
  const lastPage = Math.max(0, Math.floor((value.length - 1) / rowsPerPage) * rowsPerPage);
  const hasBar = filters.length > 0 || search !== undefined;

  const onFilter = useCallback(
    (id: string, next: string) => {
      setValue(id, next);
      setFirst(0);
    },
    [setValue],
  );

  let content: ReactNode;
  if (isLoading) content = <LoadingState />;
  else if (error) content = <ErrorState message={error} onRetry={onRetry} />;
  else if (value.length === 0) content = <EmptyState message={emptyMessage} />;
  else {
    content = (
      <DataTable
        value={value}
        dataKey="id"
        paginator
        rows={rowsPerPage}
        first={Math.min(first, lastPage)}
        onPage={(e) => setFirst(e.first)}
        paginatorTemplate="FirstPageLink PrevPageLink PageLinks NextPageLink LastPageLink CurrentPageReport"
        currentPageReportTemplate="{first} a {last} de {totalRecords}"
        emptyMessage={emptyMessage}
        size="small"
        stripedRows
        responsiveLayout="stack"
        breakpoint="960px"
        aria-label={caption}
        header={<span className="sr-only">{caption}</span>}
      >
        {columns.map((c) => (
          <Column key={c.key} header={c.header} body={c.body} className={c.className} />
        ))}
      </DataTable>
    );
  }

  return (
    <div className="table-shell">
      {hasBar ? <TableFilterBar filters={filters} search={search} options={filterOptions} values={values} onChange={onFilter} /> : null}
      <div className="table-shell__content">{content}</div>
      {omitted > 0 && !isLoading && !error ? (
        <p className="table-shell__omitted" role="status">
          <i className="pi pi-exclamation-triangle" aria-hidden="true" /> {omittedNotice(omitted)}
        </p>
      ) : null}
    </div>
  );
}
