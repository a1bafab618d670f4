import { readDateTime } from '@/lib/dates/read';
import { addDays, addMinutes, weekday } from '@/lib/dates/wall-clock';
import type { MockPaciente, MockPedido } from './pedido-types';
import { buildPedido } from './seed-pedidos';

// The surgeon agenda's requests (requester-side.md §2 'Surgeon agenda'): the urologist 114 (andre.fonseca) has a full
// week, Monday to Friday of the current week, two surgeries a day, and a few in the next three weeks; his colleague
// 115 has three in the week, which 'Todos' adds (§6); one of the surgeon's is at night (22:40 on Wednesday). They sit in centre 4, which no manager, checklist or
// technical-area user of the seed sees, so no other screen's rows change.

/** First id of the surgeon agenda's requests. */
const AGENDA_MEDICO_PRIMEIRO_ID = 3400;
const CIRURGIAO_AGENDA = 114;
const COLEGA_AGENDA = 115;
const EQUIPE_UROLOGIA = 5;
const CENTRO = 4;

interface Marcacao {
  requisitante: number;
  /** Days from this week's Monday. */
  dia: number;
  hora: number;
  minuto?: number;
  status: number;
}

function marcacoes(): Marcacao[] {
  const semana = [0, 1, 2, 3, 4].flatMap((dia) => [
    { requisitante: CIRURGIAO_AGENDA, dia, hora: 8, status: [2, 6, 7, 1, 4][dia] },
    { requisitante: CIRURGIAO_AGENDA, dia, hora: 13, status: [7, 5, 2, 6, 9][dia] },
  ]);
  const adiante = [8, 10, 15, 17, 22, 24].map((dia, k) => ({
    requisitante: CIRURGIAO_AGENDA,
    dia,
    hora: 9 + (k % 3) * 2,
    status: [1, 2, 5][k % 3],
  }));
  const colega = [1, 3, 4].map((dia, k) => ({ requisitante: COLEGA_AGENDA, dia, hora: 10 + k, status: [2, 6, 1][k] }));
  // A night surgery, Wednesday at 22:40: the week's time axis must reach it.
  const noite = { requisitante: CIRURGIAO_AGENDA, dia: 2, hora: 22, minuto: 40, status: 2 };
  return [...semana, ...adiante, ...colega, noite];
}

function pacienteProprio(pacientes: readonly MockPaciente[], i: number): MockPaciente {
  const p = pacientes[(i + 5) % pacientes.length];
  return { ...p, id: 5600 + i, idLegado: 930_000 + i * 7, numeroProntuario: String(4_500_000 + i * 37) };
}

/** The requests, dated from `agora` (São Paulo wall clock): this week's Monday is day 0. */
export function seedAgendaMedicoPedidos(
  pacientes: readonly MockPaciente[],
  agora: string = readDateTime(new Date()) ?? '2026-11-23T08:00:00',
): MockPedido[] {
  const hoje = agora.slice(0, 10);
  const segunda = addDays(hoje, 1 - weekday(`${hoje}T00:00:00`));
  return marcacoes().map((m, n) => {
    const id = AGENDA_MEDICO_PRIMEIRO_ID + n;
    const base = buildPedido(
      id,
      {
        requisitante: m.requisitante,
        responsavel: m.requisitante,
        equipe: EQUIPE_UROLOGIA,
        status: m.status,
        procedimento: n % 3 === 2 ? 3 : 16,
        cid: n % 3 === 2 ? 3 : 9,
        carater: 1,
        centro: CENTRO,
      },
      pacienteProprio(pacientes, n),
      n + 1,
    );
    const cirurgia = addMinutes(`${addDays(segunda, m.dia)}T00:00:00`, m.hora * 60 + (m.minuto ?? 0));
    const internacao = addMinutes(cirurgia, -18 * 60);
    return {
      ...base,
      codigo: String(2027_700 + n),
      salaCirurgia: 6,
      dataHoraSugerida: cirurgia,
      dataCirurgia: cirurgia,
      dataInternacao: internacao,
      internacao: base.internacao ? { ...base.internacao, dataInternacao: internacao } : null,
    };
  });
}
