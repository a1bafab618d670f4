import { db } from '@mocks/db/db';
import { failNext } from '@mocks/scenarios';
import { escritaDoLog, type LogEntryInput } from '@/api/historico/write-log';
import { enviarOuGuardar } from '@/api/outbox/enviar-ou-guardar';
import { lerOutbox } from '@/api/outbox/outbox-storage';
import { sessionStore } from '@/api/session/session-store';
import { signInAs } from '../../utils/render-app';

/** A log entry as the app writes it (a silent write: sent, or kept in the outbox). */
const writeLog = (p: { userid: number; username: string }, e: LogEntryInput) => enviarOuGuardar(escritaDoLog(p, e));

const ENTRADA = { idPedido: 1, tipo: 'Status', descricao: 'PEDIDO' } as const;

describe('a silent write that fails is kept in the signed-in user’s outbox', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('keeps a log entry the logging service could not take (503), past sign-out, for that user only', async () => {
    const carlos = signInAs('carlos.mendes');
    const antes = db.logs.length;
    failNext('POST /logpedido', 503);
    await expect(writeLog(carlos, ENTRADA)).resolves.toBeUndefined();
    expect(db.logs).toHaveLength(antes);
    expect(lerOutbox(carlos.userid)).toEqual([
      expect.objectContaining({
        backend: 'log',
        method: 'POST',
        path: '/logpedido',
        incerta: false,
        body: {
          id_usuario: carlos.userid,
          username: 'carlos.mendes',
          id_pedido: 1,
          tipo: 'Status',
          descricao: 'PEDIDO',
        },
      }),
    ]);
    sessionStore.signOut('user');
    const julia = signInAs('julia.souza');
    expect(lerOutbox(julia.userid)).toEqual([]);
    expect(lerOutbox(carlos.userid)).toHaveLength(1);
  });

  it('keeps nothing the back-end refused (4xx): sending it again could not succeed', async () => {
    const carlos = signInAs('carlos.mendes');
    failNext('POST /logpedido', 400);
    await writeLog(carlos, ENTRADA);
    expect(lerOutbox(carlos.userid)).toEqual([]);
  });

  it('keeps nothing when the write succeeds', async () => {
    const carlos = signInAs('carlos.mendes');
    const antes = db.logs.length;
    await writeLog(carlos, ENTRADA);
    expect(db.logs).toHaveLength(antes + 1);
    expect(lerOutbox(carlos.userid)).toEqual([]);
  });
});
