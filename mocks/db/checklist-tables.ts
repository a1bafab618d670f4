import type { MockPedido } from './pedido-types';
import { areasTecnicas, pareceresTecnicos } from './seed-catalogues';

/** A technical area's opinion on a request (parecerAreaTecnica). */
export interface MockParecer {
  id: number;
  pedidoCirurgia: number;
  areaTecnica: number;
  parecerTecnico: number;
  justificativa: string;
}

const JUSTIFICATIVAS: Record<number, string> = {
  1: 'Sem restrições.',
  2: 'Material não disponível no estoque.',
  3: 'Aguardando exames complementares.',
  4: '-',
};

/**
 * Opinions of every colour across the areas (the checklist's dots): request i and area j get opinion (i + j) % 5,
 * 0 meaning none yet, so each area shows approved, rejected, pending, automatic and missing opinions.
 */
export function seedPareceres(pedidos: readonly MockPedido[]): MockParecer[] {
  const out: MockParecer[] = [];
  pedidos.slice(0, 200).forEach((p, i) => {
    areasTecnicas.forEach((area, j) => {
      const opiniao = pareceresTecnicos[((i + j) % 5) - 1];
      if (!opiniao) return;
      out.push({
        id: 70_000 + out.length,
        pedidoCirurgia: p.id,
        areaTecnica: area.id,
        parecerTecnico: opiniao.id,
        justificativa: JUSTIFICATIVAS[opiniao.id],
      });
    });
  });
  return out;
}

export function createChecklistTables(pedidos: readonly MockPedido[]) {
  return { pareceres: seedPareceres(pedidos) };
}
