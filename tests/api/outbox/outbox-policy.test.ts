import type { Envio } from '@/api/escritas/escrita';
import {
  aguardandoEnvio,
  aposFalha,
  atraso,
  classificarFalha,
  guardar,
  jaNoHistorico,
  pedidoDoLog,
  proximaRodada,
  vencidas,
  type Pendente,
} from '@/api/outbox/outbox-policy';

const LOG: Envio = {
  backend: 'log',
  method: 'POST',
  path: '/logpedido',
  body: { id_usuario: 7, username: 'carlos.mendes', id_pedido: 42, tipo: 'Status', descricao: 'PEDIDO' },
};
const T0 = Date.UTC(2026, 10, 24, 15, 0, 0);

describe('the outbox policy (docs/decisions/015-outbox.md)', () => {
  it('waits 5 s after the first failure, doubling up to 5 minutes', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 30].map(atraso)).toEqual([
      5_000, 10_000, 20_000, 40_000, 80_000, 160_000, 300_000, 300_000, 300_000,
    ]);
  });

  it('treats no answer, a timeout and a 504 as uncertain, a 4xx refusal as final, a 401 as the session', () => {
    expect(classificarFalha(0)).toBe('incerta');
    expect(classificarFalha(504)).toBe('incerta');
    expect(classificarFalha(503)).toBe('tentar-de-novo');
    expect(classificarFalha(500)).toBe('tentar-de-novo');
    expect(classificarFalha(429)).toBe('tentar-de-novo');
    expect(classificarFalha(408)).toBe('tentar-de-novo');
    expect(classificarFalha(400)).toBe('recusada');
    expect(classificarFalha(404)).toBe('recusada');
    expect(classificarFalha(401)).toBe('sessao');
  });

  it('keeps a failed write once, due after the first backoff, and never keeps the same write twice', () => {
    const uma = guardar([], LOG, T0, false, 'a');
    expect(uma).toEqual([{ ...LOG, id: 'a', criadoEm: T0, tentativas: 1, proximaEm: T0 + 5_000, incerta: false }]);
    const deNovo = guardar(uma, { ...LOG, body: { ...LOG.body } }, T0 + 1, true, 'b');
    expect(deNovo).toHaveLength(1);
    expect(deNovo[0]).toMatchObject({ id: 'a', incerta: true });
    expect(guardar(uma, { ...LOG, body: { ...LOG.body, descricao: 'CANCELADO' } }, T0, false, 'c')).toHaveLength(2);
  });

  it('lists the due entries oldest first and says when to look again', () => {
    const a: Pendente = { ...LOG, id: 'a', criadoEm: T0 + 10, tentativas: 1, proximaEm: T0 + 100, incerta: false };
    const b: Pendente = { ...a, id: 'b', criadoEm: T0, proximaEm: T0 + 50 };
    const c: Pendente = { ...a, id: 'c', criadoEm: T0, proximaEm: T0 + 500 };
    expect(vencidas([a, b, c], T0 + 100).map((p) => p.id)).toEqual(['b', 'a']);
    expect(vencidas([a, b, c], T0).map((p) => p.id)).toEqual([]);
    expect(proximaRodada([a, b, c])).toBe(T0 + 50);
    expect(proximaRodada([])).toBeNull();
  });

  it('backs off further after each failed retry and stays uncertain once it was', () => {
    const p = guardar([], LOG, T0, true, 'a')[0];
    const depois = aposFalha(p, T0 + 5_000, false);
    expect(depois).toMatchObject({ tentativas: 2, proximaEm: T0 + 15_000, incerta: true });
  });

  it('finds a timed-out log entry in the history only when written by the same user, with the same words, lately', () => {
    const p = guardar([], LOG, T0, true, 'a')[0];
    const entrada = { tipo: 'Status', descricao: 'PEDIDO', username: 'carlos.mendes', criadoEm: T0 - 30_000 };
    expect(jaNoHistorico(p, [entrada])).toBe(true);
    expect(jaNoHistorico(p, [{ ...entrada, criadoEm: null }])).toBe(true);
    expect(jaNoHistorico(p, [{ ...entrada, descricao: 'CANCELADO' }])).toBe(false);
    expect(jaNoHistorico(p, [{ ...entrada, username: 'outra.pessoa' }])).toBe(false);
    // The same status written by the same user an hour before is another entry.
    expect(jaNoHistorico(p, [{ ...entrada, criadoEm: T0 - 3_600_000 }])).toBe(false);
    expect(jaNoHistorico(p, [])).toBe(false);
  });

  it('checks the history of the request of a log entry only', () => {
    expect(pedidoDoLog(LOG)).toBe(42);
    expect(pedidoDoLog({ backend: 'main', method: 'PUT', path: '/api/visualizaAnotacao/3' })).toBeNull();
    expect(pedidoDoLog({ ...LOG, body: { ...LOG.body, id_pedido: 'x' } })).toBeNull();
  });

  it('words the count', () => {
    expect(aguardandoEnvio(1)).toBe('1 registro aguardando envio');
    expect(aguardandoEnvio(3)).toBe('3 registros aguardando envio');
  });
});
