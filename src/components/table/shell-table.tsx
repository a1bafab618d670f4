import { Fragment, memo, useMemo, type KeyboardEvent, type ReactNode } from 'react';
import { EmptyState } from '@/components/data/query-states';
import type { ColumnOptional } from './column-visibility';
import { RowMenuHost } from './row-menu-host';
import type { SortKey, SortState } from './table-sort';

/** A column of the table shell. */
export interface TableColumn<T> {
  key: string;
  header: string;
  /** The cell; wraps between words (CellText stops long text at two lines, whole in its title). */
  body: (row: T) => ReactNode;
  /** Makes the column sortable: what its cells compare (a date as its time, not its dd/mm text). */
  sortValue?: (row: T) => SortKey;
  className?: string;
  /** CSS width of the column ('8rem'); columns without one share what is left. */
  width?: string;
  /**
   * The column's text in 'Exportar CSV' and 'Imprimir lista'; by default the text its cell shows (table-export.ts).
   * `false`: the column stays on screen (row actions).
   */
  exportValue?: ((row: T) => string) | false;
  /** The user may hide the column with the table's column chooser ('hidden': hidden until shown). */
  optional?: ColumnOptional;
}

interface ShellTableProps<T> {
  caption: string;
  page: readonly T[];
  columns: readonly TableColumn<T>[];
  sort: SortState | null;
  emptyMessage: string;
  /** The next sort of a column: ascending, then descending, then none. */
  onSort: (field: string) => void;
  /** The headings a row falls under, outermost first (a day, then a room): one heading row where each changes. */
  grupos?: (row: T) => readonly string[];
}

/** The heading rows above each row: from the first level whose heading differs from the previous row's. */
function cabecalhos<T>(
  page: readonly T[],
  grupos: (row: T) => readonly string[],
): { nivel: number; texto: string }[][] {
  let anteriores: readonly string[] = [];
  return page.map((row) => {
    const atuais = grupos(row);
    const desde = atuais.findIndex((g, i) => g !== anteriores[i]);
    anteriores = atuais;
    return desde < 0 ? [] : atuais.slice(desde).map((texto, i) => ({ nivel: desde + i, texto }));
  });
}

const SORT_ICON = { 1: 'pi-sort-amount-up-alt', [-1]: 'pi-sort-amount-down' } as const;

/**
 * The rows of a page as a plain table in PrimeReact's DataTable markup (its theme styles it): a DataTable renders
 * every cell through its pass-through machinery, which cost most of a keystroke's repaint and of the list's first
 * paint (docs/decisions/006-table-shell.md). Below 960 px the cells stack under their titles, as PrimeReact's
 * 'stack' layout does.
 */
export function ShellTable<T extends { id: number }>({
  caption,
  page,
  columns,
  sort,
  emptyMessage,
  onSort,
  grupos,
}: ShellTableProps<T>) {
  const ShellRow = useMemo(() => rowComponent(columns), [columns]);
  const acima = useMemo(() => (grupos ? cabecalhos(page, grupos) : null), [page, grupos]);
  // One '⋯' menu for the whole table, filled by the row that opens it (row-menu-host.tsx).
  return (
    <RowMenuHost>
      <div className="p-datatable p-component p-datatable-sm p-datatable-striped p-datatable-responsive-stack table-shell__table">
        <div className="p-datatable-wrapper">
          <table className="p-datatable-table" aria-label={caption}>
            <colgroup>
              {columns.map((c) => (
                <col key={c.key} style={c.width ? { width: c.width } : undefined} />
              ))}
            </colgroup>
            <thead className="p-datatable-thead">
              <tr>
                {columns.map((c) =>
                  c.sortValue ? (
                    <SortableHeader
                      key={c.key}
                      column={c}
                      order={sort?.field === c.key ? sort.order : 0}
                      onSort={onSort}
                    />
                  ) : (
                    <th key={c.key} className={c.className} scope="col">
                      <div className="p-column-header-content">
                        <span className="p-column-title">{c.header}</span>
                      </div>
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody className="p-datatable-tbody">
              {page.length ? (
                page.map((row, i) => (
                  <Fragment key={row.id}>
                    {acima?.[i].map(({ nivel, texto }) => (
                      <tr key={nivel} className={`table-shell__grupo table-shell__grupo--${nivel}`}>
                        <th colSpan={columns.length} scope="rowgroup">
                          {texto}
                        </th>
                      </tr>
                    ))}
                    <ShellRow row={row} odd={i % 2 === 1} />
                  </Fragment>
                ))
              ) : (
                <tr className="p-datatable-emptymessage">
                  <td colSpan={columns.length}>
                    <EmptyState message={emptyMessage} />
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      </div>
    </RowMenuHost>
  );
}

function SortableHeader<T>({
  column,
  order,
  onSort,
}: {
  column: TableColumn<T>;
  order: 1 | -1 | 0;
  onSort: (field: string) => void;
}) {
  const ariaSort = { 1: 'ascending', [-1]: 'descending', 0: undefined } as const;
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Enter' && e.key !== ' ') return;
    e.preventDefault();
    onSort(column.key);
  };
  return (
    <th
      className={`p-sortable-column${order ? ' p-highlight' : ''}${column.className ? ` ${column.className}` : ''}`}
      scope="col"
      tabIndex={0}
      aria-sort={ariaSort[order]}
      onClick={() => onSort(column.key)}
      onKeyDown={onKeyDown}
    >
      <div className="p-column-header-content">
        <span className="p-column-title">{column.header}</span>
        <span className={`p-sortable-column-icon pi ${order ? SORT_ICON[order] : 'pi-sort-alt'}`} aria-hidden="true" />
      </div>
    </th>
  );
}

// A row repaints only when its data (or the columns) change: paging, sorting and filtering reuse the others.
function rowComponent<T>(columns: readonly TableColumn<T>[]) {
  return memo(function ShellRow({ row, odd }: { row: T; odd: boolean }) {
    return (
      <tr className={odd ? 'p-row-odd' : undefined}>
        {columns.map((c) => (
          <td key={c.key} className={c.className}>
            <span className="p-column-title" aria-hidden="true">
              {c.header}
            </span>
            {c.body(row)}
          </td>
        ))}
      </tr>
    );
  });
}
