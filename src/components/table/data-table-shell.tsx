import { Column } from 'primereact/column';
import { DataTable, type DataTableStateEvent } from 'primereact/datatable';
import { Dropdown } from 'primereact/dropdown';
import type { PaginatorTemplateOptions } from 'primereact/paginator';
import { memo, useCallback, useId, useMemo, useState, type ReactNode } from 'react';
import { EmptyState, ErrorState } from '@/components/data/query-states';
import { LoadingState } from '@/components/data/loading-state';
import { TableFilterBar } from './table-filter-bar';
import type { TableFilter, TableSearch } from './table-filters';
import { sortKeysOf, sortRows, type SortKey, type SortState } from './table-sort';
import { useTableFilters } from './use-table-filters';

/** A column of the table shell. */
export interface TableColumn<T> {
  key: string;
  header: string;
  /** The cell; kept on one line (CellText cuts long text with an ellipsis and a title). */
  body: (row: T) => ReactNode;
  /** Makes the column sortable: what its cells compare (a date as its time, not its dd/mm text). */
  sortValue?: (row: T) => SortKey;
  className?: string;
  /** CSS width of the column ('8rem'); columns without one share what is left. */
  width?: string;
}

/** The page sizes offered under every table. */
export const PAGE_SIZES: readonly number[] = [10, 25, 50, 100];

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
}

/** The notice under a table whose response had unreadable rows. */
export function omittedNotice(omitted: number): string {
  return omitted === 1 ? '1 registro não pôde ser exibido' : `${omitted} registros não puderam ser exibidos`;
}

/**
 * A data table with the loading, error, empty and data branches: one line per row, sortable columns (aria-sort), a
 * pt-BR paginator with a page-size choice, optional per-column filters (text matched by sound, dd/mm/yy days,
 * pickers) and a global search, all client-side. Only the page on screen is handed to PrimeReact.
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
  const [pageSize, setPageSize] = useState(rowsPerPage);
  const [sort, setSort] = useState<SortState | null>(null);
  const hasBar = filters.length > 0 || search !== undefined;

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
  const onSort = useCallback((e: DataTableStateEvent) => {
    setSort(
      e.sortField && (e.sortOrder === 1 || e.sortOrder === -1) ? { field: e.sortField, order: e.sortOrder } : null,
    );
    setFirst(0);
  }, []);
  const onPageSize = useCallback((size: number) => {
    setPageSize(size);
    setFirst(0);
  }, []);

  // The same element while its props stay: a keystroke repaints the filter bar, and the table once the rows change.
  const table = useMemo(
    () => (
      <ShellTable
        caption={caption}
        page={page}
        total={ordered.length}
        columns={columns}
        first={start}
        pageSize={pageSize}
        sort={sort}
        emptyMessage={emptyMessage}
        onPage={setFirst}
        onSort={onSort}
        onPageSize={onPageSize}
      />
    ),
    [caption, page, ordered.length, columns, start, pageSize, sort, emptyMessage, onSort, onPageSize],
  );

  let content: ReactNode;
  if (isLoading) content = <LoadingState />;
  else if (error) content = <ErrorState message={error} onRetry={onRetry} />;
  else if (!rows?.length) content = <EmptyState message={emptyMessage} />;
  else content = table;

  return (
    <div className="table-shell">
      {hasBar ? (
        <TableFilterBar filters={filters} search={search} options={filterOptions} values={values} onChange={onFilter} />
      ) : null}
      <div className="table-shell__content">{content}</div>
      {omitted > 0 && !isLoading && !error ? (
        <p className="table-shell__omitted" role="status">
          <i className="pi pi-exclamation-triangle" aria-hidden="true" /> {omittedNotice(omitted)}
        </p>
      ) : null}
    </div>
  );
}

interface ShellTableProps<T> {
  caption: string;
  page: T[];
  total: number;
  columns: readonly TableColumn<T>[];
  first: number;
  pageSize: number;
  sort: SortState | null;
  emptyMessage: string;
  onPage: (first: number) => void;
  onSort: (e: DataTableStateEvent) => void;
  onPageSize: (size: number) => void;
}

function ShellTable<T extends { id: number }>({
  caption,
  page,
  total,
  columns,
  first,
  pageSize,
  sort,
  emptyMessage,
  onPage,
  onSort,
  onPageSize,
}: ShellTableProps<T>) {
  const pageSizeId = useId();
  const paginatorTemplate = useMemo<PaginatorTemplateOptions>(
    () => ({
      layout: 'FirstPageLink PrevPageLink PageLinks NextPageLink LastPageLink RowsPerPageDropdown CurrentPageReport',
      RowsPerPageDropdown: () => (
        <span className="table-shell__page-size">
          <label htmlFor={pageSizeId}>Linhas por página</label>
          <Dropdown
            inputId={pageSizeId}
            // The trigger button has no name once a value is chosen (PrimeReact names it by its placeholder).
            pt={{ trigger: { 'aria-label': 'Escolher linhas por página' } }}
            value={pageSize}
            options={[...PAGE_SIZES]}
            onChange={(e) => {
              if (typeof e.value === 'number') onPageSize(e.value);
            }}
          />
        </span>
      ),
    }),
    [pageSizeId, pageSize, onPageSize],
  );
  const cols = useMemo(
    () =>
      columns.map((c) => {
        const Cell = memoCell(c.body);
        return (
          <Column
            key={c.key}
            field={c.key}
            header={c.header}
            body={(row: T) => <Cell row={row} />}
            sortable={c.sortValue !== undefined}
            className={c.className}
            style={c.width ? { width: c.width } : undefined}
          />
        );
      }),
    [columns],
  );
  return (
    <DataTable
      value={page}
      dataKey="id"
      lazy
      paginator={total > 0}
      totalRecords={total}
      rows={pageSize}
      first={first}
      onPage={(e) => onPage(e.first)}
      sortField={sort?.field}
      sortOrder={sort?.order ?? 0}
      onSort={onSort}
      removableSort
      paginatorTemplate={paginatorTemplate}
      currentPageReportTemplate="{first} a {last} de {totalRecords}"
      emptyMessage={<EmptyState message={emptyMessage} />}
      size="small"
      stripedRows
      className="table-shell__table"
      responsiveLayout="stack"
      breakpoint="960px"
      pt={{ table: { 'aria-label': caption } }}
    >
      {cols}
    </DataTable>
  );
}

// A cell repaints only when its row (or its column) changes: paging, sorting and filtering reuse the others.
function memoCell<T>(render: (row: T) => ReactNode) {
  return memo(function Cell({ row }: { row: T }) {
    return <>{render(row)}</>;
  });
}
