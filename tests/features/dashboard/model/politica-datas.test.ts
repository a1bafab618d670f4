// What the dashboard does with a period that breaks a rule (wizards-and-management.md §5 'Dashboard dates';
// docs/decisions.md 'When a date breaks a §5 rule'), and which chart waits for a team (§2 'Dashboard').
import { describe, expect, it } from 'vitest';
import { esperaEquipe } from '@/features/dashboard/model/espera-equipe';
import { filtrosIniciais } from '@/features/dashboard/model/filtros';
import { aoMudarData, aoSairData, filtrosAplicaveis } from '@/features/dashboard/model/politica-datas';

const filtros = filtrosIniciais('2026-11-24', [1, 2, 3]);
const valido = { dataInicio: '2026-09-01', dataFim: '2026-11-24' };

describe('a date typed or picked', () => {
  it('is applied when the period keeps every rule', () => {
    expect(aoMudarData(valido, 'inicio')).toEqual({ aviso: null, aplicar: true });
  });

  it('is neither warned nor applied while it is not a whole date', () => {
    expect(aoMudarData({ ...valido, dataInicio: '' }, 'inicio')).toEqual({ aviso: null, aplicar: false });
    expect(aoMudarData({ ...valido, dataFim: '' }, 'fim')).toEqual({ aviso: null, aplicar: false });
  });

  it('is warned, worded by the date changed, and not applied when it breaks a rule', () => {
    const invertido = { dataInicio: '2026-12-01', dataFim: '2026-11-24' };
    expect(aoMudarData(invertido, 'inicio')).toEqual({
      aviso: 'A Data Início não pode ser maior que a Data Fim',
      aplicar: false,
    });
    expect(aoMudarData(invertido, 'fim')).toEqual({
      aviso: 'A Data Fim não pode ser menor que a Data Início',
      aplicar: false,
    });
    expect(aoMudarData({ dataInicio: '2026-01-01', dataFim: '2026-11-24' }, 'inicio').aviso).toBe(
      'O limite máximo de filtragem de data é de 6 meses!',
    );
  });
});

describe('leaving a date field', () => {
  it('warns an empty date, and nothing else', () => {
    expect(aoSairData({ ...valido, dataInicio: '' }, 'inicio')).toBe('A Data Início não pode ser vazia');
    expect(aoSairData({ ...valido, dataFim: '' }, 'fim')).toBe('A Data Fim não pode ser vazia');
    expect(aoSairData({ dataInicio: '2026-12-01', dataFim: '2026-11-24' }, 'inicio')).toBeNull();
  });
});

describe('a centre, team or ONCO change', () => {
  it('applies the controls, with the last valid period when the one on screen breaks a rule', () => {
    const controles = { ...filtros, onco: '1' as const, dataInicio: '2026-12-01' };
    expect(filtrosAplicaveis(controles, valido)).toEqual({ ...controles, ...valido });
    const bons = { ...filtros, equipes: [2] };
    expect(filtrosAplicaveis(bons, valido)).toEqual(bons);
  });
});

describe('the chart that asks for a team first', () => {
  it('waits while no team is chosen; the other charts never wait', () => {
    expect(esperaEquipe({ precisaEquipe: true }, { equipes: [] })).toBe(true);
    expect(esperaEquipe({ precisaEquipe: true }, { equipes: [2] })).toBe(false);
    expect(esperaEquipe({}, { equipes: [] })).toBe(false);
  });
});
