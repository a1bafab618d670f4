import type { Ref } from 'react';
import { env } from '@/config/env';
import { NotificationBell } from '@/features/shell/components/notification-bell';
import { OutboxStatus } from '@/features/shell/components/outbox-status';
import { ProfileMenu } from './profile-menu';

interface TopbarProps {
  menuId?: string;
  menuOpen?: boolean;
  onToggleMenu?: () => void;
  menuButtonRef?: Ref<HTMLButtonElement>;
}

const TITLE = 'OPERA · Pedidos de Cirurgia';

/** Top bar: menu toggle (narrow screens), help link in a new tab, writes waiting, notification bell, profile menu. */
export function Topbar({ menuId, menuOpen, onToggleMenu, menuButtonRef }: TopbarProps) {
  return (
    <header className="topbar">
      {onToggleMenu ? (
        // A native button: the focus comes back to it when the drawer closes, which needs the element itself.
        <button
          ref={menuButtonRef}
          type="button"
          className="p-button p-component p-button-text p-button-icon-only topbar__menu-toggle"
          aria-label={menuOpen ? 'Fechar menu' : 'Abrir menu'}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={onToggleMenu}
        >
          <span className="p-button-icon pi pi-bars" aria-hidden="true" />
        </button>
      ) : null}
      {/* One line on a phone: the title is cut with an ellipsis and kept whole in its tooltip. */}
      <span className="topbar__brand" title={TITLE}>
        {TITLE}
      </span>
      <div className="topbar__actions">
        <a
          href={env.VITE_HELP_URL}
          target="_blank"
          rel="noopener noreferrer"
          className="topbar__icon"
          title="Ajuda (abre em nova aba)"
        >
          <i className="pi pi-question-circle" aria-hidden="true" />
          <span className="sr-only">Ajuda (abre em nova aba)</span>
        </a>
        <OutboxStatus />
        <NotificationBell />
        <ProfileMenu />
      </div>
    </header>
  );
}
