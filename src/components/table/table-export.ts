import { isValidElement, type ReactNode } from 'react';
import { formatDateBR } from '@/lib/dates/format';
import type { TableColumn } from './shell-table';
import { SEARCH_ID, type FilterValues, type TableFilter, type TableSearch } from './table-filters';

// What 'Exportar CSV' and 'Imprimir lista' take from a list: the visible columns with their headers and the values
// as the cells show them (docs/decisions/014-lock-and-export.md, 'Lists that leave the screen').

/** A list as text: the headers and one line of cell texts per row. */
export interface ExportTable {
  header: string[];
  rows: string[][];
}

/** Which screen a table belongs to: its name on paper ('Meus Pedidos') and in the file name ('meus-pedidos'). */
export interface TableExport {
  tela: string;
  arquivo: string;
  /** The screen's own filters (period, centres, …) as 'Nome: valor', printed with the table's. */
  filtros?: readonly string[];
}

type Props = { text?: unknown; label?: unknown; children?: ReactNode };

/** The text a cell shows: strings, numbers, the text of CellText, the label of StatusDot, the children of elements. */
export function nodeText(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number' || typeof node === 'bigint') return String(node);
  if (Array.isArray(node)) return node.map((n: ReactNode) => nodeText(n)).join(' ');
  if (!isValidElement<Props>(node)) return '';
  const { text, label, children } = node.props;
  if (typeof text === 'string') return text;
  if (typeof label === 'string') return label;
  return nodeText(children);
}

const clean = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** Whether a column leaves the screen (action columns do not). */
export const exportable = <T>(c: TableColumn<T>): boolean => c.exportValue !== false;

/** The rows as the visible columns show them, in the table's order. */
export function exportTable<T>(rows: readonly T[], columns: readonly TableColumn<T>[]): ExportTable {
  const kept = columns.filter(exportable);
  const values = kept.map((c) => (typeof c.exportValue === 'function' ? c.exportValue : (r: T) => nodeText(c.body(r))));
  return {
    header: kept.map((c) => c.header),
    rows: rows.map((r) => values.map((value) => clean(value(r)))),
  };
}

/** `<screen>-yyyy-MM-dd.csv` for the São Paulo day `isoDay`. */
export const csvFileName = (arquivo: string, isoDay: string): string => `${arquivo}-${isoDay}.csv`;

/** The table's own filters in use, as 'Nome: valor' (a day as dd/mm/yyyy). */
export function filtrosAtivos<T>(
  filters: readonly TableFilter<T>[],
  search: TableSearch<T> | undefined,
  values: FilterValues,
): string[] {
  const out = filters
    .filter((f) => values[f.id])
    .map((f) => `${f.placeholder}: ${f.kind === 'date' ? formatDateBR(values[f.id]) : values[f.id]}`);
  if (search && values[SEARCH_ID]) out.push(`${search.label}: ${values[SEARCH_ID]}`);
  return out;
}
