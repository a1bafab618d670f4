import { useEffect, useMemo, type Ref } from 'react';
import { NavLink } from 'react-router-dom';
import { useRequiredProfissional } from '@/api/session/session-store';
import { visibleMenu } from '@/config/access';
import { prefetchScreen, prefetchScreenData } from '../routes/screen-loaders';

/** The side menu: greets the user by name and lists only the permitted entries, as real links. */
export function Sidebar({ id, ref, onNavigate }: { id: string; ref?: Ref<HTMLElement>; onNavigate: () => void }) {
  const profissional = useRequiredProfissional();
  const menu = useMemo(() => visibleMenu(profissional), [profissional]);
  useEffect(() => prefetchScreenData(menu.map((entry) => entry.path)), [menu]);
  return (
    <nav id={id} ref={ref} className="sidebar" aria-label="Menu principal">
      <p className="sidebar__greeting">
        Olá, <strong>{profissional.nome}</strong>
      </p>
      <ul className="sidebar__list">
        {menu.map((entry) => (
          <li key={entry.key}>
            <NavLink
              to={entry.path}
              className="sidebar__link"
              onClick={onNavigate}
              onPointerEnter={() => prefetchScreen(entry.path)}
              onFocus={() => prefetchScreen(entry.path)}
            >
              <i className={entry.icon} aria-hidden="true" />
              <span>{entry.label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
