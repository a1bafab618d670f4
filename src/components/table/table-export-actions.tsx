import { Button } from 'primereact/button';
import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import type { TableColumn } from './shell-table';
import type { ExportTable, TableExport } from './table-export';
import type * as TableExportModule from './table-export';
import type { FilterValues, TableFilter, TableSearch } from './table-filters';
import './table-print.css';

// The print view and the CSV writer (papaparse) load with the first click, not with the list.
const PrintView = lazy(() => import('./print-view').then((m) => ({ default: m.PrintView })));

/** What the export takes from the table shell: every filtered row in order (all pages), the visible columns. */
interface ExportSource<T> {
  exportacao: TableExport;
  rows: readonly T[];
  columns: readonly TableColumn<T>[];
  filters: readonly TableFilter<T>[];
  search: TableSearch<T> | undefined;
  values: FilterValues;
  /** Buttons of the screen shown after these two. */
  children?: ReactNode;
}

/** The print view's content, computed by its own chunk (a lazy component cannot be generic over the row type). */
export type PrintContent = (m: typeof TableExportModule) => { table: ExportTable; filtros: string[] };

/** 'Exportar CSV' and 'Imprimir lista' over a list. */
export function TableExportActions<T>(source: ExportSource<T>) {
  const [imprimindo, setImprimindo] = useState(false);
  const impresso = useCallback(() => setImprimindo(false), []);
  const vazia = source.rows.length === 0;
  // The pointer on the button (or the focus) starts loading the CSV writer, so that the click seldom waits for it.
  const preparar = () => void import('./csv-file');
  const exportar = async () => {
    const { saveCsv } = await import('./csv-file');
    saveCsv(source.exportacao.arquivo, source.rows, source.columns);
  };
  const content: PrintContent = (m) => ({
    table: m.exportTable(source.rows, source.columns),
    filtros: m.filtrosAtivos(source.filters, source.search, source.values),
  });
  return (
    <div className="table-export">
      <Button
        type="button"
        label="Exportar CSV"
        icon="pi pi-file-export"
        outlined
        size="small"
        disabled={vazia}
        onPointerEnter={preparar}
        onFocus={preparar}
        onClick={() => void exportar()}
      />
      <Button
        type="button"
        label="Imprimir lista"
        icon="pi pi-print"
        outlined
        size="small"
        disabled={vazia}
        onClick={() => setImprimindo(true)}
      />
      {source.children}
      {imprimindo ? (
        <Suspense fallback={null}>
          <PrintView exportacao={source.exportacao} content={content} onDone={impresso} />
        </Suspense>
      ) : null}
    </div>
  );
}
