import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DataTableShell } from '@/components/table/data-table-shell';
import { queryTableProps } from '@/components/table/query-table-props';
import type { ParsedList } from '@/lib/http/parse-response';
import { AppDialog, type DialogWidth } from './app-dialog';

type TabelaProps<T extends { id: number }> = Omit<
  Parameters<typeof DataTableShell<T>>[0],
  'rows' | 'omitted' | 'isLoading' | 'error' | 'onRetry'
>;

interface Props<T extends { id: number }> {
  /** 'Anotações do pedido nº …', 'Documentos do pedido nº …', 'Histórico do pedido nº …'. */
  header: string;
  onClose: () => void;
  width?: DialogWidth;
  /** The list read: its rows, the rows left out, loading, failure and retry. */
  query: UseQueryResult<ParsedList<T>>;
  /** The table's caption, columns, empty message and its own options. */
  tabela: TabelaProps<T>;
  /** Above the list: a form, an upload. */
  children?: ReactNode;
  /** After the list: what the rows' actions open (a confirmation, a warning). */
  depois?: ReactNode;
}

/** The frame of a dialog listing a record's entries (notes, documents, history): the app dialog around its table. */
export function ListaDialog<T extends { id: number }>({
  header,
  onClose,
  width,
  query,
  tabela,
  children,
  depois,
}: Props<T>) {
  return (
    <AppDialog header={header} onClose={onClose} width={width}>
      {children}
      <DataTableShell {...tabela} {...queryTableProps(query)} />
      {depois}
    </AppDialog>
  );
}
