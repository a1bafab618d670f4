import { describe, expect, it } from 'vitest';
import { emptyWizardForm } from '@/features/wizard/model/form';
import { PEDIDO_CAMPOS } from '@/features/wizard/model/pedido-campos';
import { isReagendamento, toPedidoPayload } from '@/features/wizard/model/pedido-payload';

describe('the request as sent (§3)', () => {
  it('carries every documented field, in order, with the form’s values', () => {
    const f = {
      ...emptyWizardForm(),
      ids: { paciente: 11, atendimento: 12, internacao: null },
      carater: 1,
      responsavel: 101,
      centro: 1,
      sala: null,
      lateralidade: 'D' as const,
      indicacao: 'ARTROSE PRIMÁRIA COM DOR INCAPACITANTE',
      cidPrincipal: 7,
      cidsSecundarios: [8, 9],
      prioridade: 2,
      tipoAnestesia: 3,
      procedimentoPrincipal: 40,
      quantidadePrincipal: 1,
      secundarios: [{ id: 41, quantidade: 2 }],
      duracaoEstimada: 180,
      dataInternacao: '2026-11-30T07:00',
      modalidade: 1,
      oncologica: '2' as const,
      sinais: '',
    };
    const body = toPedidoPayload(f, {
      profissionalRequisitante: 102,
      equipeRequisitante: 1,
      status: 1,
      statusInicial: 1,
      dataHoraSugerida: '2026-12-01T07:00:00',
      idModeloPedidoCirurgia: null,
      codigoLeitoInternacao: null,
    });
    expect(Object.keys(body)).toEqual(PEDIDO_CAMPOS);
    expect(body).toMatchObject({
      paciente: 11,
      atendimento: 12,
      salaCirurgia: 1, // default room
      confirmado: 1,
      ano0: null,
      cidSecundario: [8, 9],
      procedimentoSecundario: [{ id: 41, quantidade: 2 }],
      principaisSinaisSintomas: null,
      eOncologica: '2',
      dataHoraSugerida: '2026-12-01T07:00:00',
      // Sent with its seconds, as every other date-time.
      dataInternacao: '2026-11-30T07:00:00',
    });
  });
});

describe('reschedule (§4)', () => {
  const base = { dataHoraSugerida: '2026-12-01T07:00:00', dataInternacao: '2026-11-30T07:00', centro: 1, carater: 1 };
  it('counts a change of surgery date, admission date, centre or character', () => {
    expect(isReagendamento(base, { ...base })).toBe(false);
    expect(isReagendamento(base, { ...base, dataHoraSugerida: '2026-12-01T07:00' })).toBe(false);
    expect(isReagendamento(base, { ...base, dataHoraSugerida: '2026-12-02T07:00:00' })).toBe(true);
    expect(isReagendamento(base, { ...base, dataInternacao: '2026-11-29T14:00' })).toBe(true);
    expect(isReagendamento(base, { ...base, centro: 2 })).toBe(true);
    expect(isReagendamento(base, { ...base, carater: 2 })).toBe(true);
  });
});
