import { useCallback, useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { EmptyState, ErrorState } from '@/components/data/query-states';
import { LoadingState } from '@/components/data/loading-state';
import { ColumnChooser } from './column-chooser';
import { ShellPaginator } from './shell-paginator';
import { ShellTable, type TableColumn } from './shell-table';
import { TableExportActions } from './table-export-actions';
import type { TableExport } from './table-export';
import { TableFilterBar } from './table-filter-bar';
import type { TableFilter, TableSearch } from './table-filters';
import { sortKeysOf, sortRows, type SortState } from './table-sort';
import { useColumnChooser, type ColumnChooserKey } from './use-column-chooser';
import { useTableFilters } from './use-table-filters';
import './table-shell.css';

export type { TableColumn } from './shell-table';

/** The page sizes offered under every table. */
const PAGE_SIZES: readonly number[] = [10, 25, 50, 100];

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
  /** The page size the table opens with (the specification's, 10 by default); the user may pick another. */
  rowsPerPage?: number;
  /** Per-column filters shown above the table (stable identity: a module constant or useMemo). */
  filters?: readonly TableFilter<T>[];
  /** The options of the select filters, by filter id. */
  filterOptions?: Readonly<Record<string, readonly string[]>>;
  /** The global search (stable identity). */
  search?: TableSearch<T>;
  /** Rows of the response that could not be read and are left out (a notice under the table says how many). */
  omitted?: number;
  /** Offers 'Colunas' over the columns marked optional, the choice remembered for this user and table. */
  columnChooser?: ColumnChooserKey;
  /** Offers 'Exportar CSV' and 'Imprimir lista' of the filtered rows under this screen's name. */
  exportacao?: TableExport;
  /** The screen's own buttons beside 'Exportar CSV' (Pedidos de Cirurgias' 'Prontidão'). */
  acoes?: ReactNode;
  /** The id of the rows' region, focusable, for a screen's 'Ir para a lista' (widgets/filtros/filtros-recolhidos). */
  conteudoId?: string;
  /** Heading rows over the rows (outermost first), where each heading changes (shell-table.tsx). */
  grupos?: (row: T) => readonly string[];
}

/** The notice under a table whose response had unreadable rows. */
export function omittedNotice(omitted: number): string {
  return omitted === 1 ? '1 registro não pôde ser exibido' : `${omitted} registros não puderam ser exibidos`;
}

/**
 * A data table with the loading, error, empty and data branches: compact rows, sortable columns (aria-sort), a
 * pt-BR paginator with a page-size choice, optional per-column filters (text matched by sound, dd/mm/yy days,
 * pickers) and a global search, all client-side. Only the page on screen is handed to PrimeReact.
 */
export function DataTableShell<T extends { id: number }>({
  caption,
  rows: loadedRows,
  columns: allColumns,
  isLoading,
  error,
  onRetry,
  emptyMessage,
  rowsPerPage = 10,
  filters = NO_FILTERS,
  filterOptions,
  search,
  omitted = 0,
  columnChooser,
  exportacao,
  acoes,
  conteudoId,
  grupos,
}: DataTableShellProps<T>) {
  // The first rows are drawn in the render that receives them (a deferred render drew them a frame later); rows that
  // replace rows already shown (a reload, Prontidão's counters) follow in a deferred render, so the control that asked
  // for them answers at once. The filter index is built after they paint, a slice at a time (use-table-filters.ts,
  // docs/decisions/025-pisos-do-bench.md).
  const shownRows = useDeferredValue(loadedRows);
  const rows = shownRows ?? loadedRows;
  const { values, setValue, filtered } = useTableFilters(rows, filters, search);
  const [first, setFirst] = useState(0);
  const [pageSize, setPageSize] = useState(rowsPerPage);
  const [sort, setSort] = useState<SortState | null>(null);
  const hasBar = filters.length > 0 || search !== undefined;
  const chooser = useColumnChooser(allColumns, columnChooser);
  const columns = chooser.shown;

  const sortValue = columns.find((c) => c.key === sort?.field)?.sortValue;
  // Keys once per loaded list and column (dates are parsed once, not per comparison or keystroke).
  const sortKeys = useMemo(() => (rows && sortValue ? sortKeysOf(rows, sortValue) : null), [rows, sortValue]);
  const ordered = useMemo(() => {
    if (!filtered) return [];
    return sortKeys && sort ? sortRows(filtered, sortKeys, sort.order) : filtered;
  }, [filtered, sortKeys, sort]);
  // A shorter list (filtered, reloaded) shows its last page rather than an empty one.
  const lastPage = Math.max(0, Math.floor((ordered.length - 1) / pageSize) * pageSize);
  const start = Math.min(first, lastPage);
  const page = useMemo(() => ordered.slice(start, start + pageSize), [ordered, start, pageSize]);

  const onFilter = useCallback(
    (id: string, next: string) => {
      setValue(id, next);
      setFirst(0);
    },
    [setValue],
  );
  const onSort = useCallback((field: string) => {
    // Ascending, descending, then unsorted again.
    setSort((s) => {
      if (s?.field !== field) return { field, order: 1 };
      return s.order === 1 ? { field, order: -1 } : null;
    });
    setFirst(0);
  }, []);
  const onPageSize = useCallback((size: number) => {
    setPageSize(size);
    setFirst(0);
  }, []);

  // The same elements while their props stay: a keystroke repaints the filter bar, and the table once the rows change.
  const table = useMemo(
    () => (
      <>
        <ShellTable
          caption={caption}
          page={page}
          columns={columns}
          sort={sort}
          emptyMessage={emptyMessage}
          onSort={onSort}
          grupos={grupos}
        />
        {ordered.length > 0 ? (
          <ShellPaginator
            first={start}
            pageSize={pageSize}
            total={ordered.length}
            pageSizes={PAGE_SIZES}
            onPage={setFirst}
            onPageSize={onPageSize}
          />
        ) : null}
      </>
    ),
    [caption, page, ordered.length, columns, start, pageSize, sort, emptyMessage, onSort, onPageSize, grupos],
  );

  let content: ReactNode;
  if (isLoading) content = <LoadingState />;
  else if (error) content = <ErrorState message={error} onRetry={onRetry} />;
  else if (!rows?.length) content = <EmptyState message={emptyMessage} />;
  else content = table;

  return (
    <div className="table-shell">
      {hasBar ? (
        <TableFilterBar
          filters={filters}
          search={search}
          options={filterOptions}
          values={values}
          onChange={onFilter}
          pronto={!isLoading}
        />
      ) : null}
      {/* 'Colunas' and the export buttons on one line: the rows start higher (docs/decisions/033-o-que-o-gerente-ve.md). */}
      <div className="table-shell__ferramentas">
        {columnChooser && chooser.choosable.length > 0 ? (
          <ColumnChooser columns={chooser.choosable} hidden={chooser.hidden} onToggle={chooser.toggle} />
        ) : null}
        {exportacao ? (
          <TableExportActions
            exportacao={exportacao}
            rows={ordered}
            columns={columns}
            filters={filters}
            search={search}
            values={values}
          >
            {acoes}
          </TableExportActions>
        ) : null}
      </div>
      <div className="table-shell__content" id={conteudoId} tabIndex={conteudoId ? -1 : undefined}>
        {content}
      </div>
      {omitted > 0 && !isLoading && !error ? (
        <p className="table-shell__omitted" role="status">
          <i className="pi pi-exclamation-triangle" aria-hidden="true" /> {omittedNotice(omitted)}
        </p>
      ) : null}
    </div>
  );
}
