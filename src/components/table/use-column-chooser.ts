import { useCallback, useMemo, useState } from 'react';
import { readPreferencia, storePreferencia } from '@/lib/storage/preferencias';
import { hiddenColumnKeys, readHiddenColumns, toggleHidden } from './column-visibility';
import type { TableColumn } from './shell-table';

/** Which table's columns, whose choice: the user's id keeps each user's columns apart on a shared PC. */
export interface ColumnChooserKey {
  table: string;
  usuario: string;
}

/** The columns shown and the chooser's state, remembered per user and table (docs/decisions.md, 'Column chooser'). */
export function useColumnChooser<T>(columns: readonly TableColumn<T>[], key: ColumnChooserKey | undefined) {
  const table = key?.table;
  const usuario = key?.usuario ?? '';
  const nome = `colunas:${table ?? ''}`;
  const owner = `${usuario}:${nome}`;
  const read = () => (table ? readHiddenColumns(readPreferencia(usuario, nome)) : null);
  const [chosen, setChosen] = useState(() => ({ owner, hidden: read() }));
  // Another user or table on the same mounted screen reads its own choice.
  const current = chosen.owner === owner ? chosen.hidden : read();
  const hidden = useMemo(() => hiddenColumnKeys(columns, current), [columns, current]);
  const shown = useMemo(() => columns.filter((c) => !hidden.has(c.key)), [columns, hidden]);
  const choosable = useMemo(() => columns.filter((c) => c.optional), [columns]);
  const toggle = useCallback(
    (column: string) => {
      const next = toggleHidden(hidden, column);
      if (table) storePreferencia(usuario, nome, next);
      setChosen({ owner, hidden: next });
    },
    [hidden, table, usuario, nome, owner],
  );
  return { shown, choosable, hidden, toggle };
}
