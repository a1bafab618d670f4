import { describe, expect, it } from 'vitest';
import type { CirurgiaSala } from '@/features/mapaDeSalas/api/agenda-sala-row';
import type { Bloco } from '@/features/mapaDeSalas/model/colunas';
import {
  agendaSalaPaths,
  eixoDoDia,
  horaDoEixo,
  horariosDe,
  mapaDoDia,
  URGENCIA,
} from '@/features/mapaDeSalas/model/colunas';

const DIA = '2026-11-24';
const SALAS = [
  { id: 1, descricao: 'SALA 01' },
  { id: 2, descricao: 'SALA 02' },
];
function cirurgia(id: number, parte: Partial<CirurgiaSala>): CirurgiaSala {
  return {
    id,
    codigo: String(id),
    paciente: 'PACIENTE',
    requisitante: 'REQUISITANTE',
    procedimento: 'PROCEDIMENTO',
    status: 'AGENDADO',
    pedido: id,
    sala: null,
    inicio: `${DIA}T08:00:00`,
    fim: `${DIA}T10:00:00`,
    fimSetup: null,
    ...parte,
  };
}
const h = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
const resumo = (mapa: ReturnType<typeof mapaDoDia>) =>
  Object.fromEntries(
    mapa.colunas.map((c) => [
      c.titulo,
      c.blocos.map((b) => `${b.tipo} ${b.id} ${horaDoEixo(b.inicio)}-${horaDoEixo(b.fim)}`),
    ]),
  );

describe('room map columns (wizards-and-management.md §2 Operating-room map)', () => {
  it('one column per room in order, then URGÊNCIA; each surgery followed by its setup time', () => {
    const mapa = mapaDoDia({
      dia: DIA,
      salas: SALAS,
      porSala: new Map([
        [2, [cirurgia(20, { sala: 2, fimSetup: `${DIA}T10:45:00` })]],
        [1, [cirurgia(11, { sala: 1, inicio: `${DIA}T13:00:00`, fim: `${DIA}T14:00:00` }), cirurgia(10, { sala: 1 })]],
      ]),
      urgencias: [cirurgia(30, { inicio: `${DIA}T11:15:00`, fim: `${DIA}T12:00:00` })],
      intervalo: 30,
    });
    expect(resumo(mapa)).toEqual({
      'SALA 01': [
        'cirurgia 10 08:00-10:00',
        'intervalo 10 10:00-10:30',
        'cirurgia 11 13:00-14:00',
        'intervalo 11 14:00-14:30',
      ],
      'SALA 02': ['cirurgia 20 08:00-10:00', 'intervalo 20 10:00-10:45'],
      [URGENCIA]: ['cirurgia 30 11:15-12:00'],
    });
    expect(mapa.eixo).toEqual({ inicio: h('06:00'), fim: h('22:00') });
  });

  it('a surgery goes to the room it names; one listed twice (a room and the urgencies) is drawn once', () => {
    const mapa = mapaDoDia({
      dia: DIA,
      salas: SALAS,
      porSala: new Map([
        [1, [cirurgia(10, { sala: 2 }), cirurgia(12, { sala: null, inicio: `${DIA}T15:00:00`, fim: null })]],
      ]),
      urgencias: [cirurgia(10, { sala: 2 })],
      intervalo: 0,
    });
    expect(resumo(mapa)).toEqual({
      'SALA 01': ['cirurgia 12 15:00-16:00'],
      'SALA 02': ['cirurgia 10 08:00-10:00'],
      [URGENCIA]: [],
    });
  });

  it('a night urgency leaves the axis at 06:00–22:00 and is listed above it; a late surgery grows it, clipped to the day', () => {
    const mapa = mapaDoDia({
      dia: DIA,
      salas: SALAS,
      porSala: new Map([
        [
          1,
          [cirurgia(10, { sala: 1, inicio: `${DIA}T21:30:00`, fim: '2026-11-25T01:00:00' }), cirurgia(11, { sala: 1 })],
        ],
        [2, [cirurgia(20, { sala: 2, inicio: `${DIA}T03:00:00`, fim: `${DIA}T04:00:00` })]],
      ]),
      urgencias: [cirurgia(30, { inicio: `${DIA}T02:30:00`, fim: `${DIA}T03:10:00` })],
      intervalo: 30,
    });
    expect(mapa.eixo).toEqual({ inicio: h('06:00'), fim: 1440 });
    expect(resumo(mapa)['SALA 01']).toEqual([
      'cirurgia 11 08:00-10:00',
      'intervalo 11 10:00-10:30',
      'cirurgia 10 21:30-24:00',
    ]);
    const antes = Object.fromEntries(mapa.colunas.map((c) => [c.titulo, c.antes.map((b) => `${b.tipo} ${b.id}`)]));
    // The night room surgery's setup (04:00–04:30) is over before the day too: only the surgery is listed.
    expect(antes).toEqual({ 'SALA 01': [], 'SALA 02': ['cirurgia 20'], [URGENCIA]: ['cirurgia 30'] });
    expect(resumo(mapa)['SALA 02']).toEqual([]);
    expect(resumo(mapa)[URGENCIA]).toEqual([]);
  });

  it('the axis from the day’s blocks: only what reaches into the day or past 22:00 moves it, in whole hours', () => {
    const bloco = (de: string, ate: string): Bloco => ({
      tipo: 'cirurgia',
      id: 1,
      inicio: h(de),
      fim: h(ate),
      ilegivel: false,
      cirurgia: cirurgia(1, {}),
    });
    expect(eixoDoDia([])).toEqual({ inicio: h('06:00'), fim: h('22:00') });
    expect(eixoDoDia([bloco('02:30', '03:10'), bloco('08:00', '10:00')])).toEqual({
      inicio: h('06:00'),
      fim: h('22:00'),
    });
    expect(eixoDoDia([bloco('05:00', '06:00')])).toEqual({ inicio: h('06:00'), fim: h('22:00') });
    expect(eixoDoDia([bloco('05:30', '06:30')])).toEqual({ inicio: h('05:00'), fim: h('22:00') });
    expect(eixoDoDia([bloco('21:15', '22:20')])).toEqual({ inicio: h('06:00'), fim: h('23:00') });
  });

  it('the dialog’s times are what was read: the setup end read, else the configured interval after a read end in a room', () => {
    expect(horariosDe(cirurgia(1, { fimSetup: `${DIA}T10:20:00` }), 30, true)).toEqual({
      inicio: `${DIA}T08:00:00`,
      fim: `${DIA}T10:00:00`,
      fimSetup: `${DIA}T10:20:00`,
      ilegivel: false,
    });
    expect(horariosDe(cirurgia(1, {}), 30, true).fimSetup).toBe(`${DIA}T10:30:00`);
    // An urgency has no room to set up; a surgery without a read end has neither end (the map's 60 minutes are drawn only).
    expect(horariosDe(cirurgia(1, {}), 30, false).fimSetup).toBeNull();
    expect(horariosDe(cirurgia(1, { fim: null }), 30, true)).toEqual({
      inicio: `${DIA}T08:00:00`,
      fim: null,
      fimSetup: null,
      ilegivel: false,
    });
  });

  it('an end before the start or over a day after it: drawn at the marked minimum from its start, no setup, its end not said', () => {
    const antes = cirurgia(10, { sala: 1, inicio: `${DIA}T13:00:00`, fim: `${DIA}T11:30:00` });
    const longa = cirurgia(11, { sala: 1, inicio: `${DIA}T16:00:00`, fim: '2027-02-02T10:39:00' });
    const mapa = mapaDoDia({
      dia: DIA,
      salas: SALAS,
      porSala: new Map([[1, [antes, longa]]]),
      urgencias: [],
      intervalo: 30,
    });
    expect(resumo(mapa)['SALA 01']).toEqual(['cirurgia 10 13:00-13:30', 'cirurgia 11 16:00-16:30']);
    expect(mapa.colunas[0].blocos.map((b) => b.ilegivel)).toEqual([true, true]);
    // The axis is not stretched to midnight by the long one.
    expect(mapa.eixo).toEqual({ inicio: h('06:00'), fim: h('22:00') });
    for (const c of [antes, longa])
      expect(horariosDe({ ...c, fimSetup: `${DIA}T23:00:00` }, 30, true)).toEqual({
        inicio: c.inicio,
        fim: null,
        fimSetup: null,
        ilegivel: true,
      });
  });

  it('a surgery without a start is counted, not drawn', () => {
    const mapa = mapaDoDia({
      dia: DIA,
      salas: SALAS,
      porSala: new Map([[1, [cirurgia(10, { sala: 1, inicio: null })]]]),
      urgencias: [],
      intervalo: 30,
    });
    expect(mapa.omitidas).toBe(1);
    expect(resumo(mapa)['SALA 01']).toEqual([]);
  });

  it('calls form 1 per room and form 2 for the centre, teams as a comma list or 0', () => {
    expect(agendaSalaPaths('24-11-2026', 1, [1, 7], [])).toEqual({
      porSala: [
        { sala: 1, path: '/api/agendaSala/1/24-11-2026/0/1/0' },
        { sala: 7, path: '/api/agendaSala/1/24-11-2026/0/7/0' },
      ],
      urgencias: '/api/agendaSala/2/24-11-2026/1/0/0',
    });
    expect(agendaSalaPaths('24-11-2026', 1, [1], [2, 5]).urgencias).toBe('/api/agendaSala/2/24-11-2026/1/0/2,5');
  });
});
