import { describe, expect, it } from 'vitest';
import type { Escrita } from '@/api/escritas/escrita';
import { memoriaLocal } from '@/api/escritas/memoria';
import { executarSequencia } from '@/api/escritas/sequencia';
import { itensAutomaticos } from '@/features/wizard/model/itens';
import { submissionPlan } from '@/features/wizard/model/submission';
import type { PlanoInput } from '@/features/wizard/model/submission-plano';
import { sequencia } from '../../../utils/sequencia';

const input = (extra: Partial<PlanoInput> = {}): PlanoInput => ({
  pedidoId: 1050,
  pedido: { confirmado: 1, status: 10 },
  edicao: false,
  agendamento: { inicioCirurgia: '2026-12-01T07:00:00', finalEfetivoCirurgia: '2026-12-01T09:00:00' },
  demanda: null,
  itens: [
    { item: 501, quantidade: 2 },
    { item: 601, quantidade: 3, quantidadeUm: true },
  ],
  urgencia: false,
  aprovacaoAutomatica: false,
  log: { id_usuario: 2, username: 'julia.souza', descricao: 'PEDIDO' },
  ...extra,
});

const route = (w: Escrita) => `${w.method} ${w.path}`;

describe('the submission plan (§4, in order)', () => {
  it('updates the request, books the room, creates the items, then logs', () => {
    const plan = submissionPlan(input());
    expect(plan.map(route)).toEqual([
      'PUT /api/pedidoCirurgia/1050',
      'POST /api/agendamentoSalaCirurgia',
      'POST /api/itemPedidoCirurgia',
      'POST /api/itemPedidoCirurgia',
      'POST /logpedido',
    ]);
    expect(plan[1].body).toEqual({
      inicioCirurgia: '2026-12-01T07:00:00',
      finalEfetivoCirurgia: '2026-12-01T09:00:00',
      pedidoCirurgia: 1050,
    });
    // Equipment, exams and boxes go with quantity 1.
    expect(plan.slice(2, 4).map((w) => w.body)).toEqual([
      { item: 501, quantidade: 2, pedidoCirurgia: 1050 },
      { item: 601, quantidade: 1, pedidoCirurgia: 1050 },
    ]);
    expect(plan[4].body).toEqual({
      id_usuario: 2,
      username: 'julia.souza',
      id_pedido: 1050,
      tipo: 'Status',
      descricao: 'PEDIDO',
    });
  });

  it('finalises a source demand, urgency and automatic approval when they apply; the edit flow deletes first', () => {
    const plan = submissionPlan(
      input({
        edicao: true,
        demanda: { idDemanda: 77, idProfissional: 101 },
        urgencia: true,
        aprovacaoAutomatica: true,
        itens: [],
        agendamento: { inicioCirurgia: 'a', finalEfetivoCirurgia: 'b', id: 12 },
      }),
    );
    expect(plan.map(route)).toEqual([
      'DELETE /api/excluirProcedimentosSecundariosPedidoCirurgia/1050',
      'DELETE /api/excluirItensPedidoCirurgia/1050',
      'PUT /api/pedidoCirurgia/1050',
      'PUT /api/agendamentoSalaCirurgia/12',
      'PUT /api/finalizarTransformacaoDemanda',
      'PUT /api/finalizarPedidoUrgenciaEmergencia/1050',
      'PUT /api/aprovacaoAutomaticaModeloPedidoCirurgia/1050',
      'POST /logpedido',
    ]);
    expect(plan[4].body).toEqual({ idDemanda: 77, idPedido: 1050, idProfissional: 101 });
    expect(plan[4].falha?.('x')).toBe('Erro ao finalizar demanda. Demanda ID: 77');
  });

  it('each write names its §8 failure message', () => {
    const plan = submissionPlan(input());
    expect(plan[0].falha?.('500')).toBe('Erro ao confirmar pedido');
    expect(plan[1].falha?.('500')).toBe('Erro ao agendar sala de cirurgia');
    expect(plan[2].falha?.('Item inválido')).toBe('Erro ao confirmar pedido: Item inválido');
    expect(submissionPlan(input({ edicao: true }))[1].falha?.('')).toBe('Erro ao deletar itens do pedido');
  });
});

describe('running a submission', () => {
  it.each([0, 1, 2, 3])(
    'a failure at write %i stops there; a second run resumes at it without repeating',
    async (falhaEm) => {
      const plan = submissionPlan(input());
      const sent: string[] = [];
      const correr = sequencia();
      let falhou = false;
      const send = async (w: Escrita) => {
        if (!falhou && plan.indexOf(w) === falhaEm) {
          falhou = true;
          throw new Error('500');
        }
        sent.push(w.id);
      };
      const first = await correr(plan, send);
      expect(first).toMatchObject({ ok: false, escrita: plan[falhaEm] });
      expect(sent).toEqual(plan.slice(0, falhaEm).map((w) => w.id));
      const second = await correr(plan, send);
      expect(second).toEqual({ ok: true });
      // Every write went exactly once.
      expect(sent).toEqual(plan.map((w) => w.id));
    },
  );

  it('the log write goes to the outbox, whose failure is only logged: the submission completes', async () => {
    // The outbox's sender never fails (tests/api/outbox/enviar-ou-guardar.test.ts); a failed log entry through the
    // route is console-only (tests/features/wizard/resumo/enviar.test.tsx).
    const plan = submissionPlan(input());
    const guardadas: string[] = [];
    const result = await executarSequencia(plan, {
      memoria: memoriaLocal(),
      enviar: async (w) => {
        if (w.backend === 'log') throw new Error('log fora');
      },
      guardar: async (w) => void guardadas.push(route(w)),
      descrever: String,
    });
    expect(result).toEqual({ ok: true });
    expect(guardadas).toEqual(['POST /logpedido']);
  });
});

describe('automatic items', () => {
  const base = {
    itemNir: 900,
    acomodacaoExigeNir: false,
    codigoLeito: null,
    internacaoBloqueada: false,
    tipoPedido: '0' as const,
    itensSaudeSuplementar: [502, 503],
  };
  it('the NIR item when the accommodation requires it or a bed code above 0, unless the modality blocks admission', () => {
    expect(itensAutomaticos(base)).toEqual([]);
    expect(itensAutomaticos({ ...base, acomodacaoExigeNir: true })).toEqual([{ item: 900, quantidade: 1 }]);
    expect(itensAutomaticos({ ...base, codigoLeito: 12 })).toEqual([{ item: 900, quantidade: 1 }]);
    expect(itensAutomaticos({ ...base, codigoLeito: 12, internacaoBloqueada: true })).toEqual([]);
  });
  it("the supplementary-health items for tipoPedido '1'", () => {
    expect(itensAutomaticos({ ...base, tipoPedido: '1' })).toEqual([
      { item: 502, quantidade: 1 },
      { item: 503, quantidade: 1 },
    ]);
  });
});
