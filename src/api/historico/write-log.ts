import { enviarOuGuardar } from '@/api/outbox/enviar-ou-guardar';
import type { CorpoDe, LOG_CAMPOS } from '@/api/escritas/campos';
import type { Profissional } from '@/api/session/profissional';

export interface LogEntryInput {
  idPedido: number;
  tipo: 'Status' | 'Alteração' | 'Parecer';
  descricao: string;
}

/** The body of POST /logpedido (requester-side.md §3 'Log entry'): the signed-in user writes it. */
export function logBody(
  profissional: Pick<Profissional, 'userid' | 'username'>,
  entry: LogEntryInput,
): CorpoDe<typeof LOG_CAMPOS> {
  return {
    id_usuario: profissional.userid,
    username: profissional.username,
    id_pedido: entry.idPedido,
    tipo: entry.tipo,
    descricao: entry.descricao,
  };
}

/**
 * POST /logpedido; a failure is console-only, as the specification says (requester-side.md §8 'Failed log call'),
 * and the entry is kept in the user's outbox to be sent again (docs/decisions/015-outbox.md).
 */
export function writeLog(profissional: Profissional, entry: LogEntryInput): Promise<void> {
  return enviarOuGuardar({
    backend: 'log',
    method: 'POST',
    path: '/logpedido',
    body: logBody(profissional, entry),
  });
}
