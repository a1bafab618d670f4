// The dashboard's period rules (wizards-and-management.md §5 'Dashboard dates'; constants.md: default and maximum).
import { describe, expect, it } from 'vitest';
import {
  addMonths,
  DATA_FIM_VAZIA,
  DATA_INICIO_VAZIA,
  FIM_ANTES_INICIO,
  INICIO_APOS_FIM,
  LIMITE_SEIS_MESES,
  periodoPadrao,
  problemaDasDatas,
} from '@/features/dashboard/model/datas';

describe('problemaDasDatas', () => {
  it('words the five messages as §5 does', () => {
    expect([DATA_INICIO_VAZIA, DATA_FIM_VAZIA, INICIO_APOS_FIM, FIM_ANTES_INICIO, LIMITE_SEIS_MESES]).toEqual([
      'A Data Início não pode ser vazia',
      'A Data Fim não pode ser vazia',
      'A Data Início não pode ser maior que a Data Fim',
      'A Data Fim não pode ser menor que a Data Início',
      'O limite máximo de filtragem de data é de 6 meses!',
    ]);
  });

  it('an empty start, then an empty end', () => {
    expect(problemaDasDatas({ dataInicio: '', dataFim: '' }, 'fim')).toBe(DATA_INICIO_VAZIA);
    expect(problemaDasDatas({ dataInicio: '2026-01-01', dataFim: '' }, 'fim')).toBe(DATA_FIM_VAZIA);
  });

  it('a reversed period names the date the user changed; the same day is allowed', () => {
    const periodo = { dataInicio: '2026-05-02', dataFim: '2026-05-01' };
    expect(problemaDasDatas(periodo, 'inicio')).toBe(INICIO_APOS_FIM);
    expect(problemaDasDatas(periodo, 'fim')).toBe(FIM_ANTES_INICIO);
    expect(problemaDasDatas({ dataInicio: '2026-05-01', dataFim: '2026-05-01' }, 'fim')).toBeNull();
  });

  it('six months to the day are allowed, one day more is not', () => {
    expect(problemaDasDatas({ dataInicio: '2026-03-15', dataFim: '2026-09-15' }, 'fim')).toBeNull();
    expect(problemaDasDatas({ dataInicio: '2026-03-15', dataFim: '2026-09-16' }, 'fim')).toBe(LIMITE_SEIS_MESES);
    expect(problemaDasDatas({ dataInicio: '2026-03-15', dataFim: '2026-09-16' }, 'inicio')).toBe(LIMITE_SEIS_MESES);
  });

  it('a window across a month end stops at the shorter month’s last day, in a leap year too', () => {
    expect(problemaDasDatas({ dataInicio: '2026-08-31', dataFim: '2027-02-28' }, 'fim')).toBeNull();
    expect(problemaDasDatas({ dataInicio: '2026-08-31', dataFim: '2027-03-01' }, 'fim')).toBe(LIMITE_SEIS_MESES);
    expect(problemaDasDatas({ dataInicio: '2027-08-31', dataFim: '2028-02-29' }, 'fim')).toBeNull();
    expect(problemaDasDatas({ dataInicio: '2027-08-31', dataFim: '2028-03-01' }, 'fim')).toBe(LIMITE_SEIS_MESES);
  });
});

describe('addMonths and the default period', () => {
  it('moves across years both ways and keeps the day when the month has it', () => {
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2026-02-28', -3)).toBe('2025-11-28');
    expect(addMonths('2024-05-31', -3)).toBe('2024-02-29');
  });

  it('is the last 3 months to today', () => {
    expect(periodoPadrao('2026-11-24')).toEqual({ dataInicio: '2026-08-24', dataFim: '2026-11-24' });
  });
});
