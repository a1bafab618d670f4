import type { AGENDAMENTO_CAMPOS } from '@/api/escritas/campos';
import { emptyList } from './empty-list';
import type { CamposDe, Registro } from './registro';
import { seedDate } from './seed-pedidos';

/** A room schedule entry (programação): the team may book the room on diaSemana (Sunday 7) between the hours. */
interface MockProgramacao {
  id: number;
  diaSemana: number;
  horaInicio: string;
  horaFim: string;
  salaCirurgia_id: number;
  nomeSala: string;
  descricao: string;
  equipe: number;
  centroCirurgico: number;
}

/**
 * A room booking as POST /api/agendamentoSalaCirurgia stores it (wizards-and-management.md §3 'Room booking
 * (agendamentoSalaCirurgia)'), with the room and code the back-end adds.
 */
type MockAgendamento = { id: number; codigo: string; sala: number } & Registro<
  CamposDe<typeof AGENDAMENTO_CAMPOS>,
  { pedidoCirurgia: number; inicioCirurgia: string; finalEfetivoCirurgia: string }
>;

function programacao(
  id: number,
  equipe: number,
  centro: number,
  sala: number,
  nomeSala: string,
  dia: number,
  de: string,
  ate: string,
): MockProgramacao {
  return {
    id,
    diaSemana: dia,
    horaInicio: de,
    horaFim: ate,
    salaCirurgia_id: sala,
    nomeSala,
    descricao: `${nomeSala} ${de}-${ate}`,
    equipe,
    centroCirurgico: centro,
  };
}

/** Weekly programming: Ortopedia (team 1) in rooms 1 and 2 of centre 1, Cirurgia Geral (team 2) in room 3 and obstetrics. */
function seedProgramacoes(): MockProgramacao[] {
  const out: MockProgramacao[] = [];
  let id = 1;
  for (const dia of [1, 2, 3, 4, 5]) out.push(programacao(id++, 1, 1, 1, 'SALA 01', dia, '07:00', '13:00'));
  for (const dia of [1, 3, 5]) out.push(programacao(id++, 1, 1, 2, 'SALA 02', dia, '13:00', '19:00'));
  out.push(programacao(id++, 1, 1, 1, 'SALA 01', 6, '08:00', '12:00'));
  for (const dia of [2, 4]) out.push(programacao(id++, 2, 1, 3, 'SALA 03', dia, '07:00', '17:00'));
  for (const dia of [1, 2, 3, 4, 5, 6, 7]) out.push(programacao(id++, 2, 3, 5, 'SALA OBST 01', dia, '00:00', '23:30'));
  return out;
}

/** Bookings to collide with: other requests already in room 1 and room 3 in the coming weeks. */
function seedAgendamentos(): MockAgendamento[] {
  return [
    {
      id: 1,
      pedidoCirurgia: 900,
      codigo: '2026900',
      sala: 1,
      inicioCirurgia: seedDate(8, 9),
      finalEfetivoCirurgia: seedDate(8, 11),
    },
    {
      id: 2,
      pedidoCirurgia: 901,
      codigo: '2026901',
      sala: 1,
      inicioCirurgia: seedDate(9, 7),
      finalEfetivoCirurgia: seedDate(9, 10),
    },
    {
      id: 3,
      pedidoCirurgia: 902,
      codigo: '2026902',
      sala: 3,
      inicioCirurgia: seedDate(10, 8),
      finalEfetivoCirurgia: seedDate(10, 12),
    },
    {
      id: 4,
      pedidoCirurgia: 903,
      codigo: '2026903',
      sala: 1,
      inicioCirurgia: seedDate(15, 7),
      finalEfetivoCirurgia: seedDate(15, 13),
    },
  ];
}

export function createAgendaTables() {
  return {
    programacoes: seedProgramacoes(),
    agendamentos: seedAgendamentos(),
    /** Request ids whose technical opinions were deleted (a reschedule deletes them). */
    pareceresExcluidos: emptyList<number>(),
    /** Demand transformations finalised: {idDemanda, idPedido, idProfissional}. */
    demandasFinalizadas: emptyList<{ idDemanda: number; idPedido: number; idProfissional: number }>(),
  };
}
