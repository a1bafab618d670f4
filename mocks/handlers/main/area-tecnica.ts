// The technical areas' calls (wizards-and-management.md §7 'Technical area'): the three opinion lists, the opinion
// itself, its details and items, and Minha Agenda's events, items and evaluation reason.
import { http, type HttpHandler } from 'msw';
import type { Profissional } from '@/api/session/profissional';
import { cat, db, nextId } from '../../db/db';
import type { MockPedido } from '../../db/pedido-types';
import { json, mensagem, numberParam, readBody, requireAnyFlag, route } from '../http-helpers';
import { areaTecnicaRow, itensDaArea, parecerDaArea, pendenteParaArea, visivelParaArea } from './area-tecnica-views';
import { readFiltros } from './gerente-views';

type Lista = 'sem' | 'com' | 'todos';

const day = (v: unknown): string | null => (typeof v === 'string' && v.length >= 10 ? v.slice(0, 10) : null);
const dataDe = (p: MockPedido) => (p.dataHoraSugerida ?? p.dataCirurgia ?? '').slice(0, 10);
const porData = (a: MockPedido, b: MockPedido) => (a.dataHoraSugerida ?? '').localeCompare(b.dataHoraSugerida ?? '');

function proprio(request: Request, profissionalId: string | readonly string[] | undefined): Profissional {
  const profissional = requireAnyFlag(request, 'acessoParecerAreaTecnica');
  if (numberParam(profissionalId) !== profissional.profissional_id) throw mensagem(403, 'Acesso negado.');
  return profissional;
}

/** The body {filtros:{centrosCirurgicos, periodoDataInicio, periodoDataFim (exclusive: end + 1 day), …}}. */
function lista(tipo: Lista, path: string): HttpHandler {
  return http.post(route('main', `${path}/:profissionalId`), async ({ request, params }) => {
    const profissional = proprio(request, params.profissionalId);
    const body = await readBody(request);
    const filtros = readFiltros(body);
    const raw =
      body.filtros && typeof body.filtros === 'object' ? Object.fromEntries(Object.entries(body.filtros)) : {};
    const inicio = day(raw.periodoDataInicio);
    const fim = day(raw.periodoDataFim);
    const area = profissional.areaTecnica_id ?? 0;
    const rows = db.pedidos
      .filter((p) => visivelParaArea(p, profissional, filtros.centros))
      .filter((p) => (!inicio || dataDe(p) >= inicio) && (!fim || dataDe(p) < fim))
      .filter((p) => {
        const convenio = p.atendimento?.convenio ?? p.convenio ?? 0;
        if (filtros.convenios.length && !filtros.convenios.includes(convenio)) return false;
        if (filtros.semCampanha && p.campanha !== null) return false;
        return !filtros.campanhas.length || filtros.campanhas.includes(p.campanha ?? 0);
      })
      .filter((p) => tipo === 'todos' || (tipo === 'com') === !!parecerDaArea(p, area))
      .sort(porData)
      .map((p) => areaTecnicaRow(p, area));
    return json(rows);
  });
}

const ids = (v: string | readonly string[] | undefined) =>
  String(Array.isArray(v) ? v[0] : (v ?? ''))
    .split(',')
    .map(Number)
    .filter((n) => n > 0);

function agenda(profissional: Profissional, area: number, centros: number[], convenios: number[]) {
  return db.pedidos
    .filter((p) => visivelParaArea(p, profissional, centros))
    .filter((p) => !convenios.length || convenios.includes(p.atendimento?.convenio ?? p.convenio ?? 0))
    .sort(porData)
    .map((p) => areaTecnicaRow(p, area));
}

const pedidoDe = (id: string | readonly string[] | undefined) => db.pedidos.find((p) => p.id === numberParam(id));

export const areaTecnicaHandlers: HttpHandler[] = [
  lista('sem', '/api/pedidoCirurgiaAreaTecnicaSemParecer'),
  lista('com', '/api/pedidoCirurgiaAreaTecnicaComParecer'),
  lista('todos', '/api/pedidoCirurgiaAreaTecnica'),

  http.post(route('main', '/api/parecerAreaTecnica'), async ({ request }) => {
    const profissional = requireAnyFlag(request, 'acessoParecerAreaTecnica', 'acessoAgendaAreaTecnica');
    const body = await readBody(request);
    if (profissional.acessoParecerAreaTecnica === 'V') return mensagem(403, 'Acesso negado.');
    const pedido = db.pedidos.find((p) => p.id === Number(body.pedidoCirurgia));
    const area = Number(body.areaTecnica);
    const opiniao = cat.pareceresTecnicos.find((o) => o.id === Number(body.parecerTecnico));
    const justificativa = typeof body.justificativa === 'string' ? body.justificativa : '';
    if (!pedido) return mensagem(404, 'Pedido não encontrado.');
    if (!opiniao) return mensagem(400, 'Parecer técnico inválido.');
    if (area !== profissional.areaTecnica_id) return mensagem(403, 'Acesso negado.');
    const { parecerRejeicao, parecerPendente } = db.configuracoes;
    if ([parecerRejeicao, parecerPendente].includes(opiniao.id) && !justificativa.trim())
      return mensagem(400, 'Para rejeição ou pendência o parecer é obrigatório');
    if (justificativa.length > 4000) return mensagem(400, 'O parecer deve ter no máximo 4000 caracteres.');
    const parecer = {
      id: nextId(),
      pedidoCirurgia: pedido.id,
      areaTecnica: area,
      parecerTecnico: opiniao.id,
      justificativa,
    };
    db.pareceres.push(parecer);
    return json({ id: parecer.id }, { status: 201 });
  }),

  http.get(route('main', '/api/detalhesParecerAnestesia/:pedidoId'), ({ request, params }) => {
    requireAnyFlag(request, 'acessoParecerAreaTecnica', 'acessoAgendaAreaTecnica');
    const p = pedidoDe(params.pedidoId);
    if (!p) return mensagem(404, 'Pedido não encontrado.');
    const row = areaTecnicaRow(p, db.configuracoes.areaTecnicaAnestesia);
    return json({
      codigo: p.codigo,
      paciente: row.paciente,
      tipoanestesia: row.tipoanestesia,
      necessariaAvaliacaoAnestesica: p.necessariaAvaliacaoAnestesica,
      motivoAvaliacaoAnestesica: p.motivoAvaliacaoAnestesica,
    });
  }),

  http.get(route('main', '/api/itensParecerAreaTecnica/:areaTecnicaId/:pedidoId'), ({ request, params }) => {
    requireAnyFlag(request, 'acessoParecerAreaTecnica', 'acessoAgendaAreaTecnica');
    const p = pedidoDe(params.pedidoId);
    if (!p) return mensagem(404, 'Pedido não encontrado.');
    return json(itensDaArea(p, numberParam(params.areaTecnicaId)));
  }),

  http.get(route('main', '/api/minhaAgenda/:areaTecnicaId/:centros/:convenios'), ({ request, params }) => {
    const profissional = requireAnyFlag(request, 'acessoAgendaAreaTecnica');
    const area = numberParam(params.areaTecnicaId);
    if (area !== profissional.areaTecnica_id) return mensagem(403, 'Acesso negado.');
    return json(agenda(profissional, area, ids(params.centros), ids(params.convenios)));
  }),

  http.get(route('main', '/api/minhaAgendaAnestesia/:centros/:convenios'), ({ request, params }) => {
    const profissional = requireAnyFlag(request, 'acessoAgendaAreaTecnica');
    const area = db.configuracoes.areaTecnicaAnestesia;
    if (area !== profissional.areaTecnica_id) return mensagem(403, 'Acesso negado.');
    return json(agenda(profissional, area, ids(params.centros), ids(params.convenios)));
  }),

  http.get(route('main', '/api/itensMinhaAgenda/:areaTecnicaId/:eventoId'), ({ request, params }) => {
    requireAnyFlag(request, 'acessoAgendaAreaTecnica');
    const p = pedidoDe(params.eventoId);
    if (!p) return mensagem(404, 'Pedido não encontrado.');
    return json(itensDaArea(p, numberParam(params.areaTecnicaId)));
  }),

  http.get(route('main', '/api/motivoAvaliacaoPreAnestesicaMinhaAgenda/:eventoId'), ({ request, params }) => {
    requireAnyFlag(request, 'acessoAgendaAreaTecnica');
    const p = pedidoDe(params.eventoId);
    if (!p) return mensagem(404, 'Pedido não encontrado.');
    return json({ motivoAvaliacaoAnestesica: p.motivoAvaliacaoAnestesica });
  }),
];

/** How many requests the professional's area still owes an opinion on (GET /api/pendenciaParecer/{id}). */
export function pendencias(profissional: Profissional): number {
  return db.pedidos.filter((p) => pendenteParaArea(p, profissional)).length;
}
