import { describe, expect, it } from 'vitest';
import { corpoFiltros, filtrosIniciais } from '@/features/gerente/model/filtros';
import { alternarCentro, escolherCampanhas, ROTINA } from '@/lib/filtros/toggles';
import { internacaoAposCirurgia } from '@/features/gerente/model/internacao';
import { deslocarInternacao } from '@/lib/dates/deslocar-internacao';
import { internacaoBloqueada, statusInicial } from '@/features/gerente/model/status-inicial';
import {
  MSG_DATA_CIRURGIA,
  MSG_DATA_INTERNACAO,
  MSG_MOTIVO,
  MSG_NOVA_DATA,
  MSG_NOVA_INTERNACAO,
  MSG_STATUS,
  rejeicaoSchema,
  statusPayload,
  validarStatus,
  type StatusForm,
  type StatusRegras,
} from '@/features/gerente/model/status-form';

describe('filters (§4 Filter toggles)', () => {
  it('default period today to today + days, every own centre, ONCO off', () => {
    expect(filtrosIniciais('2026-11-23', 30, [1, 2])).toEqual({
      dataInicio: '2026-11-23',
      dataFim: '2026-12-23',
      centros: [1, 2],
      convenios: [],
      campanhas: [],
      onco: '2',
    });
  });
  it('without a readable configured period (none, or negative) the period is 30 days', () => {
    expect(filtrosIniciais('2026-11-23', null, [1]).dataFim).toBe('2026-12-23');
    expect(filtrosIniciais('2026-11-23', undefined, [1]).dataFim).toBe('2026-12-23');
    expect(filtrosIniciais('2026-11-23', -5, [1]).dataFim).toBe('2026-12-23');
    expect(filtrosIniciais('2026-11-23', 7, [1]).dataFim).toBe('2026-11-30');
  });

  it('a centre toggles off unless it is the last one', () => {
    expect(alternarCentro([1, 2], 2)).toEqual([1]);
    expect(alternarCentro([1], 1)).toEqual([1]);
    expect(alternarCentro([1], 3)).toEqual([1, 3]);
  });

  it("'Rotina' is exclusive both ways", () => {
    expect(escolherCampanhas([1, 2], [1, 2, ROTINA])).toEqual([ROTINA]);
    expect(escolherCampanhas([ROTINA], [ROTINA, 2])).toEqual([2]);
    expect(escolherCampanhas([1], [1, 2])).toEqual([1, 2]);
    expect(escolherCampanhas([ROTINA], [ROTINA])).toEqual([ROTINA]);
  });

  it('the body: centres as a comma list, Rotina as filtrarPedidosSemCampanha, eOnco', () => {
    const f = { ...filtrosIniciais('2026-11-23', 30, [1, 3]), campanhas: [ROTINA], convenios: [3], onco: '1' as const };
    expect(corpoFiltros(f)).toEqual({
      filtros: {
        centrosCirurgicos: '1,3',
        dataInicio: '2026-11-23',
        dataFim: '2026-12-23',
        convenios: [3],
        campanhas: [],
        filtrarPedidosSemCampanha: true,
        eOnco: '1',
      },
    });
  });
});

describe('admission shift (§4)', () => {
  it('moves the admission by the surgery’s day offset, keeping its time', () => {
    expect(deslocarInternacao('2026-11-25T08:00', '2026-11-28T10:00', '2026-11-24T14:00')).toBe('2026-11-27T14:00');
    expect(deslocarInternacao('2026-11-25T08:00', '2026-11-23T08:00', '2026-11-24T14:00')).toBe('2026-11-22T14:00');
    expect(deslocarInternacao('2026-11-30T08:00', '2026-12-01T08:00', '2026-11-29T14:00')).toBe('2026-11-30T14:00');
  });

  it('a same-day change, or an empty value, leaves it as it is', () => {
    expect(deslocarInternacao('2026-11-25T08:00', '2026-11-25T15:00', '2026-11-24T14:00')).toBe('2026-11-24T14:00');
    expect(deslocarInternacao('', '2026-11-25T15:00', '2026-11-24T14:00')).toBe('2026-11-24T14:00');
    expect(deslocarInternacao('2026-11-25T08:00', '2026-11-26T08:00', '')).toBe('');
  });

  it('admission after surgery', () => {
    expect(internacaoAposCirurgia('2026-11-25T09:00', '2026-11-25T08:00')).toBe(true);
    expect(internacaoAposCirurgia('2026-11-24T14:00', '2026-11-25T08:00')).toBe(false);
  });
});

describe('status dialog (§5 Manager dialogs)', () => {
  const regras: StatusRegras = { statusFinalizado: 8, statusReagendado: 4, semInternacao: false };
  const vazio: StatusForm = { status: null, dataCirurgia: '', dataInternacao: '', leito: '', motivo: null };

  it('a status is required; another status needs nothing more', () => {
    expect(validarStatus(vazio, regras)).toEqual({ status: MSG_STATUS });
    expect(validarStatus({ ...vazio, status: 6 }, regras)).toEqual({});
  });

  it('FINALIZADO: surgery date, and admission date unless the modality blocks admission', () => {
    expect(validarStatus({ ...vazio, status: 8 }, regras)).toEqual({
      dataCirurgia: MSG_DATA_CIRURGIA,
      dataInternacao: MSG_DATA_INTERNACAO,
    });
    expect(validarStatus({ ...vazio, status: 8 }, { ...regras, semInternacao: true })).toEqual({
      dataCirurgia: MSG_DATA_CIRURGIA,
    });
  });

  it('REAGENDADO: reason, new surgery and admission dates; admission not after surgery', () => {
    expect(validarStatus({ ...vazio, status: 4 }, regras)).toEqual({
      motivo: MSG_MOTIVO,
      dataCirurgia: MSG_NOVA_DATA,
      dataInternacao: MSG_NOVA_INTERNACAO,
    });
    const depois = {
      ...vazio,
      status: 4,
      motivo: 1,
      dataCirurgia: '2026-11-25T08:00',
      dataInternacao: '2026-11-26T14:00',
    };
    expect(validarStatus(depois, regras)).toEqual({
      atencao: 'A data da internação não pode ser maior que a data da cirurgia!',
    });
  });

  it('payloads: FINALIZADO and REAGENDADO carry the §3 status-change fields', () => {
    const f = {
      status: 8,
      dataCirurgia: '2026-11-25T08:00',
      dataInternacao: '2026-11-24T14:00',
      leito: ' 203 ',
      motivo: null,
    };
    expect(statusPayload(f, regras, 103)).toEqual({
      idStatusPedido: 8,
      idProfissionalFinaliza: 103,
      dataConfirmadaCirurgia: '2026-11-25T08:00',
      dataConfirmadaInternacao: '2026-11-24T14:00',
      codigoLeitoInternacao: '203',
    });
    expect(statusPayload({ ...f, status: 4, motivo: 2 }, { ...regras, semInternacao: true }, 103)).toEqual({
      idStatusPedido: 4,
      idProfissionalReagenda: 103,
      idMotivoReagendamento: 2,
      dataHoraSugeridaReagendamento: '2026-11-25T08:00',
      dataInternacaoReagendamento: null,
    });
    expect(statusPayload({ ...f, status: 6 }, regras, 103)).toEqual({ idStatusPedido: 6 });
  });

  it('opens with the request’s dates and bed; admission blocked by modality or system', () => {
    expect(
      statusInicial({ dataCirurgiaExibida: '2026-11-25T08:00:00', dataInternacao: null, codigoLeitoInternacao: '12' }),
    ).toEqual({ status: null, dataCirurgia: '2026-11-25T08:00', dataInternacao: '', leito: '12', motivo: null });
    expect(internacaoBloqueada([1], [], 1)).toBe(true);
    expect(internacaoBloqueada([], [1], 1)).toBe(true);
    expect(internacaoBloqueada([2], [], 1)).toBe(false);
    expect(internacaoBloqueada([1], [], null)).toBe(false);
  });

  it('rejection reason: free, at most 4000 characters', () => {
    expect(rejeicaoSchema.safeParse({ motivo: '' }).success).toBe(true);
    expect(rejeicaoSchema.safeParse({ motivo: 'x'.repeat(4000) }).success).toBe(true);
    expect(rejeicaoSchema.safeParse({ motivo: 'x'.repeat(4001) }).success).toBe(false);
  });
});
