import { describe, expect, it } from 'vitest';
import {
  ANOTACAO_LONGA,
  ANOTACAO_OBRIGATORIA,
  anotacaoDemandaFormSchema,
  cancelarDemandaSchema,
} from '@/features/demandas/model/forms';
import {
  alternarCentro,
  errosPeriodo,
  filtrosIniciais,
  PERIODO_INVALIDO,
  PERIODO_VAZIO,
  problemaPeriodo,
} from '@/features/demandas/model/filtros';

const message = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('cancel demand', () => {
  it('needs observations, with the request warning verbatim', () => {
    expect(message(cancelarDemandaSchema.safeParse({ observacoes: '   ' }))).toBe(
      'É necessário informar o motivo de cancelamento!',
    );
    expect(cancelarDemandaSchema.safeParse({ observacoes: 'Paciente desistiu' }).success).toBe(true);
    expect(cancelarDemandaSchema.safeParse({ observacoes: 'x'.repeat(501) }).success).toBe(false);
  });
});

describe('demand note', () => {
  it('is required and at most 300 characters', () => {
    expect(message(anotacaoDemandaFormSchema.safeParse({ anotacao: '' }))).toBe(ANOTACAO_OBRIGATORIA);
    expect(message(anotacaoDemandaFormSchema.safeParse({ anotacao: 'x'.repeat(301) }))).toBe(ANOTACAO_LONGA);
    expect(anotacaoDemandaFormSchema.safeParse({ anotacao: 'x'.repeat(300) }).success).toBe(true);
  });
});

describe('managers’ filters', () => {
  it('open on the configured days up to today, on all the user’s centres, not ONCO', () => {
    expect(filtrosIniciais('2026-11-23', 30, [1, 2])).toEqual({
      dataInicio: '2026-10-24',
      dataFim: '2026-11-23',
      centrosCirurgicos: [1, 2],
      eOnco: false,
    });
    expect(filtrosIniciais('2026-11-23', null, [1])).toMatchObject({ dataInicio: '2026-11-23', dataFim: '2026-11-23' });
  });

  it('never deselect the last centre', () => {
    expect(alternarCentro([1, 2], 2)).toEqual([1]);
    expect(alternarCentro([1], 1)).toEqual([1]);
    expect(alternarCentro([1], 3)).toEqual([1, 3]);
  });

  it('refuse a period that ends before it starts', () => {
    expect(problemaPeriodo({ dataInicio: '2026-11-23', dataFim: '2026-11-22' })).toBe(PERIODO_INVALIDO);
    expect(problemaPeriodo({ dataInicio: '2026-11-23', dataFim: '2026-11-23' })).toBeNull();
  });

  it('say which bound is empty under that bound', () => {
    expect(errosPeriodo({ dataInicio: '', dataFim: '2026-11-23' })).toEqual({ inicio: PERIODO_VAZIO });
    expect(errosPeriodo({ dataInicio: '2026-11-23', dataFim: '' })).toEqual({ fim: PERIODO_VAZIO });
    expect(errosPeriodo({ dataInicio: '2026-11-23', dataFim: '2026-11-22' })).toEqual({ fim: PERIODO_INVALIDO });
  });
});
