import { Button } from 'primereact/button';
import { useId, useState } from 'react';
import { porNumero } from '@/lib/text/por-numero';

interface ColumnChooserProps {
  /** The columns the user may hide, in table order. */
  columns: readonly { key: string; header: string }[];
  hidden: ReadonlySet<string>;
  onToggle: (key: string) => void;
}

/** 'Colunas': a toggle over one checkbox per column that may be hidden (checked = shown). */
export function ColumnChooser({ columns, hidden, onToggle }: ColumnChooserProps) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const count = columns.filter((c) => hidden.has(c.key)).length;
  return (
    <div className="column-chooser">
      <Button
        type="button"
        label={count > 0 ? `Colunas (${count} ${porNumero(count, 'oculta', 'ocultas')})` : 'Colunas'}
        icon="pi pi-table"
        outlined
        size="small"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      />
      {open ? (
        <fieldset id={panelId} className="column-chooser__panel">
          <legend>Colunas exibidas</legend>
          {columns.map((c) => (
            <label key={c.key} className="column-chooser__option">
              <input type="checkbox" checked={!hidden.has(c.key)} onChange={() => onToggle(c.key)} />
              {c.header}
            </label>
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}
