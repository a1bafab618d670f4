// The manager's edit flow as data (§4 'Reschedule', §7 'Request submission and reschedule'): a reschedule adds the
// status change and the opinion deletion after the request update, updates the booking with PUT and logs
// 'REAGENDAMENTO - {reason}'; a conference without a reschedule logs 'REVISÃO TÉCNICA'. Each new write resumes.
import { describe, expect, it } from 'vitest';
import { emptyWizardForm, type WizardForm } from '@/features/wizard/model/form';
import type { Escrita } from '@/api/escritas/escrita';
import { submissionPlan } from '@/features/wizard/model/submission';
import { descricaoLog, submissionInput, type SubmissionSources } from '@/features/wizard/model/submission-input';
import { fontesDoPedidoLido, precisaMotivo } from '@/features/wizard/model/reagendamento';
import { sequencia } from '../../../utils/sequencia';

const sources = (extra: Partial<SubmissionSources> = {}): SubmissionSources => ({
  pedidoId: 1007,
  edicao: true,
  modelo: null,
  idDemanda: null,
  profissional: { userid: 3, username: 'mariana.lima', profissional_id: 103, equipe_id: 2 },
  config: {
    statusInicial: 1,
    statusRevisaoTecnica: 3,
    statusReagendado: 4,
    caraterUrgencia: 2,
    itemPadraoExigenciaParecerNir: null,
    itensInclusaoAutomaticaSaudeSuplementar: [],
  },
  acomodacaoExigeNir: false,
  internacaoBloqueada: false,
  agendamentoId: 1007,
  // The request holds an item no longer chosen: its items are deleted before the chosen ones are created.
  itensExistentes: [
    { item: 300, quantidade: 1, unidadeMedida: null, itemEventual: false, justificativaEventual: null },
  ],
  ...extra,
});

const form = (extra: Partial<WizardForm> = {}): WizardForm => ({
  ...emptyWizardForm(),
  carater: 1,
  dataHoraSugerida: '2026-12-02T07:00:00',
  dataInternacao: '2026-12-01T07:00:00',
  agendamento: { inicio: '2026-12-02T07:00:00', fim: '2026-12-02T09:00:00', sala: 1, id: null },
  itens: {
    ...emptyWizardForm().itens,
    consumivel: [{ id: 301, quantidade: 2, unidadeMedida: null, itemEventual: false, justificativaEventual: '' }],
  },
  ...extra,
});

const route = (w: Escrita) => `${w.method} ${w.path}`;
const write = (plan: readonly Escrita[], id: string) => plan.find((w) => w.id === id);
const MOTIVO = { motivo: { id: 2, descricao: 'INDISPONIBILIDADE DE SALA' } };

describe('the reschedule in the submission plan', () => {
  it('deletes the old procedures and items, updates, changes the status, deletes the opinion, PUTs the booking', () => {
    const plan = submissionPlan(submissionInput(form(), sources({ reagendamento: MOTIVO })));
    expect(plan.map(route)).toEqual([
      'POST /api/internacao',
      'DELETE /api/excluirProcedimentosSecundariosPedidoCirurgia/1007',
      'DELETE /api/excluirItensPedidoCirurgia/1007',
      'PUT /api/pedidoCirurgia/1007',
      'PUT /api/alterarStatus/1007',
      'DELETE /api/parecerAreaTecnica/1007',
      'PUT /api/agendamentoSalaCirurgia/1007',
      'POST /api/itemPedidoCirurgia',
      'POST /logpedido',
    ]);
    expect(write(plan, 'pedido')?.body).toMatchObject({ status: 4, confirmado: 1 });
    expect(write(plan, 'alterar-status')?.body).toEqual({
      idStatusPedido: 4,
      idMotivoReagendamento: 2,
      idProfissionalReagenda: 103,
      dataHoraSugeridaReagendamento: '2026-12-02T07:00:00',
      dataInternacaoReagendamento: '2026-12-01T07:00:00',
    });
    expect(write(plan, 'agendamento')?.body).toEqual({
      inicioCirurgia: '2026-12-02T07:00:00',
      finalEfetivoCirurgia: '2026-12-02T09:00:00',
      pedidoCirurgia: 1007,
    });
    expect(plan.at(-1)?.body).toMatchObject({ tipo: 'Status', descricao: 'REAGENDAMENTO - INDISPONIBILIDADE DE SALA' });
  });

  it('without a reschedule: technical-review status, no status change nor opinion deletion, REVISÃO TÉCNICA', () => {
    const plan = submissionPlan(submissionInput(form({ agendamento: null }), sources()));
    expect(plan.map(route)).toEqual([
      'POST /api/internacao',
      'DELETE /api/excluirProcedimentosSecundariosPedidoCirurgia/1007',
      'DELETE /api/excluirItensPedidoCirurgia/1007',
      'PUT /api/pedidoCirurgia/1007',
      'POST /api/itemPedidoCirurgia',
      'POST /logpedido',
    ]);
    expect(write(plan, 'pedido')?.body).toMatchObject({ status: 3 });
    expect(plan.at(-1)?.body).toMatchObject({ descricao: 'REVISÃO TÉCNICA' });
  });

  it('resends the conference timestamp and the request’s model as they were', () => {
    const plan = submissionPlan(
      submissionInput(form(), sources({ primeiraConferencia: '2026-11-22T10:00:00', idModeloPedidoCirurgia: 9 })),
    );
    expect(write(plan, 'pedido')?.body).toMatchObject({
      primeiraConferencia: '2026-11-22T10:00:00',
      idModeloPedidoCirurgia: 9,
    });
  });

  it('resends the request’s requester and team, not the manager’s', () => {
    const plan = submissionPlan(submissionInput(form(), sources({ requisitante: { profissional: 101, equipe: 1 } })));
    expect(write(plan, 'pedido')?.body).toMatchObject({ profissionalRequisitante: 101, equipeRequisitante: 1 });
  });

  it('a reason is needed when the surgery date, admission date, centre or character changed since the start', () => {
    const base = {
      dataHoraSugerida: '2026-12-02T07:00:00',
      dataInternacao: '2026-12-01T07:00:00',
      centro: 1,
      carater: 1,
    };
    const gerente = { base };
    const f = form({ centro: 1 });
    expect(precisaMotivo(gerente, f)).toBe(false);
    expect(precisaMotivo({}, form({ centro: 2 }))).toBe(false);
    expect(precisaMotivo(gerente, { ...f, dataHoraSugerida: '2026-12-03T07:00:00' })).toBe(true);
    expect(precisaMotivo(gerente, { ...f, dataInternacao: '2026-11-30T07:00:00' })).toBe(true);
    expect(precisaMotivo(gerente, { ...f, centro: 2 })).toBe(true);
    expect(precisaMotivo(gerente, { ...f, carater: 2 })).toBe(true);
    expect(fontesDoPedidoLido(null, null)).toEqual({});
    expect(fontesDoPedidoLido({ ...gerente, agendamentoId: 1007 }, { id: 1, descricao: 'X' })).toMatchObject({
      agendamentoId: 1007,
      reagendamento: { motivo: { id: 1, descricao: 'X' } },
    });
  });

  it('an automatic item the request read back already holds is not created twice', () => {
    const leito = { id: 501, quantidade: 1, unidadeMedida: null, itemEventual: false, justificativaEventual: '' };
    const f = form({ itens: { ...emptyWizardForm().itens, equipamentos: [leito] } });
    const s = sources({
      config: { ...sources().config, itemPadraoExigenciaParecerNir: 501 },
      acomodacaoExigeNir: true,
    });
    const itens = submissionPlan(submissionInput(f, s)).filter((w) => w.path === '/api/itemPedidoCirurgia');
    expect(itens.map((w) => w.body?.item)).toEqual([501]);
  });

  it('a request without a booking gets one with POST', () => {
    const plan = submissionPlan(submissionInput(form(), sources({ agendamentoId: null, reagendamento: MOTIVO })));
    expect(plan.map(route)).toContain('POST /api/agendamentoSalaCirurgia');
  });

  it('names the log of each flow', () => {
    expect(descricaoLog({ edicao: false })).toBe('PEDIDO');
    expect(descricaoLog({ edicao: true })).toBe('REVISÃO TÉCNICA');
    expect(
      descricaoLog({ edicao: true, reagendamento: { motivo: { id: 1, descricao: 'SOLICITAÇÃO DO PACIENTE' } } }),
    ).toBe('REAGENDAMENTO - SOLICITAÇÃO DO PACIENTE');
  });

  it.each([
    ['PUT /api/alterarStatus/1007', 'Erro ao confirmar pedido: Status obrigatório.'],
    ['DELETE /api/parecerAreaTecnica/1007', 'Erro ao confirmar pedido: Status obrigatório.'],
    ['PUT /api/agendamentoSalaCirurgia/1007', 'Erro ao agendar sala de cirurgia'],
  ])('a failure at %s stops with “%s” and a second run resumes there', async (failing, message) => {
    const plan = submissionPlan(submissionInput(form(), sources({ reagendamento: MOTIVO })));
    const correr = sequencia();
    const sent: string[] = [];
    let fail = true;
    const send = async (w: Escrita) => {
      sent.push(route(w));
      if (fail && route(w) === failing) throw new Error('Status obrigatório.');
      // Each record answers its id (the admission's is sent with the request).
      return { id: 1 };
    };
    const describe = (e: unknown) => (e instanceof Error ? e.message : String(e));
    const first = await correr(plan, send, describe);
    expect(first).toMatchObject({ ok: false, mensagem: message });
    fail = false;
    sent.length = 0;
    expect(await correr(plan, send, describe)).toEqual({ ok: true });
    expect(sent[0]).toBe(failing);
    expect(sent).not.toContain('PUT /api/pedidoCirurgia/1007');
  });
});
