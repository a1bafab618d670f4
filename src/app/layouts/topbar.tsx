import { Button } from 'primereact/button';
import { env } from '@/config/env';
import { NotificationBell } from '@/features/shell/components/notification-bell';
import { ProfileMenu } from './profile-menu';

interface TopbarProps {
  menuId?: string;
  menuOpen?: boolean;
  onToggleMenu?: () => void;
}

/** Top bar: menu toggle (narrow screens), help link in a new tab, notification bell, profile menu. */
export function Topbar({ menuId, menuOpen, onToggleMenu }: TopbarProps) {
  return (
    <header className="topbar">
      {onToggleMenu ? (
        <Button
          type="button"
          icon="pi pi-bars"
          text
          className="topbar__menu-toggle"
          aria-label={menuOpen ? 'Fechar menu' : 'Abrir menu'}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={onToggleMenu}
        />
      ) : null}
      <span className="topbar__brand">OPERA · Pedidos de Cirurgia</span>
      <div className="topbar__actions">
        <a href={env.VITE_HELP_URL} target="_blank" rel="noopener noreferrer" className="topbar__icon" title="Ajuda (abre em nova aba)">
          <i className="pi pi-question-circle" aria-hidden="true" />
          <span className="sr-only">Ajuda (abre em nova aba)</span>
        </a>
        <NotificationBell />
        <ProfileMenu />
      </div>
    </header>
  );
}
