// The manager's list, full request, rejection and the checklist list. The status change
// (PUT /api/alterarStatus/{id}) is answered by wizard-cirurgia.ts, shared with the reschedule wizard.
import { http, type HttpHandler } from 'msw';
import { readDateTime } from '@/lib/dates/read';
import { db } from '../../db/db';
import { authUser, json, mensagem, numberParam, readBody, requireAnyFlag, route } from '../http-helpers';
import { gerenteRow, passaFiltros, readFiltros } from './gerente-views';
import { pedidoDetail } from './pedido-views';

const porData = (a: { dataCirurgia: string | null }, b: { dataCirurgia: string | null }) =>
  (a.dataCirurgia ?? '').localeCompare(b.dataCirurgia ?? '');

export const gerenteHandlers: HttpHandler[] = [
  http.post(route('main', '/api/pedidoCirurgiaGerenteCentroCirurgico'), async ({ request }) => {
    const profissional = requireAnyFlag(request, 'acessoPedidosCirurgia');
    const filtros = readFiltros(await readBody(request));
    const proprios = profissional.centrosCirurgicos ?? [];
    const centros = filtros.centros.filter((c) => proprios.includes(c));
    if (!centros.length) return json([]);
    const rows = db.pedidos
      .filter((p) => passaFiltros(p, { ...filtros, centros }))
      .sort(porData)
      .map(gerenteRow);
    return json(rows);
  }),

  http.post(route('main', '/api/pedidoCirurgiaChecklist/:profissionalId'), async ({ request, params }) => {
    const profissional = requireAnyFlag(request, 'acessoChecklistGeral');
    if (numberParam(params.profissionalId) !== profissional.profissional_id) return mensagem(403, 'Acesso negado.');
    const filtros = readFiltros(await readBody(request));
    const proprios = profissional.centrosCirurgicos ?? [];
    const centros = (filtros.centros.length ? filtros.centros : proprios).filter((c) => proprios.includes(c));
    return json(
      db.pedidos
        .filter((p) => passaFiltros(p, { ...filtros, centros, onco: false }))
        .sort(porData)
        .map(gerenteRow),
    );
  }),

  http.get(route('main', '/api/pedidoCirurgiaGerente/:id'), ({ request, params }) => {
    authUser(request);
    const pedido = db.pedidos.find((p) => p.id === numberParam(params.id));
    if (!pedido) return mensagem(404, 'Pedido não encontrado.');
    return json(pedidoDetail(pedido));
  }),

  http.put(route('main', '/api/cancelarPedidoMotivo/:id'), async ({ request, params }) => {
    const profissional = requireAnyFlag(request, 'acessoPedidosCirurgia');
    if (profissional.acessoPedidosCirurgia === 'V') return mensagem(403, 'Acesso negado.');
    const body = await readBody(request);
    const pedido = db.pedidos.find((p) => p.id === numberParam(params.id));
    if (!pedido) return mensagem(404, 'Pedido não encontrado.');
    const motivo = typeof body.motivoRejeicao === 'string' ? body.motivoRejeicao : '';
    if (motivo.length > 4000) return mensagem(400, 'O motivo deve ter no máximo 4000 caracteres.');
    if (pedido.status === db.configuracoes.statusCancelado) return mensagem(409, 'O pedido já está cancelado.');
    pedido.status = db.configuracoes.statusCancelado;
    pedido.motivoRejeicao = motivo;
    pedido.dataHoraAlteracaoStatus = readDateTime(new Date()) ?? pedido.dataHoraAlteracaoStatus;
    return json({ id: pedido.id });
  }),
];
