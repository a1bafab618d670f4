import { readDateTime } from '@/lib/dates/read';
import { addMinutes } from '@/lib/dates/wall-clock';
import type { MockPaciente, MockPedido } from './pedido-types';
import { buildPedido } from './seed-pedidos';

// Bench-only (npm run bench, scenario 'largeData' with set 'areaTecnica'; never the default seed): the technical
// areas' screens under load (wizards-and-management.md §2 'Technical-area opinions table' and 'Technical-area agenda').
// - 2,000 requests in centre 2, surgery from tomorrow to 29 days ahead, with no opinion: the anaesthesia area's
//   'Sem Parecer' list in its default period (paulo.nunes; the OPME professional's centre is 1 only).
// - 300 requests in centre 1 on days 3–28 of the month after next: the OPME area's Minha Agenda (fernanda.santos),
//   after the opinion list's default 30 days whatever today is, so they do not swell it.

/** The first bench request's id: the opinion list's requests come first, then the agenda's. */
export const PRIMEIRO_ID = 300_000;
export const LARGE_PARECERES = 2000;
const LARGE_AGENDA = 300;

/** yyyy-MM-01 of the month `n` months after the wall clock's. */
function inicioDoMes(agora: string, n: number): string {
  const total = Number(agora.slice(0, 4)) * 12 + Number(agora.slice(5, 7)) - 1 + n;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}-01T00:00:00`;
}

export function seedAreaTecnicaLarge(
  pacientes: readonly MockPaciente[],
  agora: string = readDateTime(new Date()) ?? '2026-11-23T08:00:00',
): MockPedido[] {
  const hoje = `${agora.slice(0, 10)}T00:00:00`;
  const mes = inicioDoMes(agora, 2);
  return Array.from({ length: LARGE_PARECERES + LARGE_AGENDA }, (_, i) => {
    const agenda = i >= LARGE_PARECERES;
    const k = agenda ? i - LARGE_PARECERES : i;
    const centro = agenda ? 1 : 2;
    const base = buildPedido(
      PRIMEIRO_ID + i,
      {
        requisitante: 112,
        responsavel: 112,
        equipe: 1,
        status: [1, 2, 3, 4][k % 4],
        procedimento: [5, 6, 7, 18, 1, 3][k % 6],
        cid: [5, 6, 7, 8][k % 4],
        carater: 1,
        centro,
      },
      pacientes[i % pacientes.length],
      i + 1,
    );
    const cirurgia = agenda
      ? addMinutes(mes, ((k % 26) + 2) * 1440 + (7 + (k % 12)) * 60)
      : addMinutes(hoje, ((k % 29) + 1) * 1440 + (7 + (k % 10)) * 60);
    return {
      ...base,
      codigo: String(3_000_000 + i),
      centroCirurgico: centro,
      dataHoraSugerida: cirurgia,
      dataCirurgia: cirurgia,
    };
  });
}
