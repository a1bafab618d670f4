import { readDateTime } from '@/lib/dates/read';
import { addMinutes } from '@/lib/dates/wall-clock';
import type { MockPaciente, MockPedido } from './pedido-types';
import { buildPedido } from './seed-pedidos';

// The technical areas' own requests (wizards-and-management.md §2 'Technical-area opinions table' and 'agenda'):
// 96 requests from 16 to 47 days ahead, three a day (a month dense enough for Minha Agenda), plus six past ones;
// one of them at night.
// They start after the manager list's and the checklist's default periods (the manager seed ends at day 15), so
// those screens' first pages do not change. Requester 112 signs in to no seeded account. Their opinions come from
// the checklist seed's cycle (mocks/db/checklist-tables.ts): per area, none, approved, rejected, pending and the
// automatic approval.

/** First id of the technical-area requests. */
const AREA_TECNICA_PRIMEIRO_ID = 3200;
const FUTUROS = 96;
const PASSADOS = 6;
const NOITE = 1;

function status(k: number): number {
  if (k % 15 === 7) return 8; // finalizado
  if (k % 15 === 11) return 9; // cancelado
  return [1, 2, 3, 4][k % 4];
}

function centroDe(k: number): number {
  if (k % 10 === 9) return 3;
  return k % 4 === 3 ? 2 : 1;
}

/**
 * A patient of their own, named like a seeded one: the wizard's duplicate-request check must not find these requests
 * for the patients its users pick (the manager seed's patients are its own too).
 */
function pacienteProprio(pacientes: readonly MockPaciente[], i: number): MockPaciente {
  const p = pacientes[i % pacientes.length];
  return { ...p, id: 5400 + i, idLegado: 910_000 + i * 7, numeroProntuario: String(4_300_000 + i * 37) };
}

/** The requests, dated from `agora` (São Paulo wall clock); k < 0 are the past ones. */
export function seedAreaTecnicaPedidos(
  pacientes: readonly MockPaciente[],
  agora: string = readDateTime(new Date()) ?? '2026-11-23T08:00:00',
): MockPedido[] {
  const hoje = `${agora.slice(0, 10)}T00:00:00`;
  const ks = [...Array.from({ length: PASSADOS }, (_, i) => -1 - i), ...Array.from({ length: FUTUROS }, (_, i) => i)];
  return ks.map((k, n) => {
    const id = AREA_TECNICA_PRIMEIRO_ID + n;
    const dias = k < 0 ? k : 16 + Math.floor(k / 3);
    // The second request of the first day ahead is at night, 22:40, in centre 1 (every area sees it): the agenda's
    // time axis must reach it.
    const minutos = k === NOITE ? 22 * 60 + 40 : (7 + (Math.abs(k) % 3) * 3) * 60;
    const centro = centroDe(k);
    const base = buildPedido(
      id,
      {
        requisitante: 112,
        responsavel: 112,
        equipe: 1,
        status: k < 0 ? 2 : status(k),
        procedimento: [5, 6, 7, 18, 1, 3][Math.abs(k) % 6],
        cid: [5, 6, 7, 8][Math.abs(k) % 4],
        carater: k % 9 === 4 ? 2 : 1,
        centro,
      },
      pacienteProprio(pacientes, Math.abs(k)),
      Math.abs(k) + 1,
    );
    const cirurgia = addMinutes(hoje, dias * 1440 + minutos);
    const convenio = k % 6 === 4 ? 3 : 1;
    return {
      ...base,
      codigo: String(2027_400 + n),
      tipoPedido: convenio > 2 ? '1' : '0',
      convenio,
      atendimento: base.atendimento ? { ...base.atendimento, convenio } : null,
      dataHoraSugerida: cirurgia,
      dataCirurgia: cirurgia,
      campanha: k % 8 === 5 ? 1 : null,
      eOncologica: k % 7 === 3 ? '1' : '2',
    };
  });
}
