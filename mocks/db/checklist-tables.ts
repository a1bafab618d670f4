import type { PARECER_CAMPOS } from '@/features/areaTecnica/model/parecer-campos';
import type { MockPedido } from './pedido-types';
import type { CamposDe, Registro } from './registro';
import type { MockUser } from './seed-users';
import { areasTecnicas, pareceresTecnicos } from './seed-catalogues';

/** A technical area's opinion on a request as POST /api/parecerAreaTecnica stores it, with its id. */
export type MockParecer = { id: number } & Registro<
  CamposDe<typeof PARECER_CAMPOS>,
  { pedidoCirurgia: number; areaTecnica: number; parecerTecnico: number; justificativa: string }
>;

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
function seedPareceres(pedidos: readonly MockPedido[]): MockParecer[] {
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

/** The cycle's opinions over the default requests, then the opinions seeded with their own requests. */
export function createChecklistTables(pedidos: readonly MockPedido[], proprios: readonly MockParecer[] = []) {
  return { pareceres: [...seedPareceres(pedidos), ...proprios] };
}

/**
 * An observer who reads the checklist (acessoChecklistGeral 'S') and the manager list only as a viewer ('V'), a
 * 'profissionalObservador': the notes panel shows her no form.
 */
export function checklistUsers(seeded: readonly MockUser[]): MockUser[] {
  const observador = seeded.find((u) => u.profissional.username === 'roberto.pereira');
  if (!observador) return [];
  return [
    {
      password: observador.password,
      profissional: {
        ...observador.profissional,
        userid: 8,
        username: 'lucia.ramos',
        profissional_id: 108,
        nome: 'LUCIA HELENA RAMOS',
        acessoChecklistGeral: 'S',
      },
    },
  ];
}
