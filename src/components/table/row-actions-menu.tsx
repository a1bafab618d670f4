import { Button } from 'primereact/button';
import { Menu } from 'primereact/menu';
import type { MenuItem } from 'primereact/menuitem';
import { useId, useRef, useState } from 'react';

/** One action of a table row. */
export interface RowActionItem {
  /** Stable key of the action ('resumo', 'cancelar'). */
  id: string;
  /** What the user reads: the button's tooltip, the menu item's text. */
  label: string;
  /** PrimeIcons class ('pi pi-eye'). */
  icon: string;
  disabled?: boolean;
  /** A red dot on the button (something unread); the label should say so for screen readers. */
  badge?: boolean;
  onSelect: () => void;
}

interface RowActionsMenuProps {
  /** The icon buttons always on the row (at most three keep a row on one line at 1366 px). */
  primary: readonly RowActionItem[];
  /** The actions behind the '⋯' button. */
  more: readonly RowActionItem[];
  /** Whose actions, appended to each button's name: 'pedido 2027000' gives 'Resumo (pedido 2027000)'. */
  subject: string;
  /** Name of the '⋯' button ('Ações do pedido 2027000'). */
  menuLabel: string;
}

/** A row's actions: its most used as icon buttons, the rest in a popup menu reached by keyboard (Enter, arrows, Esc). */
export function RowActionsMenu({ primary, more, subject, menuLabel }: RowActionsMenuProps) {
  const menu = useRef<Menu>(null);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const items: MenuItem[] = more.map((a) => ({
    label: a.label,
    icon: a.icon,
    disabled: a.disabled,
    command: a.onSelect,
  }));
  return (
    <div className="row-actions">
      {primary.map((a) => (
        <span key={a.id} className="row-actions__badge-host">
          <Button
            type="button"
            icon={a.icon}
            rounded
            text
            size="small"
            aria-label={`${a.label} (${subject})`}
            // A native hint: a PrimeReact Tooltip per button would mount three overlays with every row.
            title={a.label}
            disabled={a.disabled}
            onClick={a.onSelect}
          />
          {a.badge ? <span className="dot-badge" aria-hidden="true" /> : null}
        </span>
      ))}
      {more.length > 0 ? (
        <>
          <Button
            type="button"
            icon="pi pi-ellipsis-h"
            rounded
            text
            size="small"
            aria-label={menuLabel}
            aria-haspopup="menu"
            aria-expanded={open}
            aria-controls={open ? menuId : undefined}
            onClick={(e) => menu.current?.toggle(e)}
          />
          <Menu
            ref={menu}
            id={menuId}
            model={items}
            popup
            popupAlignment="right"
            // The list (role menu) is named like its button.
            pt={{ menu: { 'aria-label': menuLabel } }}
            onShow={() => setOpen(true)}
            onHide={() => setOpen(false)}
          />
        </>
      ) : null}
    </div>
  );
}
