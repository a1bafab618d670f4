import { memo, useEffect, useMemo, type Ref } from 'react';
import { useLocation } from 'react-router-dom';
import { useRequiredProfissional } from '@/api/session/session-store';
import { visibleMenu, type ScreenPath } from '@/config/access';
import { prefetchScreen, prefetchScreenData } from '../routes/screen-loaders';
import { useNavegar, type Navegar } from '@/lib/router/navegar';

/** Whether the menu entry's screen is open: its path or a path under it, in any case (as React Router's NavLink). */
function estaAberta(pathname: string, path: string): boolean {
  const atual = pathname.toLowerCase();
  const alvo = path.toLowerCase();
  return atual === alvo || (atual.startsWith(alvo) && atual.charAt(alvo.length) === '/');
}

/** The side menu: greets the user by name and lists only the permitted entries, as real links. */
export function Sidebar({ id, ref, onNavigate }: { id: string; ref?: Ref<HTMLElement>; onNavigate: () => void }) {
  const profissional = useRequiredProfissional();
  const menu = useMemo(() => visibleMenu(profissional), [profissional]);
  const { pathname, search, hash } = useLocation();
  const navigate = useNavegar();
  useEffect(() => prefetchScreenData(menu.map((entry) => entry.path)), [menu]);
  const aqui = pathname + search + hash;
  return (
    <nav id={id} ref={ref} className="sidebar" aria-label="Menu principal">
      <p className="sidebar__greeting">
        Olá, <strong>{profissional.nome}</strong>
      </p>
      <ul className="sidebar__list">
        {menu.map((entry) => (
          <li key={entry.key}>
            <MenuLink
              path={entry.path}
              icon={entry.icon}
              label={entry.label}
              aberta={estaAberta(pathname, entry.path)}
              jaAqui={aqui === entry.path}
              navigate={navigate}
              onNavigate={onNavigate}
            />
          </li>
        ))}
      </ul>
    </nav>
  );
}

interface MenuLinkProps {
  path: ScreenPath;
  icon: string;
  label: string;
  aberta: boolean;
  /** The link's own address is the one open: following it replaces the history entry instead of adding one. */
  jaAqui: boolean;
  navigate: Navegar;
  onNavigate: () => void;
}

/**
 * One entry of the menu: a link that navigates in the app, marked as the current page when its screen is open.
 * Memoised with the values it shows, so a navigation renders the two entries whose state changes, not every one
 * (React Router's NavLink renders each of them again, reading the location; docs/decisions/025-pisos-do-bench.md).
 */
const MenuLink = memo(function MenuLink({ path, icon, label, aberta, jaAqui, navigate, onNavigate }: MenuLinkProps) {
  return (
    <a
      href={path}
      className={aberta ? 'sidebar__link active' : 'sidebar__link'}
      aria-current={aberta ? 'page' : undefined}
      onClick={(event) => {
        onNavigate();
        // A click with a modifier or another button opens the link as the browser would (a new tab, a new window).
        if (event.defaultPrevented || event.button !== 0) return;
        if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        void navigate(path, { replace: jaAqui });
      }}
      onPointerEnter={() => prefetchScreen(path)}
      onFocus={() => prefetchScreen(path)}
    >
      <i className={icon} aria-hidden="true" />
      <span>{label}</span>
    </a>
  );
});
