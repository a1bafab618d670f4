import { iniciarOutbox, type OutboxDeps } from '@/api/outbox/outbox-loop';
import type { Envio } from '@/api/escritas/escrita';
import { guardar, type EntradaHistorico, type Pendente } from '@/api/outbox/outbox-policy';
import { ApiError } from '@/lib/http/api-error';

const LOG: Envio = {
  backend: 'log',
  method: 'POST',
  path: '/logpedido',
  body: { id_usuario: 7, username: 'carlos.mendes', id_pedido: 42, tipo: 'Status', descricao: 'PEDIDO' },
};
const VISTA: Envio = { backend: 'main', method: 'PUT', path: '/api/visualizaAnotacao/3' };
const T0 = Date.UTC(2026, 10, 24, 15, 0, 0);

/** An outbox in memory, a back-end that answers from a script, and the history the logging service holds. */
function harness(inicial: Pendente[], respostas: (number | 'ok')[], historico: EntradaHistorico[] = []) {
  let lista = inicial;
  const enviadas: string[] = [];
  const lidas: number[] = [];
  const ouvintes = new Set<() => void>();
  const deps: OutboxDeps = {
    ler: () => lista,
    gravar: (nova) => {
      lista = [...nova];
      ouvintes.forEach((o) => o());
    },
    enviar: (e) => {
      enviadas.push(`${e.method} ${e.path}`);
      const r = respostas.shift() ?? 'ok';
      return r === 'ok' ? Promise.resolve({}) : Promise.reject(new ApiError(r, `Erro ${r}`));
    },
    historico: (id) => {
      lidas.push(id);
      return Promise.resolve(historico);
    },
    agora: () => Date.now(),
    observar: (mudou) => {
      ouvintes.add(mudou);
      return () => ouvintes.delete(mudou);
    },
  };
  return {
    deps,
    enviadas,
    lidas,
    lista: () => lista,
    guardar: (e: Envio, incerta = false) => deps.gravar(guardar(lista, e, Date.now(), incerta, `id-${lista.length}`)),
  };
}

describe('the outbox loop', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: T0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends every kept write at once when it starts (the next sign-in), then empties the outbox', async () => {
    const kept = guardar(guardar([], LOG, T0 - 60_000, false, 'a'), VISTA, T0 - 30_000, false, 'b');
    const h = harness(
      kept.map((p) => ({ ...p, proximaEm: T0 + 200_000 })),
      ['ok', 'ok'],
    );
    const parar = iniciarOutbox(h.deps);
    await vi.advanceTimersByTimeAsync(0);
    expect(h.enviadas).toEqual(['POST /logpedido', 'PUT /api/visualizaAnotacao/3']);
    expect(h.lista()).toEqual([]);
    parar();
  });

  it('tries a failing write again after 5 s, then 10 s, and removes it once it succeeds', async () => {
    const h = harness([], [503, 503, 'ok']);
    const parar = iniciarOutbox(h.deps);
    h.guardar(LOG);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(h.enviadas).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.enviadas).toHaveLength(1);
    expect(h.lista()[0]).toMatchObject({ tentativas: 2, proximaEm: T0 + 5_000 + 10_000 });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(h.enviadas).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.enviadas).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(h.enviadas).toHaveLength(3);
    expect(h.lista()).toEqual([]);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(h.enviadas).toHaveLength(3);
    parar();
  });

  it('does not send again a timed-out log entry the history already holds, and removes it', async () => {
    const h = harness(
      [],
      [],
      [{ tipo: 'Status', descricao: 'PEDIDO', username: 'carlos.mendes', criadoEm: T0 - 30_000 }],
    );
    const parar = iniciarOutbox(h.deps);
    h.guardar(LOG, true);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(h.lidas).toEqual([42]);
    expect(h.enviadas).toEqual([]);
    expect(h.lista()).toEqual([]);
    parar();
  });

  it('sends a timed-out log entry the history does not hold', async () => {
    const h = harness(
      [],
      ['ok'],
      [{ tipo: 'Status', descricao: 'CANCELADO', username: 'carlos.mendes', criadoEm: T0 - 30_000 }],
    );
    const parar = iniciarOutbox(h.deps);
    h.guardar(LOG, true);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(h.lidas).toEqual([42]);
    expect(h.enviadas).toEqual(['POST /logpedido']);
    expect(h.lista()).toEqual([]);
    parar();
  });

  it('checks the history before resending a write whose retry timed out', async () => {
    const h = harness([], [0, 'ok']);
    const parar = iniciarOutbox(h.deps);
    h.guardar(LOG);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(h.lidas).toEqual([]);
    expect(h.lista()[0]).toMatchObject({ incerta: true });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(h.lidas).toEqual([42]);
    expect(h.enviadas).toHaveLength(2);
    parar();
  });

  it('drops a write the back-end refuses (4xx) instead of retrying it forever', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const h = harness([], [400]);
    const parar = iniciarOutbox(h.deps);
    h.guardar(VISTA);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(h.enviadas).toHaveLength(1);
    expect(h.lista()).toEqual([]);
    parar();
  });

  it('two tabs of the same user send a kept write once', async () => {
    const h = harness(guardar([], LOG, T0 - 60_000, false, 'a'), ['ok', 'ok']);
    // The first tab's send takes a second: the second tab's round comes while it is on its way.
    const devagar: OutboxDeps = {
      ...h.deps,
      enviar: (e) => new Promise((resolve) => setTimeout(() => resolve(h.deps.enviar(e)), 1_000)),
    };
    const pararA = iniciarOutbox(devagar);
    const pararB = iniciarOutbox(h.deps);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(h.enviadas).toEqual(['POST /logpedido']);
    expect(h.lista()).toEqual([]);
    pararA();
    pararB();
  });

  it('sends nothing once stopped (sign-out): the write waits for the same user', async () => {
    const h = harness([], []);
    const parar = iniciarOutbox(h.deps);
    h.guardar(LOG);
    parar();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(h.enviadas).toEqual([]);
    expect(h.lista()).toHaveLength(1);
  });
});
