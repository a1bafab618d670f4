import type { CorpoDe, LOG_CAMPOS } from '@/api/escritas/campos';
import type { Escrita } from '@/api/escritas/escrita';
import type { Profissional } from '@/api/session/profissional';

export interface LogEntryInput {
  idPedido: number;
  tipo: 'Status' | 'Alteração' | 'Parecer';
  descricao: string;
}

/**
 * POST /logpedido (requester-side.md §3 'Log entry'), written by the signed-in user: silent, a failure is
 * console-only (requester-side.md §8 'Failed log call') and the entry is kept in the user's outbox to be sent again
 * (docs/decisions/015-outbox.md).
 */
export function escritaDoLog(profissional: Pick<Profissional, 'userid' | 'username'>, entry: LogEntryInput): Escrita {
  return {
    id: 'log',
    backend: 'log',
    method: 'POST',
    path: '/logpedido',
    body: {
      id_usuario: profissional.userid,
      username: profissional.username,
      id_pedido: entry.idPedido,
      tipo: entry.tipo,
      descricao: entry.descricao,
    } satisfies CorpoDe<typeof LOG_CAMPOS>,
    silenciosa: true,
  };
}
