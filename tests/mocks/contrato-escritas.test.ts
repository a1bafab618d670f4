// Every write the mock back-end answers is taken only as the contract writes it (mocks/handlers/contract.ts): a field
// the write's documented list does not name, a documented field left out that the specification does not make
// optional (docs/decisions.md 'contrato do mock'), or a body in another form than the documented one is refused,
// and the record is left as it was.
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db/db';
import { journal } from '@mocks/journal';
import { aihPacienteShape } from '@/features/impressao/model/aih-paciente';
import { AIH_CAMPOS } from '@/features/impressao/model/escritas-campos';

const BASE = { main: import.meta.env.VITE_MAIN_API_URL, log: import.meta.env.VITE_LOG_API_URL };

/** A session of the seeded requester, as the sign-in gives one. */
function token(): string {
  const user = db.users.find((u) => u.profissional.username === 'carlos.mendes')!;
  db.sessions.set('tk-contrato-escritas', user.profissional.userid);
  return 'tk-contrato-escritas';
}

type Corpo = Record<string, unknown>;

/** A write as the app's client sends it: PUT form-encoded, POST as JSON, DELETE without a body. */
function enviar(method: 'POST' | 'PUT' | 'DELETE', path: string, corpo?: Corpo, backend: 'main' | 'log' = 'main') {
  const headers: Record<string, string> = { Authorization: `Bearer ${token()}` };
  let body: string | undefined;
  if (corpo && method === 'PUT') {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(Object.entries(corpo).map(([k, v]) => [k, v == null ? '' : String(v)])).toString();
  } else if (corpo) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(corpo);
  }
  return fetch(`${BASE[backend]}${path}`, { method, headers, body });
}

async function recusa(resposta: Response) {
  return { status: resposta.status, corpo: (await resposta.json()) as unknown };
}

const desconhecido = (campo: string) => ({ status: 400, corpo: { mensagem: `Campo não documentado: ${campo}.` } });
const ausente = (campo: string) => ({ status: 400, corpo: { mensagem: `Campo obrigatório ausente: ${campo}.` } });

describe('the requests list’s writes: favourites, cancellation, notes', () => {
  it('a favourite with an unknown field, a cancellation without its observations and a note without a flag are refused', async () => {
    const favoritos = db.favoritos.length;
    const favorito = await enviar('POST', '/api/favoritarPedidoCirurgia', {
      idProfissional: 101,
      idPedidoCirurgia: 1001,
      descricao: 'FAVORITO',
      idEquipe: 1,
      equipe: 1,
    });
    const cancelamento = await enviar('PUT', '/api/cancelarPedidoCirurgia/1001', {
      motivoCancelamentoSelecionadoId: 1,
    });
    const anotacao = await enviar('POST', '/api/anotacao', {
      anotacao: 'NOTA',
      mostraMeusPedidos: true,
      pedidoCirurgia: 1001,
    });
    const lida = await enviar('PUT', '/api/visualizaAnotacao/1', { lida: true });

    expect(await recusa(favorito)).toEqual(desconhecido('equipe'));
    expect(await recusa(cancelamento)).toEqual(ausente('observacoesCancelamento'));
    expect(await recusa(anotacao)).toEqual(ausente('mostraAreaTecnica'));
    expect(await recusa(lida)).toEqual(desconhecido('lida'));
    expect(db.favoritos).toHaveLength(favoritos);
  });
});

describe('documents', () => {
  it('a document sent as JSON is refused (415); as multipart with an unknown field, 400', async () => {
    const documentos = db.documentos.length;
    const json = await enviar('POST', '/api/documento', { arquivo: 'laudo.pdf', pedidoCirurgia: 1001 });
    const form = new FormData();
    form.append('arquivo', new Blob(['%PDF'], { type: 'application/pdf' }), 'laudo.pdf');
    form.append('pedidoCirurgia', '1001');
    form.append('descricao', 'LAUDO');
    const multipart = await fetch(`${BASE.main}/api/documento`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token()}` },
      body: form,
    });

    expect(json.status).toBe(415);
    expect(await recusa(multipart)).toEqual(desconhecido('descricao'));
    expect(db.documentos).toHaveLength(documentos);
  });
});

describe('opinions, status changes and the agenda', () => {
  it('an opinion without its justification, a status change without the status, a booking move without its start and a rejection with another field are refused', async () => {
    const parecer = await enviar('POST', '/api/parecerAreaTecnica', {
      areaTecnica: 1,
      pedidoCirurgia: 1001,
      parecerTecnico: 1,
    });
    const status = await enviar('PUT', '/api/alterarStatus/1001', { idProfissionalFinaliza: 101 });
    const agendamento = await enviar('PUT', '/api/agendamentoSalaCirurgia/1001', {
      finalEfetivoCirurgia: '2026-12-01T10:00',
    });
    const rejeicao = await enviar('PUT', '/api/cancelarPedidoMotivo/1001', { motivoRejeicao: 'X', motivo: 'X' });
    const urgencia = await enviar('PUT', '/api/finalizarPedidoUrgenciaEmergencia/1001', { status: 1 });

    expect(await recusa(parecer)).toEqual(ausente('justificativa'));
    expect(await recusa(status)).toEqual(ausente('idStatusPedido'));
    expect(await recusa(agendamento)).toEqual(ausente('inicioCirurgia'));
    expect(await recusa(rejeicao)).toEqual(desconhecido('motivo'));
    expect(await recusa(urgencia)).toEqual(desconhecido('status'));
  });
});

describe('demands', () => {
  it('a demand without salvo, an item with an unknown field, a cancellation without its author and a note with another field are refused', async () => {
    const demanda = await enviar('PUT', '/api/demanda/1', { indicacaoClinica: 'X' });
    const item = await enviar('POST', '/api/itemDemanda', { item: 1, quantidade: 1, demanda: 1, lote: 'A' });
    const cancelamento = await enviar('PUT', '/api/cancelarDemanda/1', { observacoesCancelamento: 'X' });
    const nota = await enviar('POST', '/api/salvarAnotacaoDemanda', { anotacao: 'X', demanda: 1, pedido: 1 });
    const pedido = await enviar('POST', '/api/incluirPedidoCirurgiaPorDemanda', { idDemanda: 1 });

    expect(await recusa(demanda)).toEqual(ausente('salvo'));
    expect(await recusa(item)).toEqual(desconhecido('lote'));
    expect(await recusa(cancelamento)).toEqual(ausente('profissional'));
    expect(await recusa(nota)).toEqual(desconhecido('pedido'));
    expect(await recusa(pedido)).toEqual(ausente('idProfissional'));
  });
});

describe('patient registration and the request’s records', () => {
  it('a new patient without CPF, a patient with an unknown field and an item without its request are refused', async () => {
    const pacientes = db.legadoPacientes.length;
    const novo = await enviar('POST', '/api/criarPacienteSuplementar', {
      nome: 'NOVO',
      dataNascimento: '1990-01-01',
      sexo: 'F',
      nomeMae: 'MAE',
      cns: '',
    });
    const paciente = await enviar('POST', '/api/paciente', {
      idLegado: null,
      numeroProntuario: '1',
      nome: 'X',
      dataNascimento: '1990-01-01',
      sexo: 'F',
      email: '',
      telefone: '',
      celular: '',
      cpf: '',
      cns: '',
      nomeMae: '',
      GMR: false,
      convenio: 1,
    });
    const item = await enviar('POST', '/api/itemPedidoCirurgia', { item: 1, quantidade: 1 });
    const rascunho = await enviar('POST', '/api/pedidoCirurgia', { paciente: 1 });

    expect(await recusa(novo)).toEqual(ausente('cpf'));
    expect(await recusa(paciente)).toEqual(desconhecido('convenio'));
    expect(await recusa(item)).toEqual(ausente('pedidoCirurgia'));
    expect(await recusa(rascunho)).toEqual(desconhecido('paciente'));
    expect(db.legadoPacientes).toHaveLength(pacientes);
  });
});

describe('sign-in, problem report, printing and the log', () => {
  it('each is refused with a field the contract does not name or without one it does', async () => {
    const login = await enviar('POST', '/api/loginDemanda', {
      username: 'carlos.mendes',
      password: 'x',
      lembrar: true,
    });
    const problema = await enviar('POST', '/api/enviarEmailInformarProblema', { descricao: 'X' });
    const aviso = await enviar('PUT', '/api/dadosImpressaoAvisoCirurgia/1019', { observacoes: 'X' });
    const log = await enviar(
      'POST',
      '/logpedido',
      { id_usuario: 1, username: 'carlos.mendes', id_pedido: 1001, descricao: 'X' },
      'log',
    );

    expect(await recusa(login)).toEqual(desconhecido('lembrar'));
    expect(await recusa(problema)).toEqual(desconhecido('descricao'));
    expect(await recusa(aviso)).toEqual(desconhecido('observacoes'));
    expect(await recusa(log)).toEqual(ausente('tipo'));
  });

  it('an AIH whose nested patient lacks a field or carries an unknown one is refused, and none is stored', async () => {
    const solicitacoes = db.solicitacoesAIH.length;
    const paciente = Object.fromEntries(Object.keys(aihPacienteShape).map((c) => [c, 'X']));
    const corpo = (p: Corpo) => ({
      ...Object.fromEntries(AIH_CAMPOS.map((c) => [c, 'X'])),
      pedidoCirurgia: 1019,
      paciente: p,
    });
    const { cep: _cep, ...semCep } = paciente;

    const semCampo = await enviar('POST', '/api/dadosImpressaoSolicitacaoAIH', corpo(semCep));
    const comOutro = await enviar('POST', '/api/dadosImpressaoSolicitacaoAIH', corpo({ ...paciente, apelido: 'Z' }));
    const plano = await enviar('POST', '/api/dadosImpressaoSolicitacaoAIH', { ...corpo(paciente), paciente: 'X' });

    expect(await recusa(semCampo)).toEqual(ausente('paciente.cep'));
    expect(await recusa(comOutro)).toEqual(desconhecido('paciente.apelido'));
    expect(await recusa(plano)).toEqual({ status: 400, corpo: { mensagem: 'Campo paciente deve ser um objeto.' } });
    expect(db.solicitacoesAIH).toHaveLength(solicitacoes);
  });

  it('a write with exactly its documented fields reaches its handler', async () => {
    await enviar('PUT', '/api/dadosImpressaoAvisoCirurgia/1019', { observacoesAvisoCirurgia: 'JEJUM' });
    await enviar(
      'POST',
      '/logpedido',
      { id_usuario: 1, username: 'u', id_pedido: 1001, tipo: 'Status', descricao: 'X' },
      'log',
    );

    expect(journal().map((c) => `${c.method} ${c.path} ${c.status}`)).toEqual([
      'PUT /api/dadosImpressaoAvisoCirurgia/1019 200',
      'POST /logpedido 201',
    ]);
  });
});

describe('the writes’ documented date forms (mocks/datas-documentadas.ts)', () => {
  it('a request with its suggested date in another form than the wall clock is refused and the request is left as it was', async () => {
    const pedido = db.pedidos.find((p) => p.confirmado)!;
    const antes = pedido.dataHoraSugerida;
    const resposta = await enviar('PUT', '/api/agendamentoSalaCirurgia/1', {
      inicioCirurgia: '02/12/2026 08:00',
    });
    expect(await recusa(resposta)).toEqual({
      status: 400,
      corpo: { mensagem: 'Data fora da forma documentada: inicioCirurgia.' },
    });
    const cancelamento = await enviar('PUT', `/api/alterarStatus/${pedido.id}`, {
      idStatusPedido: 2,
      dataHoraSugeridaReagendamento: '2026-02-30T08:00',
    });
    expect(await recusa(cancelamento)).toEqual({
      status: 400,
      corpo: { mensagem: 'Data fora da forma documentada: dataHoraSugeridaReagendamento.' },
    });
    expect(pedido.dataHoraSugerida).toBe(antes);
  });
});
