import { http, type HttpHandler } from 'msw';
import { cat, db, nextId } from '../../db/db';
import { authUser, json, mensagem, numberParam, readBody, requireAnyFlag, route } from '../http-helpers';
import { situacaoOf, situacaoTexto } from './demanda-views';
import { pedidoRow } from './pedido-views';
import { pedidoDaDemanda } from './pedido-da-demanda';
import { blankPedido, wizardPedidoHandlers } from './wizard-pedido';

const norm = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase();
const text = (v: string | readonly string[] | undefined) =>
  decodeURIComponent(String(Array.isArray(v) ? v[0] : (v ?? '')));
const optionalText = (v: unknown) => (typeof v === 'string' && v ? v : null);

const patientOf = (seq: number) => db.legadoPacientes.filter((p) => p.SEQ_PACIENTE === seq);

/** Handlers of the wizard's patient step and checks. */
export const wizardHandlers: HttpHandler[] = [
  http.get(route('main', '/api/listarPacientesNome/:nome'), ({ request, params }) => {
    authUser(request);
    const nome = norm(text(params.nome));
    if (nome.length < 10) return mensagem(400, 'O nome deve ter no mínimo 10 caracteres.');
    return json(db.legadoPacientes.filter((p) => !p.saudeSuplementar && norm(p.NOM_PESSOA).includes(nome)));
  }),
  http.get(route('main', '/api/listarPacientesProntuario/:prontuario'), ({ request, params }) => {
    authUser(request);
    return json(db.legadoPacientes.filter((p) => String(p.NRO_PRONTUARIO) === text(params.prontuario)));
  }),
  http.get(route('main', '/api/listarAtendimentoFAA/:faa'), ({ request, params }) => {
    authUser(request);
    const at = db.atendimentos.find((a) => String(a.NRO_FAA) === text(params.faa));
    return json(
      at
        ? patientOf(at.SEQ_PACIENTE).map((p) => ({
            ...p,
            NRO_FAA: at.NRO_FAA,
            DAT_HORA_ATENDIMENTO: at.DAT_HORA_ATENDIMENTO,
          }))
        : [],
    );
  }),
  http.get(route('main', '/api/listarInternacaoNumero/:numero'), ({ request, params }) => {
    authUser(request);
    const int = db.internacoes.find((i) => String(i.NRO_INTERNACAO) === text(params.numero));
    return json(int ? patientOf(int.SEQ_PACIENTE).map((p) => ({ ...p, COD_LEITO: int.COD_LEITO })) : []);
  }),
  http.get(route('main', '/api/listarAtendimentosPaciente/:seq'), ({ request, params }) => {
    authUser(request);
    return json(
      db.atendimentos.filter((a) => a.SEQ_PACIENTE === numberParam(params.seq)).map(({ exames: _e, ...a }) => a),
    );
  }),
  http.get(route('main', '/api/listarInternacoesPaciente/:seq'), ({ request, params }) => {
    authUser(request);
    return json(
      db.internacoes
        .filter((i) => i.SEQ_PACIENTE === numberParam(params.seq))
        .map(({ exames: _e, aberta, ...i }) => ({ ...i, INTERNACAO_ABERTA: aberta ? 'S' : 'N' })),
    );
  }),
  http.get(route('main', '/api/listaexamesselecaoatendimentopera/:seq'), ({ request, params }) => {
    authUser(request);
    const at = db.atendimentos.find((a) => a.SEQ_ATENDIMENTO === numberParam(params.seq));
    return json((at?.exames ?? []).map((SEQ_EXAME) => ({ SEQ_EXAME })));
  }),
  http.get(route('main', '/api/listaexamesselecaointernacaoopera/:seq'), ({ request, params }) => {
    authUser(request);
    const int = db.internacoes.find((i) => i.SEQ_INTERNACAO === numberParam(params.seq));
    return json((int?.exames ?? []).map((SEQ_EXAME) => ({ SEQ_EXAME })));
  }),
  http.get(route('main', '/api/listarDemandasPacienteEquipe/:seq/:equipe'), ({ request, params }) => {
    authUser(request);
    return json(
      db.demandas
        // The team's open, saved demands of the patient: a converted or cancelled one is not offered again.
        .filter((d) => d.seqPaciente === numberParam(params.seq) && d.equipe === numberParam(params.equipe))
        .filter((d) => d.salvo && situacaoOf(d) === 'aberta')
        .map((d) => ({
          ...d,
          status: situacaoTexto(d),
          procedimento: cat.procedimentos.find((x) => x.id === d.procedimentoPrincipal)?.descricao ?? null,
        })),
    );
  }),
  http.get(route('main', '/api/buscarPacienteExistenteSaudeSuplementar/:nome/:nascimento'), ({ request, params }) => {
    authUser(request);
    const nome = norm(text(params.nome));
    const nascimento = text(params.nascimento);
    return json(
      db.legadoPacientes.filter(
        (p) =>
          p.saudeSuplementar &&
          (nome === '0' || norm(p.NOM_PESSOA).includes(nome)) &&
          (nascimento === '0' || p.DAT_NASCIMENTO === nascimento),
      ),
    );
  }),
  http.get(route('main', '/api/verificarPacienteDuplicado/:cpf/:cns/:nome/:nomeMae'), ({ request, params }) => {
    authUser(request);
    const cpf = text(params.cpf).replace(/\D/g, '');
    const cns = text(params.cns).replace(/\D/g, '');
    const nome = norm(text(params.nome));
    const dup = db.legadoPacientes.find(
      (p) => (cpf && p.NRO_CPF === cpf) || (cns && cns !== '0' && p.NRO_CNS === cns) || norm(p.NOM_PESSOA) === nome,
    );
    return json({
      pacienteDuplicado: Boolean(dup),
      nro_prontuario: dup?.NRO_PRONTUARIO ?? null,
      paciente: dup ?? null,
    });
  }),
  http.post(route('main', '/api/criarPacienteSuplementar'), async ({ request }) => {
    authUser(request);
    const body = await readBody(request);
    const nome = String(body.nome ?? '')
      .trim()
      .toUpperCase();
    if (!nome || !body.dataNascimento || !body.sexo || !body.nomeMae || !body.cpf)
      return mensagem(400, 'Dados obrigatórios do paciente não informados.');
    const seq = nextId();
    const prontuario = 9_100_000 + seq;
    db.legadoPacientes.push({
      SEQ_PACIENTE: seq,
      NRO_PRONTUARIO: prontuario,
      NOM_PESSOA: nome,
      NOM_MAE: String(body.nomeMae).toUpperCase(),
      DAT_NASCIMENTO: String(body.dataNascimento),
      COD_SEXO: body.sexo === 'M' ? 'M' : 'F',
      NRO_CPF: String(body.cpf),
      EMAIL: optionalText(body.email),
      TELEFONE: optionalText(body.telefone),
      CELULAR: optionalText(body.celular),
      COD_LEITO: null,
      GMR: 'N',
      NRO_FAA: null,
      DAT_HORA_ATENDIMENTO: null,
      saudeSuplementar: true,
      NRO_CNS: optionalText(body.cns),
    });
    return json({ prontuario, seqPaciente: seq }, { status: 201 });
  }),
  http.get(route('main', '/api/verificarProcedimentoValidoCampanhaVigente/:procedimento'), ({ request, params }) => {
    authUser(request);
    return json(cat.procedimentosEmCampanha[numberParam(params.procedimento)] ?? []);
  }),
  http.get(route('main', '/api/pedidoCirurgiaPacienteProcedimento/:paciente/:procedimento'), ({ request, params }) => {
    authUser(request);
    const paciente = numberParam(params.paciente);
    const procedimento = numberParam(params.procedimento);
    return json(
      db.pedidos
        .filter((p) => p.confirmado && p.paciente?.idLegado === paciente && p.procedimentoPrincipal === procedimento)
        .map((p) => ({ ...pedidoRow(p), atendimento: p.atendimento?.numeroFAA ?? null })),
    );
  }),
  http.post(route('main', '/api/incluirPedidoCirurgiaPorDemanda'), async ({ request }) => {
    const profissional = requireAnyFlag(request, 'acessoMeusPedidos', 'acessoDemandaMedico');
    const body = await readBody(request);
    const demanda = db.demandas.find((d) => d.id === Number(body.idDemanda));
    if (!demanda) return mensagem(404, 'Demanda não encontrada.');
    const pedido = pedidoDaDemanda(demanda, blankPedido(nextId(), profissional.profissional_id, demanda.equipe));
    db.pedidos.push(pedido);
    const { id, codigo } = pedido;
    return json({ id, codigo }, { status: 201 });
  }),
  ...wizardPedidoHandlers,
];
