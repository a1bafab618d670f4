import { describe, expect, it } from 'vitest';
import type { ModeloPedido } from '@/api/catalogues/schemas';
import { emptyWizardForm, EMPTY_ITENS, type WizardForm } from '@/features/wizard/model/form';
import { submissionPlan } from '@/features/wizard/model/submission';
import { submissionInput, type SubmissionSources } from '@/features/wizard/model/submission-input';
import { sources } from './submission-sources';

const form = (extra: Partial<WizardForm> = {}): WizardForm => ({
  ...emptyWizardForm(),
  carater: 1,
  dataHoraSugerida: '2026-12-01T07:00:00',
  agendamento: { inicio: '2026-12-01T07:00:00', fim: '2026-12-01T09:00:00', sala: 2, id: null },
  ...extra,
});

const item = (id: number, quantidade = 1, extra = {}) => ({
  id,
  quantidade,
  unidadeMedida: null,
  itemEventual: false,
  justificativaEventual: '',
  ...extra,
});

const modelo = (aprovacaoAutomatica: boolean): ModeloPedido => ({
  id: 77,
  descricao: 'ARTROPLASTIA',
  equipe: 1,
  campanha: null,
  centroCirurgicoPadrao: null,
  centrosCirurgicosPermitidos: [],
  caraterAtendimentoPadrao: null,
  caracteresAtendimentoPermitidos: [],
  lateralidadePadrao: null,
  lateralidadesPermitidas: [],
  cidPrincipalPadrao: null,
  cidsPermitidos: [],
  tipoAcomodacaoPadrao: null,
  tiposAcomodacaoPermitidos: [],
  motivoAntecipacaoPadrao: null,
  motivosAntecipacaoPermitidos: [],
  tipoAnestesiaPadrao: null,
  tiposAnestesiaPermitidos: [],
  procedimentoPrincipalPadrao: null,
  procedimentosPermitidos: [],
  itensPermitidos: [],
  duracaoEstimadaMinima: null,
  duracaoEstimadaMaxima: null,
  diariasPrevistasMinima: null,
  diariasPrevistasMaxima: null,
  necessitaLeito: null,
  SLA: null,
  perspectivaValidacaoDosDias: null,
  aprovacaoAutomatica,
});

describe('the submission input (§4 Submission of a request)', () => {
  it('sends the request with the initial status, confirmado 1, the booking, and logs Status PEDIDO', () => {
    const input = submissionInput(form(), sources());
    expect(input.pedidoId).toBe(1050);
    expect(input.pedido).toMatchObject({
      status: 1,
      statusInicial: 1,
      confirmado: 1,
      dataHoraSugerida: '2026-12-01T07:00:00',
      profissionalRequisitante: 101,
      equipeRequisitante: 1,
      idModeloPedidoCirurgia: null,
    });
    expect(input.edicao).toBe(false);
    expect(input.agendamento).toEqual({
      inicioCirurgia: '2026-12-01T07:00:00',
      finalEfetivoCirurgia: '2026-12-01T09:00:00',
      id: null,
    });
    expect(input.demanda).toBeNull();
    expect(input.urgencia).toBe(false);
    expect(input.aprovacaoAutomatica).toBe(false);
    expect(input.log).toEqual({ id_usuario: 1, username: 'carlos.mendes', descricao: 'PEDIDO' });
    const log = submissionPlan(input).at(-1);
    expect(log?.body).toMatchObject({ tipo: 'Status', descricao: 'PEDIDO', id_pedido: 1050 });
  });

  it('in the edit flow sends the technical-review status and logs REVISÃO TÉCNICA', () => {
    const input = submissionInput(form(), sources({ edicao: true }));
    expect(input.pedido).toMatchObject({ status: 3, statusInicial: 1, confirmado: 1 });
    expect(input.log.descricao).toBe('REVISÃO TÉCNICA');
  });

  it('updates an existing booking (its id), and sends none without a slot', () => {
    const comId = form({ agendamento: { inicio: '2026-12-01T07:00:00', fim: '2026-12-01T09:00:00', sala: 2, id: 9 } });
    expect(submissionInput(comId, sources()).agendamento?.id).toBe(9);
    expect(submissionInput(form({ agendamento: null }), sources()).agendamento).toBeNull();
  });

  it('finalises the source demand, the urgency and the model’s automatic approval', () => {
    const input = submissionInput(form({ carater: 2 }), sources({ idDemanda: 40, modelo: modelo(true) }));
    expect(input.demanda).toEqual({ idDemanda: 40, idProfissional: 101 });
    expect(input.urgencia).toBe(true);
    expect(input.aprovacaoAutomatica).toBe(true);
    expect(input.pedido).toMatchObject({ idModeloPedidoCirurgia: 77 });
    expect(submissionInput(form(), sources({ modelo: modelo(false) })).aprovacaoAutomatica).toBe(false);
  });

  it('sends the chosen items (step 3) first, then the automatic ones', () => {
    const itens = {
      ...EMPTY_ITENS,
      consumivel: [item(201, 5)],
      hemocomponentes: [item(401, 2, { unidadeMedida: 3 })],
      equipamentos: [item(503, 2)],
    };
    expect(submissionInput(form({ itens }), sources({ acomodacaoExigeNir: true })).itens).toEqual([
      { item: 201, quantidade: 5 },
      { item: 401, quantidade: 2, unidadeMedida: 3 },
      { item: 503, quantidade: 1, quantidadeUm: true },
      { item: 501, quantidade: 1 },
    ]);
  });

  it('adds the NIR item when the accommodation requires it or the bed code is above 0', () => {
    const ids = (f: WizardForm, s: SubmissionSources) => submissionInput(f, s).itens.map((i) => i.item);
    expect(ids(form(), sources())).toEqual([]);
    expect(ids(form(), sources({ acomodacaoExigeNir: true }))).toEqual([501]);
    const leito = form();
    leito.paciente = { ...leito.paciente, codLeito: '12' };
    expect(ids(leito, sources())).toEqual([501]);
    expect(submissionInput(leito, sources()).pedido).toMatchObject({ codigoLeitoInternacao: 12 });
    leito.paciente = { ...leito.paciente, codLeito: '0' };
    expect(ids(leito, sources())).toEqual([]);
  });

  it('adds the supplementary items for tipoPedido 1 and skips the default bed item when the modality blocks it', () => {
    const ids = (f: WizardForm, s: SubmissionSources) => submissionInput(f, s).itens.map((i) => i.item);
    const suplementar = form({ tipoPedido: '1' });
    expect(ids(suplementar, sources())).toEqual([502]);
    const comLeito = sources({
      acomodacaoExigeNir: true,
      config: { ...sources().config, itensInclusaoAutomaticaSaudeSuplementar: [501, 502] },
    });
    expect(ids(suplementar, comLeito)).toEqual([501, 502]);
    expect(ids(suplementar, { ...comLeito, internacaoBloqueada: true })).toEqual([502]);
  });
});
