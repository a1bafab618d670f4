import { http, type HttpHandler } from 'msw';
import { INTERNACAO_IMPRESSAO_CAMPOS } from '@/features/impressao/model/escritas-campos';
import { db, nextId } from '../../db/db';
import type { MockDadosImpressao } from '../../db/impressao-tables';
import type { MockPedido } from '../../db/pedido-types';
import { authUser, json, mensagem, numberParam, readBody, route } from '../http-helpers';

const MAX = 500;
const RPH_CAMPOS = ['indicacaoTransfusao', 'valorHB', 'valorHT', 'valorPlaquetas', 'valorINR', 'valorFibrinogenio'];

function findPedido(id: number): MockPedido {
  const pedido = db.pedidos.find((p) => p.id === id);
  if (!pedido) throw mensagem(404, 'Pedido não encontrado.');
  return pedido;
}

function dadosDe(id: number): MockDadosImpressao {
  const existing = db.dadosImpressao.get(id);
  if (existing) return existing;
  const fresh: MockDadosImpressao = { rph: null, internacao: null, observacoesAvisoCirurgia: null };
  db.dadosImpressao.set(id, fresh);
  return fresh;
}

/** The body's text values, each within the 500-character limit of the print forms. */
function textos(body: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(body)) {
    const text = typeof v === 'string' ? v : JSON.stringify(v);
    if (text.length > MAX) throw mensagem(400, `O campo ${k} deve ter no máximo ${MAX} caracteres.`);
    out[k] = text;
  }
  return out;
}

const agora = () => new Date().toISOString();

export const impressaoHandlers: HttpHandler[] = [
  http.put(route('main', '/api/dadosImpressaoRPH/:id'), async ({ request, params }) => {
    authUser(request);
    const pedido = findPedido(numberParam(params.id));
    const body = textos(await readBody(request));
    if (RPH_CAMPOS.some((c) => !body[c]?.trim())) return mensagem(400, 'Campos obrigatórios não informados.');
    dadosDe(pedido.id).rph = body;
    pedido.dataImpressaoRPH = agora();
    return json({ id: pedido.id });
  }),

  http.put(route('main', '/api/dadosImpressaoPedidoInternacao/:id/:profissionalId'), async ({ request, params }) => {
    authUser(request);
    const pedido = findPedido(numberParam(params.id));
    const body = textos(await readBody(request));
    const dados: Record<string, string> = {};
    for (const c of INTERNACAO_IMPRESSAO_CAMPOS) dados[c] = body[c] ?? '';
    dadosDe(pedido.id).internacao = { ...dados, profissional: String(numberParam(params.profissionalId)) };
    pedido.principaisSinaisSintomas = dados.principaisSinaisSintomas || null;
    pedido.principaisResultadosProvasDiagnosticas = dados.principaisResultadosProvasDiagnosticas || null;
    pedido.recursosNecessariosAtendimentoPaciente = dados.recursosNecessariosAtendimentoPaciente || null;
    pedido.historiaClinica = dados.historiaClinica || null;
    pedido.equipePrestadora = dados.equipePrestadora || null;
    pedido.dataImpressaoPedidoInternacao = agora();
    return json({ id: pedido.id });
  }),

  http.put(route('main', '/api/dadosImpressaoAvisoCirurgia/:id'), async ({ request, params }) => {
    authUser(request);
    const pedido = findPedido(numberParam(params.id));
    const { observacoesAvisoCirurgia = '' } = textos(await readBody(request));
    if (!observacoesAvisoCirurgia.trim()) return mensagem(400, 'Informe as observações do aviso de cirurgia.');
    dadosDe(pedido.id).observacoesAvisoCirurgia = observacoesAvisoCirurgia;
    pedido.dataImpressaoAvisoCirurgico = agora();
    return json({ id: pedido.id });
  }),

  http.post(route('main', '/api/dadosImpressaoSolicitacaoAIH'), async ({ request }) => {
    authUser(request);
    const body = await readBody(request);
    const pedido = findPedido(Number(body.pedidoCirurgia));
    const id = nextId();
    db.solicitacoesAIH.push({ id, pedidoCirurgia: pedido.id, dados: body });
    pedido.dataImpressaoAIH = agora();
    return json({ id, pedidoCirurgia: pedido.id }, { status: 201 });
  }),
];
