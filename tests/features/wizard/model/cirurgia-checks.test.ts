import { describe, expect, it } from 'vitest';
import type { ModeloPedido } from '@/api/catalogues/schemas';
import { emptyWizardForm, type WizardForm } from '@/features/wizard/model/form';
import type { StepCheckContext } from '@/features/wizard/model/step-context';
import { checkCirurgia } from '@/features/wizard/model/cirurgia-checks';
import {
  checkSurgeryDate,
  inicioMinimoDoSla,
  slaRule,
  type DateCheckDeps,
} from '@/features/wizard/model/cirurgia-date-check';

const ctx: StepCheckContext = {
  modelo: null,
  procedimentos: [{ id: 1, codigo: '0407030026', descricao: 'COLECISTECTOMIA', duracao: null, tempo: 2 }],
  ambulatorial: false,
  internado: false,
  eletivo: true,
  admission: { disabled: false, clear: false },
};

const form = (patch: Partial<WizardForm>): WizardForm => ({
  ...emptyWizardForm(),
  procedimentoPrincipal: 1,
  duracaoEstimada: 120,
  dataHoraSugerida: '2026-12-02T07:00:00',
  dataInternacao: '2026-12-01T07:00',
  acomodacao: 1,
  ...patch,
});

describe('checkCirurgia', () => {
  it('passes with a date, the default admission and a valid duration', () => {
    expect(checkCirurgia(form({}), ctx)).toEqual([]);
  });

  it('needs the suggested date and the admission date', () => {
    expect(checkCirurgia(form({ dataHoraSugerida: '', dataInternacao: '' }), ctx)).toEqual([
      { field: 'dataHoraSugerida', message: 'O campo data sugerida é obrigatório.' },
      { field: 'dataInternacao', message: 'É necessário informar a data de internação' },
    ]);
  });

  it('needs the reason of an early admission, and refuses an admission after the surgery', () => {
    expect(checkCirurgia(form({ dataInternacao: '2026-11-28T07:00' }), ctx)).toEqual([
      { field: 'motivoAntecipacao', message: 'É necessário informar o motivo da internação antecipada!' },
    ]);
    expect(checkCirurgia(form({ dataInternacao: '2026-11-28T07:00', motivoAntecipacao: 1 }), ctx)).toEqual([]);
    expect(checkCirurgia(form({ dataInternacao: '2026-12-02T09:00' }), ctx)).toEqual([
      {
        field: 'dataInternacao',
        message: 'A data da internação não pode ser depois que a data sugerida para cirurgia!',
      },
    ]);
  });

  it('asks for the accommodation at Cirurgia, except where the admission fields are off', () => {
    expect(checkCirurgia(form({ acomodacao: null }), ctx)).toEqual([
      { field: 'acomodacao', message: 'Informe o tipo de acomodação.' },
    ]);
    for (const off of [{ ambulatorial: true }, { internado: true }, { admission: { disabled: true, clear: true } }]) {
      expect(checkCirurgia(form({ acomodacao: null, dataInternacao: '' }), { ...ctx, ...off })).toEqual([]);
    }
  });

  it('asks no admission when ambulatory, admitted or blocked', () => {
    const v = form({ dataInternacao: '' });
    expect(checkCirurgia(v, { ...ctx, ambulatorial: true, admission: { disabled: true, clear: false } })).toEqual([]);
    expect(checkCirurgia(v, { ...ctx, internado: true, admission: { disabled: true, clear: false } })).toEqual([]);
    expect(checkCirurgia(v, { ...ctx, admission: { disabled: true, clear: true } })).toEqual([]);
  });

  it('checks the duration against the model’s bounds and the 120-minute floor', () => {
    const modelo = { duracaoEstimadaMinima: 180, duracaoEstimadaMaxima: 300 } as ModeloPedido;
    expect(checkCirurgia(form({ duracaoEstimada: 150 }), { ...ctx, modelo })).toEqual([
      { field: 'duracaoEstimada', message: 'A duração estimada deve estar entre 180 minutos e 300 minutos!' },
    ]);
    expect(checkCirurgia(form({ duracaoEstimada: 90 }), ctx)).toEqual([
      {
        field: 'duracaoEstimada',
        message: 'Você não pode fazer um pedido de cirurgia com duração abaixo de 120 minutos',
      },
    ]);
    expect(checkCirurgia(form({ duracaoEstimada: null }), ctx)).toEqual([
      { field: 'duracaoEstimada', message: 'Informe a duração estimada.' },
    ]);
  });
});

const perspectivas = {
  perspectivaDiasUteis: 1,
  perspectivaDiasCorridos: 2,
  perspectivaHorasUteis: 3,
  perspectivaHorasCorridas: 4,
};

describe('slaRule', () => {
  it('a model’s perspective picks the server’s hours or days check', () => {
    const modelo = (p: number) => ({ SLA: 5, perspectivaValidacaoDosDias: p }) as ModeloPedido;
    expect(slaRule(modelo(1), null, perspectivas, false)).toEqual({ tipo: 'servidor', perspectiva: 'dias', sla: 5 });
    expect(slaRule(modelo(2), null, perspectivas, false)).toMatchObject({ perspectiva: 'dias' });
    expect(slaRule(modelo(3), null, perspectivas, false)).toMatchObject({ perspectiva: 'horas' });
    expect(slaRule(modelo(4), null, perspectivas, false)).toMatchObject({ perspectiva: 'horas' });
    expect(
      slaRule({ SLA: null, perspectivaValidacaoDosDias: 1 } as ModeloPedido, null, perspectivas, false),
    ).toBeNull();
  });

  it('without a model: urgency hours locally; elective working days by the server, else locally', () => {
    const status = { perspectivaValidacaoDosDias: 1, prazoLimiteSLAUrgencia: 48, prazoLimiteSLAEletivo: 7 };
    expect(slaRule(null, status, perspectivas, true)).toEqual({
      tipo: 'local',
      urgencia: true,
      prazoUrgenciaHoras: 48,
      prazoEletivoDias: 7,
    });
    expect(slaRule(null, status, perspectivas, false)).toEqual({
      tipo: 'servidor',
      perspectiva: 'dias',
      sla: 7,
      mesmoDiaRecusado: true,
    });
    expect(slaRule(null, { ...status, perspectivaValidacaoDosDias: 2 }, perspectivas, false)).toMatchObject({
      tipo: 'local',
    });
  });
});

describe('inicioMinimoDoSla', () => {
  it('only for a rule the app decides: an elective without a model in calendar days', () => {
    const local = { tipo: 'local' as const, urgencia: false, prazoUrgenciaHoras: 48, prazoEletivoDias: 7 };
    expect(inicioMinimoDoSla(local, '2026-11-22T12:00:00')).toBe('2026-11-28T12:01:00');
    // At least the next day, whatever the SLA.
    expect(inicioMinimoDoSla({ ...local, prazoEletivoDias: 0 }, '2026-11-22T12:00:00')).toBe('2026-11-23T00:00:00');
    expect(inicioMinimoDoSla({ ...local, urgencia: true }, '2026-11-22T12:00:00')).toBeNull();
    expect(inicioMinimoDoSla({ tipo: 'servidor', perspectiva: 'dias', sla: 5 }, '2026-11-22T12:00:00')).toBeNull();
  });
});

describe('checkSurgeryDate', () => {
  const agora = '2026-11-22T09:00:00';
  const calls: string[] = [];
  const deps = (patch: Partial<DateCheckDeps> = {}): DateCheckDeps => ({
    agora,
    recuperarSala: async () => {
      calls.push('sala');
      return { ok: true, final: '2026-11-30T09:00:00' };
    },
    sala: {
      sala: 1,
      salaValida: true,
      programacoes: [{ diaSemana: 1, horaInicio: '07:00', horaFim: '13:00', salaCirurgia_id: 1 }],
      duracaoMinutos: 120,
      intervaloMinutos: 30,
      reservas: async () => [
        { id: 9, codigo: '2026900', dataInicio: '2026-11-30T11:00:00', dataFim: '2026-11-30T12:00:00' },
      ],
      inicioMinimoSla: async () => null,
    },
    sla: { tipo: 'servidor', perspectiva: 'dias', sla: 5 },
    validarSla: async () => {
      calls.push('sla');
      return '';
    },
    ...patch,
  });

  it('refuses a past date before asking the server', async () => {
    calls.length = 0;
    expect(await checkSurgeryDate('2026-11-21T07:00:00', deps())).toEqual({
      ok: false,
      mensagem: 'Data não pode ser retroativa',
    });
    expect(await checkSurgeryDate('amanhã', deps())).toEqual({ ok: false, mensagem: 'Data inválida' });
    expect(calls).toEqual([]);
  });

  it('then the server’s room answer, the bookings and programming, the room, and the SLA, in that order', async () => {
    calls.length = 0;
    expect(await checkSurgeryDate('2026-11-30T07:00:00', deps())).toEqual({ ok: true, final: '2026-11-30T09:00:00' });
    expect(calls).toEqual(['sala', 'sla']);
    const recusa = async () => ({ ok: false as const, mensagem: 'Sala ocupada pelo servidor.' });
    expect(await checkSurgeryDate('2026-11-30T07:00:00', deps({ recuperarSala: recusa }))).toEqual({
      ok: false,
      mensagem: 'Sala ocupada pelo servidor.',
    });
    // 09:00 + 120 + 30 overlaps the 11:00 booking; 14:00 is outside the programming.
    for (const data of ['2026-11-30T09:00:00', '2026-11-30T14:00:00']) {
      expect(await checkSurgeryDate(data, deps())).toEqual({
        ok: false,
        mensagem: 'Data não pode ser utilizada, selecione outra.',
      });
    }
    const invalida = { ...deps().sala!, salaValida: false };
    expect(await checkSurgeryDate('2026-11-30T07:00:00', deps({ sala: invalida }))).toEqual({
      ok: false,
      mensagem: 'Sala de cirurgia não pode ser utilizada.',
    });
    const dentro = async () => 'Data selecionada está dentro do prazo mínimo do SLA.';
    expect(await checkSurgeryDate('2026-11-30T07:00:00', deps({ validarSla: dentro }))).toEqual({
      ok: false,
      mensagem: 'Data selecionada está dentro do prazo mínimo do SLA.',
    });
  });

  it('without a room (free date) skips the room checks; without a model applies the local SLA', async () => {
    const urgencia = { tipo: 'local' as const, urgencia: true, prazoUrgenciaHoras: 24, prazoEletivoDias: 7 };
    expect(await checkSurgeryDate('2026-11-22T15:00:00', deps({ sala: null, sla: urgencia }))).toMatchObject({
      ok: true,
    });
    expect(await checkSurgeryDate('2026-11-24T15:00:00', deps({ sala: null, sla: urgencia }))).toEqual({
      ok: false,
      mensagem: 'Você não pode fazer um pedido de urgência/emergência acima de 24 horas.',
    });
    const mesmoDia = { tipo: 'servidor' as const, perspectiva: 'dias' as const, sla: 7, mesmoDiaRecusado: true };
    expect(await checkSurgeryDate('2026-11-22T15:00:00', deps({ sala: null, sla: mesmoDia }))).toEqual({
      ok: false,
      mensagem: 'Data selecionada está dentro do prazo mínimo do SLA.',
    });
  });
});
