import { http, type HttpHandler } from 'msw';
import { lerDataHora } from '../../datas-documentadas';
import { db, nextId } from '../../db/db';
import type { MockAtendimento, MockInternacao, MockPaciente, MockPedido } from '../../db/pedido-types';
import { readDecimal, readFlag, readId, readText } from '@/lib/schema/normalise';
import { authUser, json, mensagem, numberParam, readBody, requireAnyFlag, route } from '../http-helpers';
import { gravarCamposDocumentados } from './pedido-campos-gravados';

/** A blank draft request (POST /api/pedidoCirurgia), based on the professional. */
export function blankPedido(id: number, profissionalId: number, equipe: number | null): MockPedido {
  return {
    id,
    codigo: String(2026_000 + id),
    confirmado: false,
    status: 10,
    dataInclusao: new Date().toISOString(),
    dataHoraAlteracaoStatus: new Date().toISOString(),
    profissionalRequisitante: profissionalId,
    profissionalResponsavel: null,
    equipeRequisitante: equipe,
    paciente: null,
    atendimento: null,
    internacao: null,
    tipoPedido: '0',
    convenio: null,
    caraterAtendimento: null,
    centroCirurgico: null,
    salaCirurgia: 1,
    modalidadeAtendimento: null,
    lateralidade: null,
    indicacaoClinica: null,
    prioridadeCirurgia: null,
    cidPrincipal: null,
    cidSecundario: [],
    tipoAnestesia: null,
    procedimentoPrincipal: null,
    quantidadeProcedimentoPrincipal: null,
    procedimentoSecundario: [],
    duracaoEstimada: null,
    dataHoraSugerida: null,
    dataCirurgia: null,
    dataInternacao: null,
    motivoAntecipacaoInternacao: null,
    codigoLeitoInternacao: null,
    necessariaAvaliacaoAnestesica: false,
    motivoAvaliacaoAnestesica: null,
    principaisSinaisSintomas: null,
    principaisResultadosProvasDiagnosticas: null,
    recursosNecessariosAtendimentoPaciente: null,
    historiaClinica: null,
    areaMedica: null,
    equipePrestadora: null,
    eOncologica: null,
    idModeloPedidoCirurgia: null,
    campanha: null,
    primeiraConferencia: null,
    motivoRejeicao: null,
    motivoCancelamento: null,
    observacoesCancelamento: null,
    idDemanda: null,
    itens: [],
    dataImpressaoRPH: null,
    dataImpressaoPedidoInternacao: null,
    dataImpressaoAvisoCirurgico: null,
    dataImpressaoAIH: null,
  };
}

const num = (v: unknown) => (v === undefined || v === null || v === '' ? null : Number(v));
const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : null);

/** The patient record the wizard saved (POST/PUT /api/paciente), as the request's patient. */
export function pacienteSalvo(id: number | null): MockPaciente | null {
  const r = db.pacientesSalvos.find((x) => x.id === id);
  if (!r) return null;
  const sexo = r.sexo === 'M' || r.sexo === 'F' ? r.sexo : null;
  return {
    id: Number(r.id),
    idLegado: readId(r.idLegado),
    numeroProntuario: readText(r.numeroProntuario),
    nome: readText(r.nome) ?? '',
    dataNascimento: readText(r.dataNascimento),
    sexo,
    email: readText(r.email),
    telefone: readText(r.telefone),
    celular: readText(r.celular),
    cpf: readText(r.cpf),
    cns: readText(r.cns),
    nomeMae: readText(r.nomeMae),
    GMR: readFlag(r.GMR) ?? false,
  };
}

/** The encounter record the wizard saved (POST/PUT /api/atendimento), as the request's encounter. */
export function atendimentoSalvo(id: number | null): MockAtendimento | null {
  const r = db.atendimentosSalvos.find((x) => x.id === id);
  if (!r) return null;
  return {
    id: Number(r.id),
    idLegado: readId(r.idLegado),
    dataAtendimento: readText(r.dataAtendimento),
    numeroFAA: readText(r.numeroFAA),
    peso: readDecimal(r.peso),
    convenio: readId(r.convenio),
  };
}

/**
 * The admission record the wizard saved (POST/PUT /api/internacao), as the request's admission: the fields it sent
 * over the request's own (an update may leave out what it could not read).
 */
function internacaoSalva(id: number | null, anterior: MockInternacao | null): MockInternacao | null {
  const r = db.internacoesSalvas.find((x) => x.id === id);
  if (!r) return null;
  const base: MockInternacao = anterior && anterior.id === r.id ? anterior : { ...SEM_INTERNACAO, id: Number(r.id) };
  const lido = (k: keyof MockInternacao) => k in r && r[k] !== null && r[k] !== '';
  return {
    ...base,
    idLegado: lido('idLegado') ? readId(r.idLegado) : base.idLegado,
    numeroInternacao: lido('numeroInternacao') ? readText(r.numeroInternacao) : base.numeroInternacao,
    dataInternacao: lido('dataInternacao') ? (lerDataHora(r.dataInternacao) ?? null) : base.dataInternacao,
    diariasPrevistas: lido('diariasPrevistas') ? readDecimal(r.diariasPrevistas) : base.diariasPrevistas,
    leitoUTI: lido('leitoUTI') ? (readFlag(r.leitoUTI) ?? false) : base.leitoUTI,
    tipoAcomodacao: lido('tipoAcomodacao') ? readId(r.tipoAcomodacao) : base.tipoAcomodacao,
    convenio: lido('convenio') ? readId(r.convenio) : base.convenio,
    peso: lido('peso') ? readDecimal(r.peso) : base.peso,
  };
}

const SEM_INTERNACAO: Omit<MockInternacao, 'id'> = {
  idLegado: null,
  numeroInternacao: null,
  dataInternacao: null,
  diariasPrevistas: null,
  leitoUTI: false,
  tipoAcomodacao: null,
  convenio: null,
  peso: null,
};

function saveRecord(table: Record<string, unknown>[], body: Record<string, unknown>, id?: number) {
  const record = { ...body, id: id ?? nextId() };
  const index = table.findIndex((r) => r.id === record.id);
  if (index >= 0) table[index] = record;
  else table.push(record);
  return json({ id: record.id }, { status: id ? 200 : 201 });
}

/** Draft request and the patient, encounter and admission records the wizard saves. */
export const wizardPedidoHandlers: HttpHandler[] = [
  http.post(route('main', '/api/pedidoCirurgia'), ({ request }) => {
    const profissional = requireAnyFlag(request, 'acessoMeusPedidos', 'acessoPedidosCirurgia');
    const pedido = blankPedido(nextId(), profissional.profissional_id, profissional.equipe_id ?? null);
    db.pedidos.push(pedido);
    return json({ id: pedido.id, codigo: pedido.codigo }, { status: 201 });
  }),
  http.put(route('main', '/api/pedidoCirurgia/:id'), async ({ request, params }) => {
    authUser(request);
    const pedido = db.pedidos.find((p) => p.id === numberParam(params.id));
    if (!pedido) return mensagem(404, 'Pedido não encontrado.');
    const body = await readBody(request);
    pedido.caraterAtendimento = num(body.caraterAtendimento) ?? pedido.caraterAtendimento;
    pedido.centroCirurgico = num(body.centroCirurgico) ?? pedido.centroCirurgico;
    pedido.salaCirurgia = num(body.salaCirurgia) ?? pedido.salaCirurgia;
    pedido.procedimentoPrincipal = num(body.procedimentoPrincipal) ?? pedido.procedimentoPrincipal;
    pedido.duracaoEstimada = num(body.duracaoEstimada) ?? pedido.duracaoEstimada;
    pedido.dataHoraSugerida = lerDataHora(body.dataHoraSugerida) ?? pedido.dataHoraSugerida;
    pedido.dataInternacao = lerDataHora(body.dataInternacao) ?? pedido.dataInternacao;
    pedido.motivoAntecipacaoInternacao = num(body.motivoAntecipacaoInternacao) ?? pedido.motivoAntecipacaoInternacao;
    // What the lists and the summaries read back of a request the wizard sent.
    pedido.paciente = pacienteSalvo(num(body.paciente)) ?? pedido.paciente;
    pedido.atendimento = atendimentoSalvo(num(body.atendimento)) ?? pedido.atendimento;
    pedido.internacao = internacaoSalva(num(body.internacao), pedido.internacao) ?? pedido.internacao;
    pedido.convenio = pedido.atendimento?.convenio ?? pedido.convenio;
    pedido.profissionalResponsavel = num(body.profissionalResponsavel) ?? pedido.profissionalResponsavel;
    pedido.modalidadeAtendimento = num(body.modalidadeAtendimento) ?? pedido.modalidadeAtendimento;
    const lado = body.lateralidade;
    if (lado === 'D' || lado === 'E' || lado === 'N') pedido.lateralidade = lado;
    pedido.indicacaoClinica = text(body.indicacaoClinica) ?? pedido.indicacaoClinica;
    pedido.prioridadeCirurgia = num(body.prioridadeCirurgia) ?? pedido.prioridadeCirurgia;
    pedido.cidPrincipal = num(body.cidPrincipal) ?? pedido.cidPrincipal;
    pedido.tipoAnestesia = num(body.tipoAnestesia) ?? pedido.tipoAnestesia;
    pedido.quantidadeProcedimentoPrincipal =
      num(body.quantidadeProcedimentoPrincipal) ?? pedido.quantidadeProcedimentoPrincipal;
    pedido.principaisSinaisSintomas = text(body.principaisSinaisSintomas) ?? pedido.principaisSinaisSintomas;
    pedido.principaisResultadosProvasDiagnosticas =
      text(body.principaisResultadosProvasDiagnosticas) ?? pedido.principaisResultadosProvasDiagnosticas;
    pedido.recursosNecessariosAtendimentoPaciente =
      text(body.recursosNecessariosAtendimentoPaciente) ?? pedido.recursosNecessariosAtendimentoPaciente;
    pedido.historiaClinica = text(body.historiaClinica) ?? pedido.historiaClinica;
    pedido.areaMedica = num(body.areaMedica) ?? pedido.areaMedica;
    gravarCamposDocumentados(pedido, body);
    const status = num(body.status);
    if (status !== null && status !== pedido.status) {
      pedido.status = status;
      pedido.dataHoraAlteracaoStatus = new Date().toISOString().slice(0, 19);
    }
    pedido.confirmado = body.confirmado === '1' || body.confirmado === 1 || pedido.confirmado;
    return json({ id: pedido.id });
  }),
  http.post(route('main', '/api/paciente'), async ({ request }) => {
    authUser(request);
    return saveRecord(db.pacientesSalvos, await readBody(request));
  }),
  http.put(route('main', '/api/paciente/:id'), async ({ request, params }) => {
    authUser(request);
    return saveRecord(db.pacientesSalvos, await readBody(request), numberParam(params.id));
  }),
  http.post(route('main', '/api/atendimento'), async ({ request }) => {
    authUser(request);
    return saveRecord(db.atendimentosSalvos, await readBody(request));
  }),
  http.put(route('main', '/api/atendimento/:id'), async ({ request, params }) => {
    authUser(request);
    return saveRecord(db.atendimentosSalvos, await readBody(request), numberParam(params.id));
  }),
  http.post(route('main', '/api/internacao'), async ({ request }) => {
    authUser(request);
    return saveRecord(db.internacoesSalvas, await readBody(request));
  }),
  http.put(route('main', '/api/internacao/:id'), async ({ request, params }) => {
    authUser(request);
    return saveRecord(db.internacoesSalvas, await readBody(request), numberParam(params.id));
  }),
];
