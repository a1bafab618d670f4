import { describe, expect, it } from 'vitest';
import { initialStep } from '@/features/wizard/model/steps';
import { pedidoRunOf, RUN_SPECS } from '@/features/wizard/runs/run-specs';

const titles = (id: keyof typeof RUN_SPECS) => RUN_SPECS[id].steps.map((s) => s.title);

describe('the wizard runs (docs/decisions/018-wizard-run-specs.md)', () => {
  it('a request has five steps and a demand four (spec decision 1); each run opens where its screen says', () => {
    for (const id of ['novoPedido', 'favorito', 'transformacao', 'conferencia', 'reagendamento'] as const)
      expect(titles(id)).toEqual(['Paciente', 'Solicitação', 'Cirurgia', 'Itens', 'Resumo']);
    for (const id of ['novaDemanda', 'correcaoDemanda'] as const)
      expect(titles(id)).toEqual(['Paciente', 'Solicitação', 'Itens da cirurgia', 'Resumo']);
    const opensAt = Object.values(RUN_SPECS).map((spec) => [spec.id, initialStep(spec.steps, null, spec.start)]);
    expect(Object.fromEntries(opensAt)).toEqual({
      novoPedido: 'paciente',
      favorito: 'paciente',
      transformacao: 'solicitacao',
      conferencia: 'resumo',
      reagendamento: 'cirurgia',
      novaDemanda: 'paciente',
      correcaoDemanda: 'resumo',
    });
  });

  it('the title carries the record’s code, and the reagendamento and the demand say what they are', () => {
    expect(RUN_SPECS.conferencia.titulo('2026500')).toBe('Conferência do Pedido nº 2026500');
    expect(RUN_SPECS.novoPedido.titulo(undefined)).toBe('Pedido de Cirurgia nº ...');
    expect(RUN_SPECS.reagendamento.titulo('2026500')).toBe('Reagendamento Pedido nº 2026500');
    expect(RUN_SPECS.novaDemanda.titulo('D2026-1')).toBe('Demanda Cirurgica');
    expect(RUN_SPECS.correcaoDemanda.titulo('D2026-1')).toBe('Demanda Cirurgica nº D2026-1');
  });

  it('/admin/wizard resumes the run its draft holds: a transformação, a favourite’s request, or a new request', () => {
    const pedido = { id: 5000, codigo: '2026500' };
    expect(pedidoRunOf({ pedido, idDemanda: 9001 }).id).toBe('transformacao');
    expect(pedidoRunOf({ pedido, idPedidoFavorito: 3 }).id).toBe('favorito');
    expect(pedidoRunOf({ pedido }).id).toBe('novoPedido');
    expect(pedidoRunOf(null).id).toBe('novoPedido');
  });
});
