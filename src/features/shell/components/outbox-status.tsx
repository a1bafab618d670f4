import { useRequiredProfissional } from '@/api/session/session-store';
import { aguardandoEnvio } from '@/api/outbox/outbox-policy';
import { useOutboxCount, useOutboxLoop } from '@/api/outbox/use-outbox';

/**
 * Beside the bell: runs the signed-in user's outbox (the silent writes kept after a failure, docs/decisions/015) and,
 * while some wait, says how many in one discreet line ('1 registro aguardando envio'). The failure itself stays
 * silent, as §8 asks.
 */
export function OutboxStatus() {
  const { userid } = useRequiredProfissional();
  useOutboxLoop(userid);
  const count = useOutboxCount(userid);
  if (!count) return null;
  const texto = aguardandoEnvio(count);
  return (
    <span role="status" className="topbar__outbox" title={texto}>
      <i className="pi pi-cloud-upload" aria-hidden="true" />
      <span className="topbar__outbox-text">{texto}</span>
    </span>
  );
}
