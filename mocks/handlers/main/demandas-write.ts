import { http, type HttpHandler } from 'msw';
import { readDateTime } from '@/lib/dates/read';
import { readDecimal, readFlag, readId, readText } from '@/lib/schema/normalise';
import { db, nextId } from '../../db/db';
import type { MockDemandaCompleta } from '../../db/demandas-tables';
import { authUser, hasFlag, json, mensagem, numberParam, readBody, requireAnyFlag, route } from '../http-helpers';

/** The requester's team (acessoDemandaMedico), or a manager ('S', not an observer) correcting a demand of the queue. */
function requireDemandaWriter(request: Request) {
  const profissional = authUser(request);
  if (!hasFlag(profissional, 'acessoDemandaMedico') && profissional.acessoTodasDemandas !== 'S') {
    throw mensagem(403, 'Acesso negado.');
  }
  return profissional;
}

function findOr404(id: number | null): MockDemandaCompleta | Response {
  const demanda = db.demandas.find((d) => d.id === id);
  return demanda ?? mensagem(404, 'Demanda não encontrada.');
}

/** The wizard's writes (§7 'Demand'): a blank demand, its update with salvo = 1, one item a call. */
/** The documented laterality letters (D, E, N), or null. */
function lateralidade(value: unknown): 'D' | 'E' | 'N' | null {
  return value === 'D' || value === 'E' || value === 'N' ? value : null;
}

export const demandaWriteHandlers: HttpHandler[] = [
  http.post(route('main', '/api/demanda'), ({ request }) => {
    const profissional = requireAnyFlag(request, 'acessoDemandaMedico');
    const id = nextId();
    const codigo = `D2026-${String(id).padStart(5, '0')}`;
    db.demandas.push({
      id,
      codigo,
      seqPaciente: 0,
      equipe: profissional.equipe_id ?? 0,
      procedimentoPrincipal: 0,
      dataInclusao: readDateTime(new Date()) ?? '',
      situacao: 'aberta',
      salvo: false,
      pacienteNome: null,
      profissionalInclusao: profissional.profissional_id,
      profissionalResponsavel: null,
      centroCirurgico: null,
      dataHoraSugerida: null,
      duracaoEstimada: null,
      eOncologica: null,
      lateralidade: null,
      indicacaoClinica: null,
      itens: [],
      idPedido: null,
      observacoesCancelamento: null,
      payload: null,
    });
    return json({ id, codigo }, { status: 201 });
  }),

  http.put(route('main', '/api/demanda/:id'), async ({ request, params }) => {
    requireDemandaWriter(request);
    const demanda = findOr404(numberParam(params.id));
    if (demanda instanceof Response) return demanda;
    if (!(request.headers.get('Content-Type') ?? '').includes('application/x-www-form-urlencoded')) {
      return mensagem(415, 'PUT deve ser form-encoded.');
    }
    const body = await readBody(request);
    if (readFlag(body.salvo) !== true) return mensagem(400, 'salvo = 1 obrigatório.');
    if (readId(body.status) !== db.configuracoes.statusInicialDemanda) return mensagem(400, 'Status inválido.');
    // The patient record the wizard saved (POST /api/paciente), or a legacy patient's SEQ.
    const paciente = readId(body.paciente);
    const salvo = db.pacientesSalvos.find((p) => p.id === paciente);
    const seq = salvo ? readId(salvo.idLegado) : paciente;
    const legado = db.legadoPacientes.find((p) => p.SEQ_PACIENTE === seq);
    Object.assign(demanda, {
      salvo: true,
      payload: body,
      seqPaciente: seq ?? 0,
      pacienteNome: legado?.NOM_PESSOA ?? (salvo ? readText(salvo.nome) : null),
      procedimentoPrincipal: readId(body.procedimentoPrincipal) ?? 0,
      profissionalResponsavel: readId(body.profissionalResponsavel),
      centroCirurgico: readId(body.centroCirurgico),
      duracaoEstimada: readDecimal(body.duracaoEstimada),
      eOncologica: readId(body.eOncologica) === 1 ? 1 : 2,
      indicacaoClinica: readText(body.indicacaoClinica),
      lateralidade: lateralidade(body.lateralidade) ?? demanda.lateralidade,
      equipe: readId(body.equipeRequisitante) ?? demanda.equipe,
    });
    return json({ id: demanda.id, codigo: demanda.codigo });
  }),

  http.post(route('main', '/api/itemDemanda'), async ({ request }) => {
    requireDemandaWriter(request);
    const body = await readBody(request);
    const demanda = findOr404(readId(body.demanda));
    if (demanda instanceof Response) return demanda;
    const item = readId(body.item);
    const quantidade = readDecimal(body.quantidade);
    if (item === null || !quantidade || quantidade < 1) return mensagem(400, 'Item inválido.');
    const id = nextId();
    demanda.itens.push({
      id,
      item,
      quantidade,
      itemEventual: readFlag(body.itemEventual) === true,
      justificativaEventual: readText(body.justificativaEventual),
      unidadeMedida: readId(body.unidadeMedida),
    });
    db.itensDemandaCriados.push(body);
    return json({ id }, { status: 201 });
  }),
];
