import { Link } from 'react-router-dom';
import { useRequiredProfissional } from '@/api/session/session-store';
import { isAllowed } from '@/config/access';
import { paths } from '@/config/paths';
import { usePendenciaParecer } from '../api/get-pendencia-parecer';

/**
 * Bell with the count of requests without technical evaluation; fetched only for technical-area professionals.
 * A link to Parecer Área Técnica only for those who may open it; for everyone else a status that still says the count.
 */
export function NotificationBell() {
  const profissional = useRequiredProfissional();
  const isTechnicalArea = Boolean(profissional.areaTecnica_id);
  const { data: total = 0, isError } = usePendenciaParecer(profissional.profissional_id, isTechnicalArea);
  // A count that could not be read is not 0 (DESIGN.md 'A failure is never an empty screen'): the bell says so.
  const contagem = isError ? 'contagem indisponível' : String(total);
  const label = isTechnicalArea ? `Pedidos sem parecer técnico: ${contagem}` : 'Notificações';
  const badge = isError ? '?' : String(total);
  const content = (
    <>
      <i className="pi pi-bell" aria-hidden="true" />
      {isTechnicalArea && (isError || total > 0) ? (
        <span className="topbar__badge" aria-hidden="true">
          {badge}
        </span>
      ) : null}
    </>
  );
  if (isAllowed(profissional, 'acessoParecerAreaTecnica')) {
    return (
      <Link to={paths.pareceresAreaTecnica} className="topbar__icon" aria-label={label} title={label}>
        {content}
      </Link>
    );
  }
  return (
    <span role="status" className="topbar__icon topbar__icon--static" aria-label={label} title={label}>
      {content}
      <span className="sr-only">{label}</span>
    </span>
  );
}
