import { Link } from 'react-router-dom';
import { useRequiredProfissional } from '@/api/session/session-store';
import { paths } from '@/config/paths';
import { usePendenciaParecer } from '../api/get-pendencia-parecer';
import { sinoConta, sinoDoProfissional } from '../model/sino';

/**
 * Bell with the count of requests without technical evaluation (model/sino.ts): a link to Parecer Área Técnica for
 * those who may open it, for everyone else a status that still says the count.
 */
export function NotificationBell() {
  const profissional = useRequiredProfissional();
  const { data: total = 0, isError } = usePendenciaParecer(profissional.profissional_id, sinoConta(profissional));
  const { rotulo, selo, link } = sinoDoProfissional(profissional, { total, erro: isError });
  const content = (
    <>
      <i className="pi pi-bell" aria-hidden="true" />
      {selo === null ? null : (
        <span className="topbar__badge" aria-hidden="true">
          {selo}
        </span>
      )}
    </>
  );
  if (link) {
    return (
      <Link to={paths.pareceresAreaTecnica} className="topbar__icon" aria-label={rotulo} title={rotulo}>
        {content}
      </Link>
    );
  }
  return (
    <span role="status" className="topbar__icon topbar__icon--static" aria-label={rotulo} title={rotulo}>
      {content}
      <span className="sr-only">{rotulo}</span>
    </span>
  );
}
