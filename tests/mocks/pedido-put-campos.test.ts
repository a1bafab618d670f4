// PUT /api/pedidoCirurgia/{id} stores every field of the §3 payload (wizards-and-management.md §3 'Request') and
// GET /api/pedidoCirurgia/{id} returns it, in both mock dialects: the request read back is the one sent.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mainApi } from '@/api/clients';
import { pedidoDetailSchema } from '@/api/pedidos/get-pedido';
import type { PedidoCampo } from '@/features/wizard/model/pedido-campos';
import { parseResponse } from '@/lib/http/parse-response';
import { readDateTime } from '@/lib/dates/read';
import { readId, readText } from '@/lib/schema/normalise';
import { db } from '@mocks/db/db';
import { setDialect } from '@mocks/dialect';
import { signInAs } from '../utils/render-app';

describe.each(['default', 'alt'] as const)('the request write and its read (%s dialect)', (dialect) => {
  beforeEach(() => setDialect(dialect));
  afterEach(() => setDialect('default'));

  it('each field of the §3 payload survives a PUT and a GET', async () => {
    signInAs('carlos.mendes');
    const pedido = db.pedidos.find((p) => p.confirmado && p.cidSecundario.length === 0)!;
    const [cidA, cidB] = [17, 18];
    // Every documented field, typed by the one field list: a field added to it must be added here.
    const payload: Record<PedidoCampo, unknown> = {
      atendimento: pedido.atendimento?.id ?? null,
      paciente: pedido.paciente?.id ?? null,
      status: pedido.status,
      motivoRejeicao: 'Exames incompletos',
      profissionalRequisitante: pedido.profissionalRequisitante,
      dataHoraSugerida: '2026-12-02T08:00',
      caraterAtendimento: 1,
      profissionalResponsavel: pedido.profissionalRequisitante,
      centroCirurgico: 1,
      salaCirurgia: 1,
      lateralidade: 'E',
      indicacaoClinica: 'Indicação enviada',
      cidPrincipal: 17,
      cidSecundario: [cidA, cidB],
      prioridadeCirurgia: 1,
      internacao: pedido.internacao?.id ?? null,
      tipoAnestesia: 1,
      equipeRequisitante: 1,
      procedimentoPrincipal: 17,
      quantidadeProcedimentoPrincipal: 2,
      procedimentoSecundario: [{ id: 17, quantidade: 3 }],
      confirmado: 1,
      duracaoEstimada: 150,
      dataInternacao: '2026-12-01T07:00',
      motivoAntecipacaoInternacao: 1,
      primeiraConferencia: '2026-11-24T10:30',
      codigoLeitoInternacao: 42,
      necessariaAvaliacaoAnestesica: true,
      motivoAvaliacaoAnestesica: 'Cardiopata',
      modalidadeAtendimento: 1,
      idModeloPedidoCirurgia: 5,
      ano0: '2026',
      statusInicial: 3,
      principaisSinaisSintomas: 'Dor',
      principaisResultadosProvasDiagnosticas: 'Radiografia',
      recursosNecessariosAtendimentoPaciente: 'Intensificador',
      historiaClinica: 'Queda',
      areaMedica: 1,
      eOncologica: '1',
    };
    await mainApi.put(`/api/pedidoCirurgia/${pedido.id}`, payload);
    const bruto: unknown = await mainApi.get(`/api/pedidoCirurgia/${pedido.id}`);
    const lido = parseResponse(pedidoDetailSchema, bruto, 'GET /api/pedidoCirurgia/{id}');
    const campo = (k: string) => (bruto && typeof bruto === 'object' ? Reflect.get(bruto, k) : undefined);

    expect(lido.cidSecundario.map((c) => c?.id)).toEqual([cidA, cidB]);
    expect(lido.procedimentoSecundario.map((s) => [s?.procedimento?.id, s?.quantidade])).toEqual([[17, 3]]);
    expect(lido.necessariaAvaliacaoAnestesica).toBe(true);
    expect(lido.motivoAvaliacaoAnestesica).toBe('Cardiopata');
    expect(lido.eOncologica).toBe(true);
    expect(lido.codigoLeitoInternacao).toBe(42);
    expect(lido.idModeloPedidoCirurgia).toBe(5);
    expect(lido.primeiraConferencia).toBe(readDateTime('2026-11-24T10:30'));
    expect(lido.profissionalRequisitante?.id).toBe(pedido.profissionalRequisitante);
    expect(lido.equipeRequisitante?.id).toBe(1);
    expect(lido.indicacaoClinica).toBe('Indicação enviada');
    expect(lido.quantidadeProcedimentoPrincipal).toBe(2);
    expect(lido.duracaoEstimada).toBe(150);
    expect(lido.lateralidade).toBe('E');
    expect(readText(campo('motivoRejeicao'))).toBe('Exames incompletos');
    expect(readText(campo('ano0'))).toBe('2026');
    expect(readId(campo('statusInicial'))).toBe(3);

    // 'Não' read back as 'Não', and a blank as none (every field is sent again: the contract's PUT has them all).
    await mainApi.put(`/api/pedidoCirurgia/${pedido.id}`, {
      ...payload,
      eOncologica: '2',
      motivoAvaliacaoAnestesica: null,
    });
    const depois = parseResponse(
      pedidoDetailSchema,
      await mainApi.get(`/api/pedidoCirurgia/${pedido.id}`),
      'GET /api/pedidoCirurgia/{id}',
    );
    expect(depois.eOncologica).toBe(false);
    expect(depois.motivoAvaliacaoAnestesica).toBeNull();
  });
});
