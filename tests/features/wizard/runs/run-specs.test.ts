import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { wizardRuns } from '@/config/wizard-runs';
import { runSpecOf } from '@/features/wizard/runs/run-specs';

describe('the wizard runs (docs/decisions/018-wizard-run-specs.md)', () => {
  it('the kind of run comes from its address alone', () => {
    const pedido = { id: 5000, codigo: '2026500' };
    expect(runSpecOf(wizardRuns.transformacao(pedido, 9001))?.id).toBe('transformacao');
    expect(runSpecOf(wizardRuns.favorito(pedido, 3))?.id).toBe('favorito');
    expect(runSpecOf(wizardRuns.existente(pedido))?.id).toBe('novoPedido');
    expect(runSpecOf(wizardRuns.modelo(4))?.id).toBe('novoPedido');
    expect(runSpecOf(paths.wizard)?.id).toBe('novoPedido');
    expect(runSpecOf(wizardRuns.gerente(pedido, 'conferencia'))?.id).toBe('conferencia');
    expect(runSpecOf(wizardRuns.gerente(pedido, 'reagendamento'))?.id).toBe('reagendamento');
    expect(runSpecOf(paths.wizardGerente)).toBeNull();
    expect(runSpecOf(paths.wizardDemanda)?.id).toBe('novaDemanda');
    expect(runSpecOf(wizardRuns.correcaoDemanda(9001))?.id).toBe('correcaoDemanda');
  });
});
