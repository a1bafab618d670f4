import Papa from 'papaparse';
import { saoPauloIsoDay } from '@/lib/dates/today';
import { salvarArquivo } from '@/lib/download/download-file';
import type { TableColumn } from './shell-table';
import { csvFileName, exportTable, type ExportTable } from './table-export';

// Loaded with the first 'Exportar CSV' only: no list's JS carries papaparse.

/**
 * The table as a CSV file's text for Excel in pt-BR: a UTF-8 byte-order mark, ';' between fields, CRLF between lines,
 * quotes where a value needs them (papaparse), and a value that a spreadsheet would run as a formula kept as text.
 */
export function buildCsv(table: ExportTable): string {
  const csv = Papa.unparse(
    { fields: table.header, data: table.rows },
    { delimiter: ';', newline: '\r\n', escapeFormulae: true },
  );
  return `\ufeff${csv}`;
}

/** 'Exportar CSV': the rows as the visible columns show them, saved as `<screen>-yyyy-mm-dd.csv`. */
export function saveCsv<T>(arquivo: string, rows: readonly T[], columns: readonly TableColumn<T>[]): void {
  const csv = new Blob([buildCsv(exportTable(rows, columns))], { type: 'text/csv;charset=utf-8' });
  salvarArquivo(csv, csvFileName(arquivo, saoPauloIsoDay()));
}
