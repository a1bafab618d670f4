import type { MenuItem } from 'primereact/menuitem';
import { useId } from 'react';
import { RowIconButton } from './row-icon-button';
import { RowMenuHost, useRowMenuHost, type RowMenuHostValue } from './row-menu-host';

/** One action of a table row. */
export interface RowActionItem {
  /** Stable key of the action ('resumo', 'cancelar'). */
  id: string;
  /** What the user reads: the button's tooltip, the menu item's text. */
  label: string;
  /** PrimeIcons class ('pi pi-eye'). */
  icon: string;
  disabled?: boolean;
  /** Why it is disabled, in the user's words ('Disponível após a primeira conferência'): tooltip and description. */
  porQueIndisponivel?: string;
  /** A red dot on the button (something unread); the label should say so for screen readers. */
  badge?: boolean;
  onSelect: () => void;
}

interface RowActionsMenuProps {
  /** The icon buttons always on the row (at most three beside the menu fit the actions column at 1366 px). */
  primary: readonly RowActionItem[];
  /** The actions behind the '⋯' button. */
  more: readonly RowActionItem[];
  /** Whose actions, appended to each button's name: 'pedido 2027000' gives 'Resumo (pedido 2027000)'. */
  subject: string;
  /** Name of the '⋯' button ('Ações do pedido 2027000'). */
  menuLabel: string;
}

/**
 * A row's actions: its most used as icon buttons, the rest in the table's popup menu (RowMenuHost) reached by keyboard
 * (Enter, arrows, Esc). Outside a host it brings its own.
 */
export function RowActionsMenu(props: RowActionsMenuProps) {
  const host = useRowMenuHost();
  if (!host) {
    return (
      <RowMenuHost>
        <RowActionsMenu {...props} />
      </RowMenuHost>
    );
  }
  return <RowActions {...props} host={host} />;
}

function RowActions({ primary, more, subject, menuLabel, host }: RowActionsMenuProps & { host: RowMenuHostValue }) {
  const key = useId();
  const open = host.openKey === key;
  const items = (): MenuItem[] =>
    more.map((a) => ({
      label: a.label,
      icon: a.icon,
      disabled: a.disabled,
      command: a.onSelect,
    }));
  return (
    <div className="row-actions">
      {primary.map((a) => (
        <span key={a.id} className="row-actions__badge-host">
          <RowIconButton
            icon={a.icon}
            aria-label={`${a.label} (${subject})`}
            title={a.label}
            disabled={a.disabled}
            onClick={a.onSelect}
          />
          {a.badge ? <span className="dot-badge" aria-hidden="true" /> : null}
        </span>
      ))}
      {more.length > 0 ? (
        <RowIconButton
          icon="pi pi-ellipsis-h"
          aria-label={menuLabel}
          title="Mais ações"
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={open ? host.menuId : undefined}
          onClick={(e) =>
            host.toggle(e, {
              key,
              label: menuLabel,
              items: items(),
              porQueIndisponivel: more.map((a) => (a.disabled ? a.porQueIndisponivel : undefined)),
            })
          }
        />
      ) : null}
    </div>
  );
}
