// The surgeon agenda (requester-side.md §7 'Agenda and tracking') and the operating-room map
// (wizards-and-management.md §7 'Room map'): agendaMedico, agendaEquipeMedico and both forms of agendaSala.
import { http, type HttpHandler } from 'msw';
import type { Profissional } from '@/api/session/profissional';
import { addMinutes } from '@/lib/dates/wall-clock';
import { cat, db } from '../../db/db';
import type { MockPedido } from '../../db/pedido-types';
import type { MockCirurgiaSala } from '../../db/seed-mapa-salas';
import { json, mensagem, numberParam, requireAnyFlag, route } from '../http-helpers';

type Param = string | readonly string[] | undefined;

const byId = <T extends { id: number }>(list: readonly T[], id: number | null | undefined) =>
  id === null || id === undefined ? undefined : list.find((x) => x.id === id);

/** The agenda's caller, for their own id and one of their own centres only (§6). */
function medico(request: Request, profissionalId: Param, centroId: Param): { p: Profissional; centro: number } {
  const p = requireAnyFlag(request, 'acessoAgendaMedico');
  const centro = numberParam(centroId);
  if (numberParam(profissionalId) !== p.profissional_id || !p.centrosCirurgicos.includes(centro))
    throw mensagem(403, 'Acesso negado.');
  return { p, centro };
}

/** An agenda event: id, codigo, dataCirurgia, cor (the status colour), corbolinha (the priority colour). */
function evento(p: MockPedido) {
  return {
    id: p.id,
    codigo: p.codigo,
    dataCirurgia: p.dataHoraSugerida ?? p.dataCirurgia,
    cor: byId(cat.status, p.status)?.cor ?? null,
    corbolinha: byId(cat.prioridades, p.prioridadeCirurgia)?.cor ?? null,
  };
}

function agenda(centro: number, incluir: (p: MockPedido) => boolean) {
  return db.pedidos
    .filter((p) => p.confirmado && p.centroCirurgico === centro && (p.dataHoraSugerida ?? p.dataCirurgia) && incluir(p))
    .map(evento);
}

const proprio = (p: MockPedido, id: number) => p.profissionalRequisitante === id || p.profissionalResponsavel === id;

/** 'DD-MM-YYYY' of the path as 'yyyy-MM-dd', or a thrown 400. */
function diaDe(param: Param): string {
  const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(String(Array.isArray(param) ? param[0] : param));
  if (!m) throw mensagem(400, 'Data inválida.');
  return `${m[3]}-${m[2]}-${m[1]}`;
}

/** The teams of the path: a comma list, '0' for all. */
function equipesDe(param: Param): (equipe: number) => boolean {
  const ids = String(Array.isArray(param) ? param[0] : param)
    .split(',')
    .map(Number)
    .filter((n) => n > 0);
  return (equipe) => !ids.length || ids.includes(equipe);
}

/** A surgery of the map with its setup end (the configured intervaloUsoSalaCirurgica after it, rooms only). */
function linhaMapa(c: MockCirurgiaSala) {
  const sala = byId(cat.salas, c.sala);
  return {
    id: c.id,
    codigo: c.codigo,
    paciente: c.paciente,
    profissionalRequisitante: c.profissionalRequisitante,
    procedimento: c.procedimento,
    equipeRequisitante: byId(cat.equipes, c.equipe)?.descricao ?? null,
    status: c.status ?? 'AGENDADO',
    salaCirurgia: c.sala,
    nomeSala: sala?.descricao ?? null,
    dataCirurgia: c.inicio,
    dataFimCirurgia: c.fim,
    dataFimSetup: c.sala ? addMinutes(c.fim, db.configuracoes.intervaloUsoSalaCirurgica) : null,
  };
}

/** Bookings the wizard made (agendamentoSalaCirurgia) of a seeded request, drawn like the map's own surgeries. */
function reservas(sala: number, dia: string): MockCirurgiaSala[] {
  return db.agendamentos.flatMap((a) => {
    const p = db.pedidos.find((x) => x.id === a.pedidoCirurgia);
    if (!p || a.sala !== sala || a.inicioCirurgia.slice(0, 10) !== dia) return [];
    return [
      {
        id: p.id,
        codigo: p.codigo,
        paciente: p.paciente?.nome ?? '',
        profissionalRequisitante: byId(cat.profissionais, p.profissionalRequisitante)?.nome ?? '',
        procedimento: byId(cat.procedimentos, p.procedimentoPrincipal)?.descricao ?? '',
        equipe: p.equipeRequisitante ?? 0,
        centro: p.centroCirurgico ?? 0,
        sala,
        inicio: a.inicioCirurgia,
        fim: a.finalEfetivoCirurgia,
        status: byId(cat.status, p.status)?.descricao,
      },
    ];
  });
}

const porInicio = (a: MockCirurgiaSala, b: MockCirurgiaSala) => a.inicio.localeCompare(b.inicio);

export const agendaHandlers: HttpHandler[] = [
  http.get(route('main', '/api/agendaMedico/:profissionalId/:centroId'), ({ request, params }) => {
    const { p, centro } = medico(request, params.profissionalId, params.centroId);
    return json(agenda(centro, (x) => proprio(x, p.profissional_id)));
  }),

  http.get(route('main', '/api/agendaEquipeMedico/:profissionalId/:centroId'), ({ request, params }) => {
    const { p, centro } = medico(request, params.profissionalId, params.centroId);
    return json(agenda(centro, (x) => proprio(x, p.profissional_id) || x.equipeRequisitante === p.equipe_id));
  }),

  // Form 1: one room's surgeries of the day (centre 0).
  http.get(route('main', '/api/agendaSala/1/:data/0/:sala/:equipes'), ({ request, params }) => {
    requireAnyFlag(request, 'acessoSalasCirurgicas');
    const dia = diaDe(params.data);
    const sala = numberParam(params.sala);
    const daEquipe = equipesDe(params.equipes);
    const rows = [
      ...db.mapaSalas.filter((c) => c.sala === sala && c.inicio.slice(0, 10) === dia),
      ...reservas(sala, dia),
    ]
      .filter((c) => daEquipe(c.equipe))
      .sort(porInicio)
      .map(linhaMapa);
    return json(rows);
  }),

  // Form 2: the centre's urgencies of the day, not yet in a room (room 0).
  http.get(route('main', '/api/agendaSala/2/:data/:centroId/0/:equipes'), ({ request, params }) => {
    const p = requireAnyFlag(request, 'acessoSalasCirurgicas');
    const dia = diaDe(params.data);
    const centro = numberParam(params.centroId);
    if (!p.centrosCirurgicos.includes(centro)) return mensagem(403, 'Acesso negado.');
    const daEquipe = equipesDe(params.equipes);
    const rows = db.mapaSalas
      .filter((c) => c.sala === null && c.centro === centro && c.inicio.slice(0, 10) === dia && daEquipe(c.equipe))
      .sort(porInicio)
      .map(linhaMapa);
    return json(rows);
  }),
];
