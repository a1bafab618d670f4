import { describe, expect, it } from 'vitest';
import { ESCRITAS_DA_CORRECAO, ESCRITAS_DA_DEMANDA } from '@/features/wizard/model/demanda-submission';
import type { DemandaLida } from '@/features/wizard/model/demanda-to-form';
import {
  escritasDoEnvio,
  leiturasDoEnvio,
  registroDoEnvio,
  type EntradaDoEnvio,
  type Escrita,
} from '@/features/wizard/model/escritas-do-envio';
import { emptyWizardForm, EMPTY_ITENS, type WizardForm } from '@/features/wizard/model/form';
import { ESCRITAS_DA_REVISAO, ESCRITAS_DO_PEDIDO } from '@/features/wizard/model/submission';
import { sources } from './submission-sources';

// The writes a run's Enviar makes come from the list its spec names (docs/decisions/018-wizard-run-specs.md).

const opme = { id: 602, quantidade: 2, unidadeMedida: null, itemEventual: false, justificativaEventual: '' };

const form = (extra: Partial<WizardForm> = {}): WizardForm => ({
  ...emptyWizardForm(),
  carater: 2,
  centro: 3,
  responsavel: 101,
  dataHoraSugerida: '2026-12-01T07:00:00',
  agendamento: { inicio: '2026-12-01T07:00:00', fim: '2026-12-01T09:00:00', sala: 2, id: null },
  itens: { ...EMPTY_ITENS, opme: [opme] },
  ...extra,
});

const demandaLida: DemandaLida = {
  id: 1050,
  codigo: 'D2026-0101',
  itensSalvos: [],
  requisitante: { profissional: 103, equipe: 4 },
  status: 21,
};

const entrada = (extra: Partial<EntradaDoEnvio> = {}): EntradaDoEnvio => ({
  form: form(),
  registroId: 1050,
  fontes: sources(),
  statusInicialDemanda: 20,
  itensDaDemanda: [],
  demandaLida,
  ...extra,
});

const chamadas = (escritas: readonly Escrita[], e = entrada()) =>
  escritasDoEnvio(escritas, e).map((w) => `${w.method} ${w.path}`);

describe('the writes of a run’s Enviar, from the list its spec names', () => {
  it('a new request: its update with the initial status, the booking, the items, the urgency, the log', () => {
    const writes = escritasDoEnvio(ESCRITAS_DO_PEDIDO, entrada());
    expect(writes.map((w) => `${w.method} ${w.path}`)).toEqual([
      'PUT /api/pedidoCirurgia/1050',
      'POST /api/agendamentoSalaCirurgia',
      'POST /api/itemPedidoCirurgia',
      'PUT /api/finalizarPedidoUrgenciaEmergencia/1050',
      'POST /logpedido',
    ]);
    expect(writes[0].body).toMatchObject({ status: 1, profissionalRequisitante: 101, equipeRequisitante: 1 });
    expect(writes.at(-1)?.body).toMatchObject({ descricao: 'PEDIDO' });
  });

  it('a stored request’s review: the secondary procedures deleted first, the technical-review status and log', () => {
    const writes = escritasDoEnvio(ESCRITAS_DA_REVISAO, entrada());
    expect(writes.map((w) => `${w.method} ${w.path}`)).toEqual([
      'DELETE /api/excluirProcedimentosSecundariosPedidoCirurgia/1050',
      'PUT /api/pedidoCirurgia/1050',
      'POST /api/agendamentoSalaCirurgia',
      'POST /api/itemPedidoCirurgia',
      'PUT /api/finalizarPedidoUrgenciaEmergencia/1050',
      'POST /logpedido',
    ]);
    expect(writes[1].body).toMatchObject({ status: 3 });
    expect(writes.at(-1)?.body).toMatchObject({ descricao: 'REVISÃO TÉCNICA' });
  });

  it('a new demand: the session’s requester and the initial status, then its items not yet stored', () => {
    const writes = escritasDoEnvio(ESCRITAS_DA_DEMANDA, entrada());
    expect(writes.map((w) => `${w.method} ${w.path}`)).toEqual(['PUT /api/demanda/1050', 'POST /api/itemDemanda']);
    expect(writes[0].body).toMatchObject({ profissionalInclusao: 101, equipeRequisitante: 1, status: 20, salvo: 1 });
    expect(writes[1].body).toEqual({ item: 602, quantidade: 2, demanda: 1050 });
    const salvo = entrada({ itensDaDemanda: [{ grupo: 'opme', item: 602 }] });
    expect(chamadas(ESCRITAS_DA_DEMANDA, salvo)).toEqual(['PUT /api/demanda/1050']);
  });

  it('a gerente’s correction keeps the requester, team and status the demand was read with', () => {
    const [put] = escritasDoEnvio(ESCRITAS_DA_CORRECAO, entrada());
    expect(put.body).toMatchObject({ profissionalInclusao: 103, equipeRequisitante: 4, status: 21 });
    // A new demand's list ignores a demand read by another run.
    const [nova] = escritasDoEnvio(ESCRITAS_DA_DEMANDA, entrada());
    expect(nova.body).toMatchObject({ profissionalInclusao: 101, status: 20 });
  });

  it('writes only what the list names, in its order (a kind of run is a list, not a branch)', () => {
    expect(chamadas(['logPedido', 'pedido'])).toEqual(['POST /logpedido', 'PUT /api/pedidoCirurgia/1050']);
    expect(chamadas(['pedido', 'agendamento'], entrada({ form: form({ agendamento: null }) }))).toEqual([
      'PUT /api/pedidoCirurgia/1050',
    ]);
  });

  it('says what must be read before, and which record the writes save', () => {
    expect([...leiturasDoEnvio(ESCRITAS_DO_PEDIDO)].sort()).toEqual(['acomodacoes', 'itensDoPedido']);
    expect([...leiturasDoEnvio(ESCRITAS_DA_DEMANDA)]).toEqual(['itensDaDemanda']);
    expect([...leiturasDoEnvio(ESCRITAS_DA_CORRECAO)].sort()).toEqual(['demandaLida', 'itensDaDemanda']);
    expect(registroDoEnvio(ESCRITAS_DA_REVISAO)).toBe('pedido');
    expect(registroDoEnvio(ESCRITAS_DA_CORRECAO)).toBe('demanda');
  });
});
