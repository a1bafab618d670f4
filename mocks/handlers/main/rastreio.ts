// GET /api/rastreioPedido/{codigoPedido} (requester-side.md §7 'Agenda and tracking'; the response of §3 'Tracking
// response'). Public: a patient opens the link without signing in, so no bearer token is asked.
import { http } from 'msw';
import { cat, db } from '../../db/db';
import type { MockPedido } from '../../db/pedido-types';
import { json, mensagem, route } from '../http-helpers';
import { cid } from './pedido-views';

/** The steps a request goes through (status ids of the seed), in order. */
const FLUXO = [1, 2, 5, 6, 7, 8];
/** Statuses off the main flow: the flow's status they come after. */
const DEPOIS_DE: Readonly<Record<number, number>> = { 3: 2, 4: 7 };
const CANCELADO = 9;

/** The request's steps: the flow with its own status in place; a cancelled request stops after the first. */
function etapasRastreio(status: number): number[] {
  if (status === CANCELADO) return [FLUXO[0], CANCELADO];
  const depois = DEPOIS_DE[status];
  if (depois === undefined) return FLUXO;
  const at = FLUXO.indexOf(depois) + 1;
  return [...FLUXO.slice(0, at), status, ...FLUXO.slice(at)];
}

/** Tracking codes of the seed, one per status (the request at each step), and a code no request has. */
export const CODIGOS_RASTREIO = {
  porStatus: {
    1: '2027000',
    2: '2027001',
    3: '2027002',
    4: '2027003',
    5: '2027004',
    6: '2027005',
    7: '2027006',
    8: '2027007',
    9: '2027008',
  },
  desconhecido: '9999999',
} as const;

function rastreio(p: MockPedido) {
  const etapas = etapasRastreio(p.status);
  const atual = etapas.indexOf(p.status);
  const status = cat.status.find((s) => s.id === p.status);
  return {
    idPedido: p.id,
    statusPedido: status?.descricao ?? null,
    corStatusPedido: status?.cor ?? null,
    paciente: p.paciente?.nome ?? null,
    procedimento: cat.procedimentos.find((x) => x.id === p.procedimentoPrincipal)?.descricao ?? null,
    dataInclusao: p.dataInclusao,
    cidPrincipal: cid(p.cidPrincipal),
    stepAtualPedido: atual,
    listaStatusRastreio: etapas.map((id, i) => {
      const s = cat.status.find((x) => x.id === id);
      // Only the dates the seed knows: the inclusion (first step) and the last status change (current step).
      const datas: Record<number, string> = { [atual]: p.dataHoraAlteracaoStatus, 0: p.dataInclusao };
      const data = datas[i] ?? null;
      return { descricao: s?.descricao ?? '', cor: s?.cor ?? null, data };
    }),
  };
}

export const rastreioHandlers = [
  http.get(route('main', '/api/rastreioPedido/:codigoPedido'), ({ params }) => {
    const codigo = String(params.codigoPedido);
    const p = db.pedidos.find((x) => x.confirmado && x.codigo === codigo);
    if (!p) return mensagem(404, 'Pedido não encontrado.');
    return json(rastreio(p));
  }),
];
