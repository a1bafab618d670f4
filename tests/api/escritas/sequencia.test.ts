import type { Envio, Escrita } from '@/api/escritas/escrita';
import { memoriaLocal } from '@/api/escritas/memoria';
import { executarSequencia, type Reenvio, type SequenciaDeps } from '@/api/escritas/sequencia';
import { ApiError, errorMessage } from '@/lib/http/api-error';
import { escrita } from '../../utils/sequencia';

// The one runner of ordered writes (src/api/escritas/sequencia.ts), against a scripted back-end: what it received,
// in order.

const STATUS = escrita('status', 'PUT', '/api/alterarStatus/5', { body: { statusPedido: 7 } });
const AGENDA = escrita('agendamento', 'PUT', '/api/agendamentoSalaCirurgia/5', {
  body: { inicioCirurgia: '2027-01-15T08:00:00' },
  ausenteOk: true,
});
const LOG = escrita('log', 'POST', '/logpedido', {
  backend: 'log',
  body: { id_pedido: 5, tipo: 'Status', descricao: 'REAGENDAMENTO - SALA' },
  silenciosa: true,
});
/** A creating write whose answered id the next write sends, and whose record a read can show. */
const INTERNACAO = escrita('internacao', 'POST', '/api/internacao', {
  body: { tipoAcomodacao: 2 },
  guarda: 'internacao',
  conferir: { tipo: 'internacao', pedidoId: 5 },
  falha: (erro) => `Erro ao confirmar pedido: ${erro}`,
});
const PEDIDO = escrita('pedido', 'PUT', '/api/pedidoCirurgia/5', {
  body: { status: 1, internacao: { ref: 'internacao' } },
});

type Resposta = number | 'ok' | { id: number };

/** A back-end answering from a script ('ok', an answer's body or a failure's status), and the outbox's share. */
function backend(respostas: Resposta[]) {
  const enviadas: Envio[] = [];
  const guardadas: string[] = [];
  const rota = (e: Envio) => `${e.method} ${e.path}`;
  const deps = {
    enviar: (e: Envio) => {
      enviadas.push(e);
      const r = respostas.shift() ?? 'ok';
      if (typeof r === 'number') return Promise.reject(new ApiError(r, `Erro ${r}`));
      return Promise.resolve(r === 'ok' ? {} : r);
    },
    guardar: (e: Envio) => {
      guardadas.push(rota(e));
      return Promise.resolve();
    },
    descrever: errorMessage,
  };
  return { enviadas, rotas: () => enviadas.map(rota), guardadas, deps };
}

describe('an ordered sequence of writes', () => {
  it('stops at the failed write and, tried again with its memory, sends only what is missing', async () => {
    const b = backend(['ok', 503]);
    const memoria = memoriaLocal();
    await expect(executarSequencia([STATUS, AGENDA, LOG], { ...b.deps, memoria })).resolves.toMatchObject({
      ok: false,
      escrita: AGENDA,
      mensagem: 'Erro 503',
    });
    expect(b.rotas()).toEqual(['PUT /api/alterarStatus/5', 'PUT /api/agendamentoSalaCirurgia/5']);
    expect(b.guardadas).toEqual([]);
    await expect(executarSequencia([STATUS, AGENDA, LOG], { ...b.deps, memoria })).resolves.toEqual({ ok: true });
    expect(b.rotas()).toEqual([
      'PUT /api/alterarStatus/5',
      'PUT /api/agendamentoSalaCirurgia/5',
      'PUT /api/agendamentoSalaCirurgia/5',
    ]);
    // The silent write goes through the outbox (docs/decisions/015-outbox.md), once.
    expect(b.guardadas).toEqual(['POST /logpedido']);
  });

  it('forgets a sequence once it completed: the same writes chosen again are sent again', async () => {
    const b = backend([]);
    const memoria = memoriaLocal();
    await executarSequencia([STATUS], { ...b.deps, memoria });
    await executarSequencia([STATUS], { ...b.deps, memoria });
    expect(b.rotas()).toEqual(['PUT /api/alterarStatus/5', 'PUT /api/alterarStatus/5']);
  });

  it('sends again a write done before whose content changed since (the form was edited)', async () => {
    const b = backend(['ok', 503]);
    const memoria = memoriaLocal();
    await executarSequencia([STATUS, AGENDA], { ...b.deps, memoria });
    await executarSequencia([{ ...STATUS, body: { statusPedido: 8 } }, AGENDA], { ...b.deps, memoria });
    expect(b.rotas()).toEqual([
      'PUT /api/alterarStatus/5',
      'PUT /api/agendamentoSalaCirurgia/5',
      'PUT /api/alterarStatus/5',
      'PUT /api/agendamentoSalaCirurgia/5',
    ]);
  });

  it('takes a 404 on a write that may have nothing to change as done, and any other failure as a failure', async () => {
    const b = backend([404, 404]);
    await expect(executarSequencia([AGENDA], { ...b.deps, memoria: memoriaLocal() })).resolves.toEqual({ ok: true });
    await expect(executarSequencia([STATUS], { ...b.deps, memoria: memoriaLocal() })).resolves.toMatchObject({
      ok: false,
      erro: expect.objectContaining({ status: 404 }),
    });
  });
});

describe('ids passed between writes', () => {
  it('the id a creating write answered goes into the writes after it, and a resume takes it from the memory', async () => {
    const b = backend([{ id: 31 }, 500]);
    const memoria = memoriaLocal();
    await expect(executarSequencia([INTERNACAO, PEDIDO], { ...b.deps, memoria })).resolves.toMatchObject({
      ok: false,
      escrita: PEDIDO,
    });
    expect(b.enviadas[1].body).toEqual({ status: 1, internacao: 31 });
    await expect(executarSequencia([INTERNACAO, PEDIDO], { ...b.deps, memoria })).resolves.toEqual({ ok: true });
    // The admission is not created again; the request names the one created.
    expect(b.rotas()).toEqual(['POST /api/internacao', 'PUT /api/pedidoCirurgia/5', 'PUT /api/pedidoCirurgia/5']);
    expect(b.enviadas[2].body).toEqual({ status: 1, internacao: 31 });
  });

  it('a record created without a readable id stops the run before the writes that name it', async () => {
    const b = backend(['ok']);
    await expect(
      executarSequencia([INTERNACAO, PEDIDO], { ...b.deps, memoria: memoriaLocal() }),
    ).resolves.toMatchObject({
      ok: false,
      escrita: INTERNACAO,
      mensagem: 'Erro ao confirmar pedido: Resposta inesperada do servidor.',
    });
    expect(b.rotas()).toEqual(['POST /api/internacao']);
  });
});

describe('the read before a resend (docs/decisions/020-timeouts-checked-before-resend.md)', () => {
  /** A read that answers `veredito` and records what it was asked. */
  function leitura(veredito: (e: Escrita) => Reenvio) {
    const lidas: unknown[] = [];
    const conferir: SequenciaDeps['conferir'] = (guardada, e) => {
      lidas.push(guardada);
      return Promise.resolve(veredito(e));
    };
    return { lidas, conferir };
  }

  it('a POST that got no answer is read for first: found, it is not sent again and its id goes on', async () => {
    const b = backend([0]);
    const memoria = memoriaLocal();
    const l = leitura(() => ({ pular: true, resposta: { id: 44 } }));
    const deps = { ...b.deps, memoria, conferir: l.conferir };
    await expect(executarSequencia([INTERNACAO, PEDIDO], deps)).resolves.toMatchObject({
      ok: false,
      escrita: INTERNACAO,
    });
    expect(l.lidas).toEqual([]);
    await expect(executarSequencia([INTERNACAO, PEDIDO], deps)).resolves.toEqual({ ok: true });
    expect(l.lidas).toEqual([{ tipo: 'internacao', pedidoId: 5 }]);
    expect(b.rotas()).toEqual(['POST /api/internacao', 'PUT /api/pedidoCirurgia/5']);
    expect(b.enviadas[1].body).toEqual({ status: 1, internacao: 44 });
  });

  it('a failure that had an answer (500) is sent again without a read; one without (504), missing, is sent again', async () => {
    const b = backend([500, 504, { id: 9 }]);
    const l = leitura((e) => ({ pular: false, escrita: e }));
    const deps = { ...b.deps, memoria: memoriaLocal(), conferir: l.conferir };
    await executarSequencia([INTERNACAO], deps);
    await executarSequencia([INTERNACAO], deps);
    expect(l.lidas).toEqual([]);
    await expect(executarSequencia([INTERNACAO], deps)).resolves.toEqual({ ok: true });
    expect(l.lidas).toEqual([{ tipo: 'internacao', pedidoId: 5 }]);
    expect(b.rotas()).toEqual(['POST /api/internacao', 'POST /api/internacao', 'POST /api/internacao']);
  });

  it('found with other values, the record is updated instead of created again', async () => {
    const b = backend([0]);
    const l = leitura((e) => ({ pular: false, escrita: { ...e, method: 'PUT', path: `${e.path}/44` } }));
    const deps = { ...b.deps, memoria: memoriaLocal(), conferir: l.conferir };
    await executarSequencia([INTERNACAO], deps);
    await executarSequencia([INTERNACAO], deps);
    expect(b.rotas()).toEqual(['POST /api/internacao', 'PUT /api/internacao/44']);
  });
});

describe('the check before the first write (docs/decisions/031-pedido-alterado-antes-da-escrita.md)', () => {
  const alterado = new ApiError(409, 'Este pedido foi alterado por maria.lima às 09:42: status AUTORIZADO.');

  it('a change found sends nothing, with the change’s own words (not the write’s failure wording)', async () => {
    const b = backend([]);
    const falha = { ...STATUS, falha: (erro: string) => `Erro ao alterar status: ${erro}` };
    const desfecho = await executarSequencia([falha, LOG], {
      ...b.deps,
      memoria: memoriaLocal(),
      verificar: () => Promise.resolve(alterado),
    });
    expect(desfecho).toEqual({ ok: false, escrita: falha, erro: alterado, mensagem: alterado.mensagem });
    expect(b.rotas()).toEqual([]);
    expect(b.guardadas).toEqual([]);
  });

  it('no change, the writes go; a retry after a later write failed does not check again', async () => {
    const b = backend(['ok', 503]);
    const memoria = memoriaLocal();
    let checks = 0;
    const verificar = () => {
      checks += 1;
      return Promise.resolve(null);
    };
    await executarSequencia([STATUS, AGENDA], { ...b.deps, memoria, verificar });
    expect(checks).toBe(1);
    // The status is this sequence's own now: a check would find the change it made itself.
    await executarSequencia([STATUS, AGENDA], { ...b.deps, memoria, verificar: () => Promise.resolve(alterado) });
    expect(b.rotas()).toEqual([
      'PUT /api/alterarStatus/5',
      'PUT /api/agendamentoSalaCirurgia/5',
      'PUT /api/agendamentoSalaCirurgia/5',
    ]);
  });
});
