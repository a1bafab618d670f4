import { http, type HttpHandler } from 'msw';
import { cat, db } from '../../db/db';
import type { MockPedido } from '../../db/pedido-types';
import { authUser, json, mensagem, numberParam, readBody, requireAnyFlag, route } from '../http-helpers';
import { ITEM_GROUP_KEYS, itemsOfGroup, pedidoDetail, pedidoRow } from './pedido-views';
import { pedidosExtraHandlers } from './pedidos-extra';

const confirmed = (p: MockPedido) => p.confirmado;
const newestFirst = (a: MockPedido, b: MockPedido) => b.dataInclusao.localeCompare(a.dataInclusao);

function findPedido(id: number): MockPedido {
  const pedido = db.pedidos.find((p) => p.id === id);
  if (!pedido) throw mensagem(404, 'Pedido não encontrado.');
  return pedido;
}

const itemHandlers = ITEM_GROUP_KEYS.map((group) =>
  http.get(route('main', `/api/itemPedidoCirurgia${group}/:id`), ({ request, params }) => {
    authUser(request);
    return json(itemsOfGroup(findPedido(numberParam(params.id)).itens, group));
  }),
);

export const pedidosHandlers: HttpHandler[] = [
  http.get(route('main', '/api/pedidoCirurgiaMedico/:profissionalId'), ({ request, params }) => {
    const profissional = requireAnyFlag(request, 'acessoMeusPedidos');
    const id = numberParam(params.profissionalId);
    if (id !== profissional.profissional_id) return mensagem(403, 'Acesso negado.');
    const codigo = new URL(request.url).searchParams.get('codigo')?.trim();
    const rows = db.pedidos
      .filter((p) => confirmed(p) && (p.profissionalRequisitante === id || p.profissionalResponsavel === id))
      .filter((p) => !codigo || p.codigo === codigo || p.codigo.replace(/^0+/, '') === codigo.replace(/^0+/, ''))
      .sort(newestFirst)
      .map(pedidoRow);
    return json(rows);
  }),

  http.get(route('main', '/api/pedidoCirurgiaResidente/:residenteId'), ({ request, params }) => {
    const profissional = requireAnyFlag(request, 'acessoPedidosResidentes');
    const id = numberParam(params.residenteId);
    // Resident lists are scoped by the professional's team (requester-side.md §6).
    const residente = cat.profissionais.find((x) => x.id === id && x.residente);
    if (!residente) return mensagem(404, 'Residente não encontrado.');
    if (residente.equipe !== profissional.equipe_id) return mensagem(403, 'Acesso negado.');
    return json(
      db.pedidos
        .filter((p) => confirmed(p) && p.profissionalRequisitante === id)
        .sort(newestFirst)
        .map(pedidoRow),
    );
  }),

  http.get(route('main', '/api/pedidoCirurgiaResidentesEquipe/:equipeId'), ({ request, params }) => {
    const profissional = requireAnyFlag(request, 'acessoPedidosResidentes');
    const equipe = numberParam(params.equipeId);
    if (equipe !== profissional.equipe_id) return mensagem(403, 'Acesso negado.');
    const residentes = new Set(cat.profissionais.filter((x) => x.residente && x.equipe === equipe).map((x) => x.id));
    return json(
      db.pedidos
        .filter((p) => confirmed(p) && residentes.has(p.profissionalRequisitante))
        .sort(newestFirst)
        .map(pedidoRow),
    );
  }),

  http.get(route('main', '/api/pedidoCirurgia/:id'), ({ request, params }) => {
    authUser(request);
    return json(pedidoDetail(findPedido(numberParam(params.id))));
  }),

  ...itemHandlers,

  http.put(route('main', '/api/cancelarPedidoCirurgia/:id'), async ({ request, params }) => {
    requireAnyFlag(request, 'acessoMeusPedidos', 'acessoPedidosResidentes');
    const pedido = findPedido(numberParam(params.id));
    const body = await readBody(request);
    const motivo = Number(body.motivoCancelamentoSelecionadoId);
    if (!motivo) return mensagem(400, 'É necessário informar o motivo de cancelamento!');
    if (pedido.status === db.configuracoes.statusCancelado) return mensagem(409, 'O pedido já está cancelado.');
    const observacoes = typeof body.observacoesCancelamento === 'string' ? body.observacoesCancelamento : '';
    if (observacoes.length > 500) return mensagem(400, 'As observações devem ter no máximo 500 caracteres.');
    pedido.status = db.configuracoes.statusCancelado;
    pedido.motivoCancelamento = motivo;
    pedido.observacoesCancelamento = observacoes || null;
    pedido.dataHoraAlteracaoStatus = new Date().toISOString();
    return json({ id: pedido.id, mensagem: 'Pedido cancelado com sucesso.' });
  }),

  ...pedidosExtraHandlers,
];
