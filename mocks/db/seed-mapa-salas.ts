import { readDateTime } from '@/lib/dates/read';
import { addDays, addMinutes } from '@/lib/dates/wall-clock';
import { isLargeData } from '../scenarios-state';

// The operating-room map's day (wizards-and-management.md §2 'Operating-room map'): centre 1's eight rooms on a busy
// today (three or four surgeries a room, each followed by the configured setup time) with three urgencies, and a
// lighter tomorrow. The large-data switch fills today and the next 20 days with twelve surgeries a room (the bench's
// 8 × 12). These are
// the map's own occupancy records: they are not requests, so no list of the seed changes.

/** One surgery in a room (or, without a room, an urgency of the centre). */
export interface MockCirurgiaSala {
  id: number;
  codigo: string;
  paciente: string;
  profissionalRequisitante: string;
  procedimento: string;
  equipe: number;
  centro: number;
  /** null: an urgency not yet in a room (the 'URGÊNCIA' column). */
  sala: number | null;
  inicio: string;
  fim: string;
  /** The request's status name; the map's own records are AGENDADO. */
  status?: string;
}

/** Days from today the large-data switch fills (the bench changes the date to a day not yet loaded each time). */
const DIAS_CHEIOS = 21;

/** Centre 1's rooms in column order. */
const SALAS_CENTRO_1 = [1, 2, 3, 7, 8, 9, 10, 11];
/** The team of each room's surgeries, room by room (the specialty filter narrows them). */
const EQUIPE_DA_SALA = [1, 1, 2, 2, 3, 4, 5, 7];
const NOMES = ['MARIA', 'JOSE', 'ANA', 'ANTONIO', 'FRANCISCA', 'PEDRO', 'LUCIA', 'RAIMUNDO', 'SANDRA', 'CLAUDIO'];
const SOBRENOMES = ['SILVA SANTOS', 'OLIVEIRA LIMA', 'SOUZA COSTA', 'PEREIRA ALVES', 'RODRIGUES MELO', 'GOMES NUNES'];
const REQUISITANTES: Record<number, string> = {
  1: 'CARLOS EDUARDO MENDES',
  2: 'MARIANA COSTA LIMA',
  3: 'PATRICIA HELENA DUARTE',
  4: 'FABIO AUGUSTO RIBAS',
  5: 'ANDRE LUIZ FONSECA',
  7: 'SILVIA REGINA PRADO',
};
const PROCEDIMENTOS: Record<number, [string, number][]> = {
  1: [
    ['TRATAMENTO CIRURGICO DE FRATURA DA DIAFISE DA TIBIA', 180],
    ['ARTROPLASTIA TOTAL PRIMARIA DO JOELHO', 240],
    ['TENORRAFIA UNICA EM TUNEL OSTEO-FIBROSO', 60],
  ],
  2: [
    ['COLECISTECTOMIA VIDEOLAPAROSCOPICA', 120],
    ['HERNIOPLASTIA INGUINAL (BILATERAL)', 90],
    ['HERNIOPLASTIA UMBILICAL', 60],
  ],
  3: [['HISTERECTOMIA TOTAL', 180]],
  4: [['FACOEMULSIFICACAO COM IMPLANTE DE LENTE', 45]],
  5: [['RESSECCAO ENDOSCOPICA DE PROSTATA', 120]],
  7: [['COLECTOMIA PARCIAL (HEMICOLECTOMIA)', 240]],
};

let proximo = 0;
function cirurgia(equipe: number, sala: number | null, inicio: string, k: number, curta = false): MockCirurgiaSala {
  proximo += 1;
  const [procedimento, minutos] = PROCEDIMENTOS[equipe][k % PROCEDIMENTOS[equipe].length];
  return {
    id: 8000 + proximo,
    codigo: String(2027_800 + proximo),
    paciente: `${NOMES[proximo % NOMES.length]} ${SOBRENOMES[proximo % SOBRENOMES.length]}`,
    profissionalRequisitante: REQUISITANTES[equipe],
    procedimento,
    equipe,
    centro: 1,
    sala,
    inicio,
    fim: addMinutes(inicio, curta ? 45 : minutos),
  };
}

/** One day of the eight rooms: `porSala` surgeries a room from 07:00 (06:00 when full), each then its setup time. */
function dia(day: string, porSala: (i: number) => number, intervalo: number, cheio: boolean): MockCirurgiaSala[] {
  return SALAS_CENTRO_1.flatMap((sala, i) => {
    const equipe = EQUIPE_DA_SALA[i];
    let inicio = `${day}T${cheio ? '06' : '07'}:00:00`;
    return Array.from({ length: porSala(i) }, (_, k) => {
      const c = cirurgia(equipe, sala, inicio, k + i, cheio);
      inicio = addMinutes(c.fim, intervalo);
      return c;
    });
  });
}

/** The map's records, dated from `agora` (São Paulo wall clock). */
export function seedMapaSalas(
  intervalo: number,
  agora: string = readDateTime(new Date()) ?? '2026-11-23T08:00:00',
): MockCirurgiaSala[] {
  proximo = 0;
  const hoje = agora.slice(0, 10);
  const amanha = addDays(hoje, 1);
  if (isLargeData())
    return Array.from({ length: DIAS_CHEIOS }, (_, d) => dia(addDays(hoje, d), () => 12, intervalo, true)).flat();
  return [
    ...dia(hoje, (i) => 3 + (i % 2), intervalo, false),
    cirurgia(2, null, `${hoje}T02:30:00`, 0),
    cirurgia(1, null, `${hoje}T11:15:00`, 0),
    cirurgia(3, null, `${hoje}T19:40:00`, 0),
    ...dia(amanha, (i) => (i < 4 ? 2 : 0), intervalo, false),
    cirurgia(2, null, `${amanha}T09:00:00`, 1),
  ];
}
