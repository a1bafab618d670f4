import { useMemo } from 'react';
import { AppDialog } from '@/components/dialogs/app-dialog';
import { CellText } from '@/components/table/cell-text';
import { DataTableShell, type TableColumn } from '@/components/table/data-table-shell';
import { formatarNumero } from '../model/numeros';
import type { Serie } from '../model/series';

interface Linha {
  id: number;
  rotulo: string;
  valores: number[];
}

interface Props {
  titulo: string;
  coluna: string;
  serie: Serie;
  onClose: () => void;
}

/** One of the five detail dialogs (wizards-and-management.md §2 'Dashboard'): the chart's data as a sortable table. */
export function DetalheDialog({ titulo, coluna, serie, onClose }: Props) {
  const linhas = useMemo<Linha[]>(
    () =>
      serie.completos.map((rotulo, i) => ({ id: i, rotulo, valores: serie.conjuntos.map((c) => c.valores[i] ?? 0) })),
    [serie],
  );
  const colunas = useMemo<TableColumn<Linha>[]>(
    () => [
      { key: 'rotulo', header: coluna, body: (l) => <CellText text={l.rotulo} />, sortValue: (l) => l.rotulo },
      ...serie.conjuntos.map((c, i) => ({
        key: `v${i}`,
        header: c.nome,
        width: '10rem',
        body: (l: Linha) => formatarNumero(l.valores[i]),
        sortValue: (l: Linha) => l.valores[i],
      })),
    ],
    [coluna, serie],
  );
  return (
    <AppDialog header={titulo} onClose={onClose} width="wide">
      <DataTableShell
        caption={titulo}
        rows={linhas}
        columns={colunas}
        isLoading={false}
        error={null}
        emptyMessage="Sem dados no período"
      />
    </AppDialog>
  );
}
