import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import type { ReactNode } from 'react';
import { EmptyState, ErrorState } from '@/components/data/query-states';
import { LoadingState } from '@/components/data/loading-state';

export interface TableColumn<T> {
  key: string;
  header: string;
  body: (row: T) => ReactNode;
  className?: string;
}

interface DataTableShellProps<T extends { id: number }> {
  caption: string;
  rows: readonly T[] | undefined;
  columns: readonly TableColumn<T>[];
  isLoading: boolean;
  error: string | null;
  onRetry?: () => void;
  emptyMessage: string;
  rowsPerPage?: number;
}

/**
 * A data table with the loading, error, empty and data branches, a pt-BR paginator and 10 rows a page by default.
 * Filtering happens before (in the screen's model), so thousands of rows repaint per keystroke.
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
}: DataTableShellProps<T>) {
  if (isLoading) return <LoadingState />;
  if (error) return <ErrorState message={error} onRetry={onRetry} />;
  if (!rows || rows.length === 0) return <EmptyState message={emptyMessage} />;
  return (
    <DataTable
      value={[...rows]}
      dataKey="id"
      paginator
      rows={rowsPerPage}
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
