import { enviarEscrita } from '@/api/escritas/enviar-escrita';
import { sessionStore } from '@/api/session/session-store';
import { ApiError, errorMessage } from '@/lib/http/api-error';
import type { Envio } from '@/api/escritas/escrita';
import { classificarFalha, guardar } from './outbox-policy';
import { gravarOutbox, lerOutbox } from './outbox-storage';

const novoId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/**
 * A silent write (a log entry, a note marked as read): sent now; if it fails it stays silent for the user (§8
 * 'Failure of the log write is silent, console only') and is kept in the signed-in user's outbox, which the loop
 * sends again (docs/decisions/015-outbox.md). Never rejects.
 */
export async function enviarOuGuardar(escrita: Envio): Promise<void> {
  // Read before sending: a 401 signs the user out before the failure reaches this function.
  const userid = sessionStore.get()?.userid;
  try {
    await enviarEscrita(escrita);
  } catch (error) {
    const status = error instanceof ApiError ? error.status : 0;
    const falha =
      escrita.backend === 'log' ? 'Falha ao registrar o histórico do pedido' : 'Falha numa escrita silenciosa';
    console.error(falha, errorMessage(error));
    if (userid !== undefined) guardarFalha(userid, escrita, status);
  }
}

/** Keeps a failed silent write in the user's outbox, unless the back-end refused it for good. */
function guardarFalha(userid: number, escrita: Envio, status: number, agora = Date.now()): void {
  const falha = classificarFalha(status);
  if (falha === 'recusada') return;
  gravarOutbox(userid, guardar(lerOutbox(userid), escrita, agora, falha === 'incerta', novoId()));
}
