import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { wizardRuns } from '@/config/wizard-runs';
import { DRAFT_KEY } from '@/features/wizard/draft/draft-key';
import { db } from '@mocks/db/db';
import { PEDIDO_COMPLETO } from '../resumo/harness';
import { renderApp, signInAs } from '../../../utils/render-app';

// A draft saved before version 4 (docs/decisions/018-wizard-run-specs.md) still opens, at its step, as its kind of run.

const pedido = () => {
  const p = db.pedidos[0];
  return { id: p.id, codigo: String(p.codigo) };
};
const base = { dataHoraSugerida: null, dataInternacao: '', centro: 1, carater: 1 };
const lida = {
  id: 9001,
  codigo: 'D2026-0101',
  itensSalvos: [],
  requisitante: { profissional: 101, equipe: 1 },
  status: 20,
};

interface Caso {
  kind: string;
  run: () => string;
  seed: () => object;
  step: string;
  titulo: () => string | RegExp;
}

const CASOS: Caso[] = [
  {
    kind: 'novoPedido',
    run: () => paths.wizard,
    seed: () => ({ pedido: pedido() }),
    step: 'Solicitação',
    titulo: () => `Pedido de Cirurgia nº ${pedido().codigo}`,
  },
  {
    kind: 'favorito',
    run: () => wizardRuns.favorito(pedido(), 3),
    seed: () => ({ pedido: pedido(), idPedidoFavorito: 3 }),
    step: 'Solicitação',
    titulo: () => `Pedido de Cirurgia nº ${pedido().codigo}`,
  },
  {
    kind: 'transformacao',
    run: () => wizardRuns.transformacao(pedido(), 9001),
    seed: () => ({ pedido: pedido(), idDemanda: 9001 }),
    step: 'Solicitação',
    titulo: () => `Pedido de Cirurgia nº ${pedido().codigo}`,
  },
  {
    kind: 'conferencia',
    run: () => wizardRuns.gerente(pedido(), 'conferencia'),
    seed: () => ({ pedido: pedido(), gerente: { modo: 'conferencia', base } }),
    step: 'Resumo',
    titulo: () => `Conferência do Pedido nº ${pedido().codigo}`,
  },
  {
    kind: 'reagendamento',
    run: () => wizardRuns.gerente(pedido(), 'reagendamento'),
    seed: () => ({ pedido: pedido(), gerente: { modo: 'reagendamento', base } }),
    step: 'Cirurgia',
    titulo: () => `Reagendamento Pedido nº ${pedido().codigo}`,
  },
  {
    kind: 'novaDemanda',
    run: () => paths.wizardDemanda,
    seed: () => ({ variante: 'demand', demanda: { id: 9001, codigo: 'D2026-0101' } }),
    step: 'Solicitação',
    titulo: () => 'Demanda Cirurgica',
  },
  {
    kind: 'correcaoDemanda',
    run: () => wizardRuns.correcaoDemanda(9001),
    seed: () => ({ variante: 'demand', demanda: { id: 9001, codigo: 'D2026-0101' }, gerenteDemanda: lida }),
    step: 'Resumo',
    titulo: () => 'Demanda Cirurgica nº D2026-0101',
  },
];

const STEP_IDS: Record<string, string> = { Solicitação: 'solicitacao', Cirurgia: 'cirurgia', Resumo: 'resumo' };

describe('a version-3 draft of each kind of run', () => {
  it.each(CASOS)('$kind opens at its step with its title', async ({ run, seed, step, titulo }) => {
    const { userid } = signInAs('mariana.lima');
    const v3 = { version: 3, run: run(), userid, seed: seed(), state: PEDIDO_COMPLETO, step: STEP_IDS[step] };
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ ...v3, savedAt: '2026-11-23T10:00:00.000Z' }));
    renderApp(run());
    expect(await screen.findByRole('heading', { name: titulo(), level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: step, level: 2 })).toBeInTheDocument();
  });
});
