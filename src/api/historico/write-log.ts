import { logApi } from '@/api/clients';
import type { Profissional } from '@/api/session/profissional';

export interface LogEntryInput {
  idPedido: number;
  tipo: 'Status' | 'Alteração' | 'Parecer';
  descricao: string;
}

/** POST /logpedido; a failure is console-only, as the specification says. */
export async function writeLog(profissional: Profissional, entry: LogEntryInput): Promise<void> {
  try {
    await logApi.post('/logpedido', {
      id_usuario: profissional.userid,
      username: profissional.username,
      id_pedido: entry.idPedido,
      tipo: entry.tipo,
      descricao: entry.descricao,
    });
  } catch (error) {
    console.error('Falha ao registrar o histórico do pedido', error instanceof Error ? error.message : error);
  }
}
