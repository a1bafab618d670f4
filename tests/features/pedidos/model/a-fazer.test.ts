import { describe, expect, it } from 'vitest';
import { DIAS_UTEIS_DE_ANTECEDENCIA, diasUteisDepois, tarefasDoPedido } from '@/features/pedidos/model/a-fazer';

// 'A fazer' (docs/decisions.md 'A fazer'): each task from the row's own fields; what cannot be read is 'desconhecido'.
// Wednesday 02/12/2026; five working days later is Wednesday 09/12.
const HOJE = '2026-12-02';
const RECURSO_INTERNACAO = 1;
type Linha = Parameters<typeof tarefasDoPedido>[0];
const base: Linha = {
  status: 'FINALIZADO',
  cancelado: false,
  anotacaoPendente: false,
  necessariaAvaliacaoAnestesica: false,
  possuiHemoterapico: false,
  idLegadoInternacao: null,
  modalidadeAtendimento: { id: 1, descricao: 'INTERNAÇÃO', recursosBloqueados: [] },
  dataImpressaoPedidoInternacao: '2026-11-30T10:00:00',
  dataImpressaoAvisoCirurgico: '2026-11-30T10:00:00',
  dataImpressaoRPH: null,
  dataCirurgiaExibida: '2026-12-08T07:00:00',
};
const tarefas = (extra: Partial<Linha> = {}) =>
  tarefasDoPedido({ ...base, ...extra }, HOJE, RECURSO_INTERNACAO).map((t) => t.rotulo);
const semRecurso = (extra: Partial<Linha> = {}) =>
  tarefasDoPedido({ ...base, ...extra }, HOJE, undefined).map((t) => t.rotulo);

describe('A fazer', () => {
  it('working days skip the weekend', () => {
    expect(diasUteisDepois('2026-12-04', 1)).toBe('2026-12-07');
    expect(diasUteisDepois(HOJE, DIAS_UTEIS_DE_ANTECEDENCIA)).toBe('2026-12-09');
  });

  it('nothing to do for a finalised request with both documents printed', () => {
    expect(tarefas()).toEqual([]);
  });

  it('the notice and the admission request, within the working days before the surgery and never printed', () => {
    const naoImpressos = { dataImpressaoAvisoCirurgico: null, dataImpressaoPedidoInternacao: null };
    expect(tarefas(naoImpressos)).toEqual(['Imprimir aviso de cirurgia', 'Imprimir pedido de internação']);
    expect(tarefas({ ...naoImpressos, dataCirurgiaExibida: '2026-12-09T07:00:00' })).toHaveLength(2);
    expect(tarefas({ ...naoImpressos, dataCirurgiaExibida: '2026-12-10T07:00:00' })).toEqual([]);
    // A surgery already past, a cancelled request, one not finalised (the print menu offers neither): nothing.
    expect(tarefas({ ...naoImpressos, dataCirurgiaExibida: '2026-12-01T07:00:00' })).toEqual([]);
    expect(tarefas({ ...naoImpressos, cancelado: true })).toEqual([]);
    expect(tarefas({ ...naoImpressos, status: 'AUTORIZADO' })).toEqual([]);
  });

  it('the admission request only where the print menu offers it, and once the inpatient resource is read', () => {
    const naoImpressos = { dataImpressaoAvisoCirurgico: null, dataImpressaoPedidoInternacao: null };
    expect(semRecurso(naoImpressos)).toEqual(['Imprimir aviso de cirurgia']);
    expect(tarefas({ ...naoImpressos, idLegadoInternacao: 77 })).toEqual(['Imprimir aviso de cirurgia']);
    const bloqueada = { id: 2, descricao: 'AMBULATORIAL', recursosBloqueados: [RECURSO_INTERNACAO] };
    expect(tarefas({ ...naoImpressos, modalidadeAtendimento: bloqueada })).toEqual(['Imprimir aviso de cirurgia']);
  });

  it('a note to answer, blood products not printed, an anaesthetic evaluation needed', () => {
    expect(tarefas({ anotacaoPendente: true, possuiHemoterapico: true, necessariaAvaliacaoAnestesica: true })).toEqual([
      'Responder anotação',
      'Produtos hemoterápicos',
      'Avaliação anestésica',
    ]);
    expect(tarefas({ possuiHemoterapico: true, dataImpressaoRPH: '2026-11-30T10:00:00' })).toEqual([]);
    // A note waits even on a cancelled request or after the surgery.
    expect(tarefas({ anotacaoPendente: true, cancelado: true })).toEqual(['Responder anotação']);
  });

  it('what cannot be read is desconhecido, never a pass', () => {
    expect(tarefas({ anotacaoPendente: null, possuiHemoterapico: null, necessariaAvaliacaoAnestesica: null })).toEqual([
      'Responder anotação: desconhecido',
      'Produtos hemoterápicos: desconhecido',
      'Avaliação anestésica: desconhecido',
    ]);
    expect(tarefas({ dataCirurgiaExibida: null, dataImpressaoAvisoCirurgico: null })).toEqual([
      'Imprimir aviso de cirurgia: desconhecido',
    ]);
  });
});
