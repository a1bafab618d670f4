import { executarEscritas, type EscritaPlanejada } from '@/api/escritas/executar-escritas';
import type { EscritaHttp } from '@/api/escritas/enviar-escrita';
import { ApiError } from '@/lib/http/api-error';

const STATUS: EscritaPlanejada = {
  id: 'status',
  backend: 'main',
  method: 'PUT',
  path: '/api/alterarStatus/5',
  body: { statusPedido: 7 },
};
const AGENDA: EscritaPlanejada = {
  id: 'agendamento',
  backend: 'main',
  method: 'PUT',
  path: '/api/agendamentoSalaCirurgia/5',
  body: { inicioCirurgia: '2027-01-15T08:00:00' },
  ausenteOk: true,
};
const LOG: EscritaPlanejada = {
  id: 'log',
  backend: 'log',
  method: 'POST',
  path: '/logpedido',
  body: { id_pedido: 5, tipo: 'Status', descricao: 'REAGENDAMENTO - SALA' },
  silenciosa: true,
};

/** A back-end answering from a script ('ok' or a status), and the outbox's share. */
function backend(respostas: (number | 'ok')[]) {
  const enviadas: string[] = [];
  const guardadas: string[] = [];
  const rota = (e: EscritaHttp) => `${e.method} ${e.path}`;
  return {
    enviadas,
    guardadas,
    deps: {
      enviar: (e: EscritaHttp) => {
        enviadas.push(rota(e));
        const r = respostas.shift() ?? 'ok';
        return r === 'ok' ? Promise.resolve({}) : Promise.reject(new ApiError(r, `Erro ${r}`));
      },
      guardar: (e: EscritaHttp) => {
        guardadas.push(rota(e));
        return Promise.resolve();
      },
    },
  };
}

describe('a resumable sequence of writes', () => {
  it('stops at the failed write and, tried again, sends only what is missing', async () => {
    const b = backend(['ok', 503]);
    const feitas = new Set<string>();
    await expect(executarEscritas([STATUS, AGENDA, LOG], feitas, b.deps)).rejects.toMatchObject({ status: 503 });
    expect(b.enviadas).toEqual(['PUT /api/alterarStatus/5', 'PUT /api/agendamentoSalaCirurgia/5']);
    expect(b.guardadas).toEqual([]);
    await executarEscritas([STATUS, AGENDA, LOG], feitas, b.deps);
    expect(b.enviadas).toEqual([
      'PUT /api/alterarStatus/5',
      'PUT /api/agendamentoSalaCirurgia/5',
      'PUT /api/agendamentoSalaCirurgia/5',
    ]);
    expect(b.guardadas).toEqual(['POST /logpedido']);
    await executarEscritas([STATUS, AGENDA, LOG], feitas, b.deps);
    expect(b.enviadas).toHaveLength(3);
  });

  it('sends again a write done before whose content changed since (the form was edited)', async () => {
    const b = backend(['ok', 503]);
    const feitas = new Set<string>();
    await expect(executarEscritas([STATUS, AGENDA], feitas, b.deps)).rejects.toBeInstanceOf(ApiError);
    await executarEscritas([{ ...STATUS, body: { statusPedido: 8 } }, AGENDA], feitas, b.deps);
    expect(b.enviadas).toEqual([
      'PUT /api/alterarStatus/5',
      'PUT /api/agendamentoSalaCirurgia/5',
      'PUT /api/alterarStatus/5',
      'PUT /api/agendamentoSalaCirurgia/5',
    ]);
  });

  it('takes a 404 on a write that may have nothing to change as done, and any other failure as a failure', async () => {
    const b = backend([404, 404]);
    await executarEscritas([AGENDA], new Set(), b.deps);
    await expect(executarEscritas([STATUS], new Set(), b.deps)).rejects.toMatchObject({ status: 404 });
  });
});
