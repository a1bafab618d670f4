// Step 2 (calendar and date checks), the submission writes and the manager's status change.
import { http, HttpResponse, type HttpHandler } from 'msw';
import { readDateTime } from '@/lib/dates/read';
import { lerDataHora } from '../../datas-documentadas';
import { addMinutes, clockMinutes, wallMinutes, weekday } from '@/lib/dates/wall-clock';
import { db, nextId } from '../../db/db';
import type { MockPedido } from '../../db/pedido-types';
import { authUser, json, mensagem, numberParam, readBody, route } from '../http-helpers';

const text = (v: unknown) => (Array.isArray(v) ? String(v[0]) : String(v ?? ''));
const num = (v: unknown) => (v === undefined || v === null || v === '' ? null : Number(v));

/** dd-MM-yyyy or dd-MM-yyyy-HH-mm of the validation paths as a wall-clock value. */
function fromPathDate(value: string): string | null {
  const m = /^(\d{2})-(\d{2})-(\d{4})(?:-(\d{2})-(\d{2}))?$/.exec(value);
  if (!m) return readDateTime(decodeURIComponent(value));
  const [, d, mo, y, h = '00', mi = '00'] = m;
  return `${y}-${mo}-${d}T${h}:${mi}:00`;
}

function pedidoOr404(id: number): MockPedido | Response {
  return db.pedidos.find((p) => p.id === id) ?? mensagem(404, 'Pedido não encontrado.');
}

/** Bookings of a room: the booking table plus confirmed requests holding a suggested date in that room. */
function reservasDaSala(sala: number, exceptPedido?: number) {
  return db.agendamentos
    .filter((a) => a.sala === sala && a.pedidoCirurgia !== exceptPedido)
    .map((a) => ({
      id: a.pedidoCirurgia,
      codigo: a.codigo,
      dataInicio: a.inicioCirurgia,
      dataFim: a.finalEfetivoCirurgia,
    }));
}

/** Working time between now and a date, for the SLA checks: whole weekdays, or hours on weekdays. */
function diasUteisAte(data: string): number {
  let dias = 0;
  let d = wallMinutes(new Date().toISOString().slice(0, 10));
  const fim = wallMinutes(data.slice(0, 10));
  while (d < fim) {
    d += 1440;
    if (weekday(addMinutes('1970-01-01T00:00:00', d).slice(0, 10)) <= 5) dias += 1;
  }
  return dias;
}

const DENTRO_SLA = 'Data selecionada está dentro do prazo mínimo do SLA.';

export const wizardCirurgiaHandlers: HttpHandler[] = [
  http.get(route('main', '/api/programacoes/:equipeId/:centroId'), ({ request, params }) => {
    authUser(request);
    const equipe = numberParam(params.equipeId);
    const centro = numberParam(params.centroId);
    return json(db.programacoes.filter((p) => p.equipe === equipe && p.centroCirurgico === centro));
  }),

  http.get(route('main', '/api/pedidosWizard/:inicio/:fim/:equipeId/:salaId'), ({ request, params }) => {
    authUser(request);
    const inicio = readDateTime(decodeURIComponent(text(params.inicio))) ?? fromPathDate(text(params.inicio));
    const fim = readDateTime(decodeURIComponent(text(params.fim))) ?? fromPathDate(text(params.fim));
    if (!inicio || !fim) return mensagem(400, 'Período inválido.');
    const de = wallMinutes(inicio);
    const ate = wallMinutes(fim) + 1440;
    return json(
      reservasDaSala(numberParam(params.salaId)).filter(
        (r) => wallMinutes(r.dataFim) > de && wallMinutes(r.dataInicio) < ate,
      ),
    );
  }),

  http.get(
    route('main', '/api/recuperarSalaCirurgica/:inicio/:duracao/:carater/:profissional/:sala/:equipe/:centro'),
    ({ request, params }) => {
      authUser(request);
      const inicio = fromPathDate(decodeURIComponent(text(params.inicio)));
      const duracao = numberParam(params.duracao);
      const sala = numberParam(params.sala);
      if (!inicio || !Number.isFinite(duracao)) return mensagem(400, 'Data inválida');
      const final = addMinutes(inicio, duracao);
      if (numberParam(params.carater) !== db.configuracoes.caraterEletivo) return json({ finalEfetivoCirurgia: final });
      const programada = db.programacoes.some(
        (p) =>
          p.salaCirurgia_id === sala &&
          p.equipe === numberParam(params.equipe) &&
          p.diaSemana === weekday(inicio) &&
          clockMinutes(p.horaInicio) <= clockMinutes(inicio.slice(11, 16)) &&
          clockMinutes(inicio.slice(11, 16)) + duracao <= clockMinutes(p.horaFim),
      );
      if (!programada) return mensagem(400, 'Sala de cirurgia não pode ser utilizada.');
      const fimOcupado = wallMinutes(final) + (db.configuracoes.intervaloUsoSalaCirurgica ?? 0);
      const conflito = reservasDaSala(sala).some(
        (r) => wallMinutes(r.dataInicio) < fimOcupado && wallMinutes(inicio) < wallMinutes(r.dataFim),
      );
      return conflito
        ? mensagem(400, 'Data não pode ser utilizada, selecione outra.')
        : json({ finalEfetivoCirurgia: final });
    },
  ),

  http.get(route('main', '/api/validarDataCirurgiaEmHorasUteis/:dataHora/:sla'), ({ request, params }) => {
    authUser(request);
    const data = fromPathDate(text(params.dataHora));
    if (!data) return mensagem(400, 'Data inválida');
    const horas = diasUteisAte(data) * 24;
    return json({ mensagem: horas < numberParam(params.sla) ? DENTRO_SLA : '' });
  }),

  http.get(route('main', '/api/validarDataCirurgiaEmDiasUteis/:data/:sla'), ({ request, params }) => {
    authUser(request);
    const data = fromPathDate(text(params.data));
    if (!data) return mensagem(400, 'Data inválida');
    return json({ mensagem: diasUteisAte(data) < numberParam(params.sla) ? DENTRO_SLA : '' });
  }),

  http.get(route('main', '/api/pedidoCirurgiaCaixaCirurgica/:caixaId'), ({ request, params }) => {
    authUser(request);
    const caixa = numberParam(params.caixaId);
    const usando = db.pedidos.filter(
      (p) => p.confirmado && p.itens.some((i) => i.item === caixa) && p.dataHoraSugerida,
    );
    return json(
      usando.map((p) => ({
        id: p.id,
        codigo: p.codigo,
        paciente: p.paciente?.nome ?? null,
        atendimento: p.atendimento?.numeroFAA ?? null,
        profissionalRequisitante:
          db.users.find((u) => u.profissional.profissional_id === p.profissionalRequisitante)?.profissional.nome ??
          null,
        dataInclusao: p.dataInclusao,
        dataCirurgia: p.dataHoraSugerida,
        dataFinalPrevista:
          p.dataHoraSugerida && p.duracaoEstimada ? addMinutes(p.dataHoraSugerida, p.duracaoEstimada) : null,
      })),
    );
  }),

  // The patient's demands for the procedure, saved and not cancelled (the demand wizard's duplicate warning).
  http.get(route('main', '/api/demandaPacienteProcedimento/:seqPaciente/:procedimentoId'), ({ request, params }) => {
    authUser(request);
    const paciente = numberParam(params.seqPaciente);
    const procedimento = numberParam(params.procedimentoId);
    return json(
      db.demandas
        .filter(
          (d) =>
            d.salvo &&
            d.situacao !== 'cancelada' &&
            d.seqPaciente === paciente &&
            d.procedimentoPrincipal === procedimento,
        )
        .map((d) => ({
          id: d.id,
          codigo: d.codigo,
          profissionalInclusao:
            db.users.find((u) => u.profissional.profissional_id === d.profissionalInclusao)?.profissional.nome ?? null,
          dataInclusao: d.dataInclusao,
        })),
    );
  }),

  http.post(route('main', '/api/agendamentoSalaCirurgia'), async ({ request }) => {
    authUser(request);
    const body = await readBody(request);
    const pedido = pedidoOr404(Number(body.pedidoCirurgia));
    if (pedido instanceof Response) return pedido;
    const inicio = lerDataHora(body.inicioCirurgia);
    const final = lerDataHora(body.finalEfetivoCirurgia);
    if (!inicio || !final) return mensagem(400, 'Horário inválido.');
    const agendamento = {
      id: nextId(),
      pedidoCirurgia: pedido.id,
      codigo: pedido.codigo,
      sala: pedido.salaCirurgia ?? 1,
      inicioCirurgia: inicio,
      finalEfetivoCirurgia: final,
    };
    db.agendamentos.push(agendamento);
    return json({ id: agendamento.id }, { status: 201 });
  }),

  http.put(route('main', '/api/agendamentoSalaCirurgia/:id'), async ({ request, params }) => {
    authUser(request);
    const body = await readBody(request);
    // The manager and the reschedule address the booking by its request (docs/decisions.md 'agendamento PUT').
    const id = numberParam(params.id);
    const agendamento =
      db.agendamentos.find((a) => a.pedidoCirurgia === id) ?? db.agendamentos.find((a) => a.id === id);
    if (!agendamento) return mensagem(404, 'Agendamento não encontrado.');
    const inicio = lerDataHora(body.inicioCirurgia);
    if (!inicio) return mensagem(400, 'Horário inválido.');
    const duracao = wallMinutes(agendamento.finalEfetivoCirurgia) - wallMinutes(agendamento.inicioCirurgia);
    agendamento.inicioCirurgia = inicio;
    // The room is the request's (its update, sent first, carries the room of the new slot).
    agendamento.sala = db.pedidos.find((p) => p.id === agendamento.pedidoCirurgia)?.salaCirurgia ?? agendamento.sala;
    agendamento.finalEfetivoCirurgia = lerDataHora(body.finalEfetivoCirurgia) ?? addMinutes(inicio, duracao);
    return json({ id: agendamento.id });
  }),

  http.post(route('main', '/api/itemPedidoCirurgia'), async ({ request }) => {
    authUser(request);
    const body = await readBody(request);
    const pedido = pedidoOr404(Number(body.pedidoCirurgia));
    if (pedido instanceof Response) return pedido;
    const item = num(body.item);
    if (item === null) return mensagem(400, 'Item obrigatório.');
    const novo = {
      id: nextId(),
      item,
      quantidade: Math.max(1, num(body.quantidade) ?? 1),
      itemEventual: body.itemEventual === true || body.itemEventual === 'true',
      justificativaEventual: typeof body.justificativaEventual === 'string' ? body.justificativaEventual : null,
      unidadeMedida: num(body.unidadeMedida),
    };
    pedido.itens.push(novo);
    return json({ id: novo.id }, { status: 201 });
  }),

  http.delete(route('main', '/api/excluirProcedimentosSecundariosPedidoCirurgia/:id'), ({ request, params }) => {
    authUser(request);
    const pedido = pedidoOr404(numberParam(params.id));
    if (pedido instanceof Response) return pedido;
    pedido.procedimentoSecundario = [];
    return new HttpResponse(null, { status: 204 });
  }),

  http.delete(route('main', '/api/excluirItensPedidoCirurgia/:id'), ({ request, params }) => {
    authUser(request);
    const pedido = pedidoOr404(numberParam(params.id));
    if (pedido instanceof Response) return pedido;
    pedido.itens = [];
    return new HttpResponse(null, { status: 204 });
  }),

  http.delete(route('main', '/api/parecerAreaTecnica/:id'), ({ request, params }) => {
    authUser(request);
    db.pareceresExcluidos.push(numberParam(params.id));
    return new HttpResponse(null, { status: 204 });
  }),

  http.put(route('main', '/api/finalizarTransformacaoDemanda'), async ({ request }) => {
    const profissional = authUser(request);
    const body = await readBody(request);
    const idDemanda = num(body.idDemanda);
    const idPedido = num(body.idPedido);
    if (idDemanda === null || idPedido === null) return mensagem(400, 'Demanda e pedido obrigatórios.');
    db.demandasFinalizadas.push({
      idDemanda,
      idPedido,
      idProfissional: num(body.idProfissional) ?? profissional.profissional_id,
    });
    return json({ id: idDemanda });
  }),

  http.put(route('main', '/api/finalizarPedidoUrgenciaEmergencia/:id'), ({ request, params }) => {
    authUser(request);
    const pedido = pedidoOr404(numberParam(params.id));
    if (pedido instanceof Response) return pedido;
    pedido.status = db.configuracoes.statusFinalizado ?? pedido.status;
    pedido.dataHoraAlteracaoStatus = new Date().toISOString().slice(0, 19);
    return json({ id: pedido.id });
  }),

  http.put(route('main', '/api/aprovacaoAutomaticaModeloPedidoCirurgia/:id'), ({ request, params }) => {
    authUser(request);
    const pedido = pedidoOr404(numberParam(params.id));
    if (pedido instanceof Response) return pedido;
    return json({ id: pedido.id });
  }),

  http.put(route('main', '/api/alterarStatus/:id'), async ({ request, params }) => {
    authUser(request);
    const body = await readBody(request);
    const pedido = pedidoOr404(numberParam(params.id));
    if (pedido instanceof Response) return pedido;
    const status = num(body.idStatusPedido);
    if (status === null) return mensagem(400, 'Status obrigatório.');
    pedido.status = status;
    pedido.dataHoraAlteracaoStatus = new Date().toISOString().slice(0, 19);
    const nova = lerDataHora(body.dataHoraSugeridaReagendamento ?? body.dataConfirmadaCirurgia);
    if (nova) pedido.dataHoraSugerida = nova;
    const internacao = lerDataHora(body.dataInternacaoReagendamento ?? body.dataConfirmadaInternacao);
    if (internacao) pedido.dataInternacao = internacao;
    const leito = num(body.codigoLeitoInternacao);
    if (leito !== null && !Number.isNaN(leito)) pedido.codigoLeitoInternacao = leito;
    return json({ id: pedido.id });
  }),
];
