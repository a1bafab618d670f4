import { http, HttpResponse, type HttpHandler } from 'msw';
import { readDate, readDateTime } from '@/lib/dates/read';
import { readFlag, readId, readIdList, readText } from '@/lib/schema/normalise';
import { cat, db, nextId } from '../../db/db';
import type { MockDemandaCompleta } from '../../db/demandas-tables';
import { authUser, hasFlag, json, mensagem, numberParam, readBody, requireAnyFlag, route } from '../http-helpers';
import { demandaItems, demandaRow, situacaoOf } from './demanda-views';
import { demandaWriteHandlers } from './demandas-write';

function findDemanda(id: number): MockDemandaCompleta {
  const demanda = db.demandas.find((d) => d.id === id);
  if (!demanda) throw mensagem(404, 'Demanda não encontrada.');
  return demanda;
}

const newestFirst = (a: MockDemandaCompleta, b: MockDemandaCompleta) => b.dataInclusao.localeCompare(a.dataInclusao);

const GROUPS = ['CaixaOPME', 'MaterialConsumivel', 'CaixaCirurgica', 'Hemoderivados', 'Equipamento'] as const;

const itemHandlers = GROUPS.map((group) =>
  http.get(route('main', `/api/item${group}Demanda/:id`), ({ request, params }) => {
    authUser(request);
    return json(demandaItems(findDemanda(numberParam(params.id)), group));
  }),
);

/** The managers' filters (§7 'Demand'): centres, inclusion period (dates or date-times), oncological only. */
function filtrosOf(body: Record<string, unknown>) {
  const raw = body.filtros;
  const filtros: Record<string, unknown> =
    raw && typeof raw === 'object' ? Object.fromEntries(Object.entries(raw)) : body;
  return {
    centros: readIdList(filtros.centrosCirurgicos) ?? [],
    inicio: readDate(filtros.dataInicio),
    fim: readDate(filtros.dataFim),
    onco: readFlag(filtros.eOnco) === true,
  };
}

export const demandasHandlers: HttpHandler[] = [
  http.get(route('main', '/api/minhasDemandas/:equipeId'), ({ request, params }) => {
    const profissional = requireAnyFlag(request, 'acessoDemandaMedico');
    const equipe = numberParam(params.equipeId);
    if (equipe !== profissional.equipe_id) return mensagem(403, 'Acesso negado.');
    return json(
      db.demandas
        .filter((d) => d.salvo && d.equipe === equipe && situacaoOf(d) === 'aberta')
        .sort(newestFirst)
        .map(demandaRow),
    );
  }),

  http.post(route('main', '/api/demandaCirurgiaGerente'), async ({ request }) => {
    requireAnyFlag(request, 'acessoTodasDemandas');
    const f = filtrosOf(await readBody(request));
    return json(
      db.demandas
        .filter((d) => d.salvo)
        .filter((d) => !f.centros.length || (d.centroCirurgico !== null && f.centros.includes(d.centroCirurgico)))
        .filter((d) => !f.inicio || d.dataInclusao.slice(0, 10) >= f.inicio)
        .filter((d) => !f.fim || d.dataInclusao.slice(0, 10) <= f.fim)
        .filter((d) => !f.onco || d.eOncologica === 1)
        .sort(newestFirst)
        .map(demandaRow),
    );
  }),

  http.put(route('main', '/api/cancelarDemanda/:id'), async ({ request, params }) => {
    requireAnyFlag(request, 'acessoDemandaMedico');
    const demanda = findDemanda(numberParam(params.id));
    const body = await readBody(request);
    const observacoes = readText(body.observacoesCancelamento);
    if (!observacoes) return mensagem(400, 'É necessário informar o motivo de cancelamento!');
    if (situacaoOf(demanda) !== 'aberta') return mensagem(409, 'A demanda não está aberta.');
    demanda.situacao = 'cancelada';
    demanda.observacoesCancelamento = observacoes;
    return json({ id: demanda.id });
  }),

  ...itemHandlers,

  http.get(route('main', '/api/anotacaoDemandaDetail/:demandaId'), ({ request, params }) => {
    const profissional = authUser(request);
    const demanda = findDemanda(numberParam(params.demandaId));
    const notas = db.anotacoesDemanda.filter((a) => a.demanda === demanda.id);
    // The requester's team reading the notes has read them: the badge goes (no 'viewed' call is documented).
    const leitor = profissional.equipe_id === demanda.equipe && hasFlag(profissional, 'acessoDemandaMedico');
    const body = notas
      .slice()
      .sort((a, b) => b.dataInclusao.localeCompare(a.dataInclusao))
      .map((a) => ({
        id: a.id,
        anotacao: a.anotacao,
        demanda: a.demanda,
        dataInclusao: a.dataInclusao,
        profissional: cat.profissionais.find((p) => p.id === a.profissional)?.nome ?? null,
      }));
    if (leitor) for (const a of notas) if (a.profissional !== profissional.profissional_id) a.pendente = false;
    return json(body);
  }),

  http.post(route('main', '/api/salvarAnotacaoDemanda'), async ({ request }) => {
    const profissional = authUser(request);
    if (profissional.acessoTodasDemandas !== 'S') return mensagem(403, 'Acesso negado.');
    const body = await readBody(request);
    const anotacao = readText(body.anotacao);
    const demanda = findDemanda(readId(body.demanda) ?? 0);
    if (!anotacao || anotacao.length > 300) return mensagem(400, 'Anotação inválida.');
    const id = nextId();
    db.anotacoesDemanda.push({
      id,
      demanda: demanda.id,
      anotacao,
      dataInclusao: readDateTime(new Date()) ?? '',
      profissional: profissional.profissional_id,
      pendente: true,
    });
    return json({ id }, { status: 201 });
  }),

  http.delete(route('main', '/api/removerAnotacaoDemanda/:id'), ({ request, params }) => {
    const profissional = authUser(request);
    if (profissional.acessoTodasDemandas !== 'S') return mensagem(403, 'Acesso negado.');
    const i = db.anotacoesDemanda.findIndex((a) => a.id === numberParam(params.id));
    if (i < 0) return mensagem(404, 'Anotação não encontrada.');
    db.anotacoesDemanda.splice(i, 1);
    return new HttpResponse(null, { status: 204 });
  }),

  ...demandaWriteHandlers,
];
