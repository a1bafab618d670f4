import { describe, expect, it } from 'vitest';
import {
  checkDuration,
  checkSequential,
  durationHint,
  durationLocked,
  estimatedDuration,
  hasOwnDuration,
  isSequential,
  suggestedDailyStays,
} from '@/features/wizard/model/duration';

const semDuracao = { codigo: '0407030026', duracao: null, tempo: 2 };
const comDuracao = { codigo: '0407040129', duracao: 60, tempo: 1 };
const sequencial = { codigo: '0415020034', duracao: null, tempo: 5 };

describe('duration arithmetic', () => {
  it('main: duration × quantity; a main without duration counts 120', () => {
    expect(estimatedDuration({ ...comDuracao, quantidade: 2 }, [])).toBe(120);
    expect(estimatedDuration({ ...semDuracao, quantidade: 1 }, [])).toBe(120);
    expect(estimatedDuration({ ...semDuracao, quantidade: 2 }, [])).toBe(240);
  });

  it('secondary without duration: 120 per unit; otherwise duration × quantity', () => {
    expect(
      estimatedDuration({ ...comDuracao, quantidade: 1 }, [
        { ...semDuracao, quantidade: 2 },
        { ...comDuracao, quantidade: 3 },
      ]),
    ).toBe(60 + 240 + 180);
  });

  it('no main procedure, no duration', () => {
    expect(estimatedDuration(null, [])).toBeNull();
  });
});

describe('duration rules', () => {
  it('own duration is between 5 and 9998', () => {
    expect(hasOwnDuration({ duracao: 5 })).toBe(true);
    expect(hasOwnDuration({ duracao: 9998 })).toBe(true);
    expect(hasOwnDuration({ duracao: 4 })).toBe(false);
    expect(hasOwnDuration({ duracao: null })).toBe(false);
  });

  it('below 120 minutes is refused unless the procedure has its own duration or is sequential', () => {
    expect(checkDuration(90, semDuracao, { min: null, max: null })).toBe(
      'Você não pode fazer um pedido de cirurgia com duração abaixo de 120 minutos',
    );
    expect(checkDuration(60, comDuracao, { min: null, max: null })).toBeNull();
    expect(checkDuration(60, sequencial, { min: null, max: null })).toBeNull();
    expect(checkDuration(-5, semDuracao, { min: null, max: null })).toBe('Valor negativo não permitido');
  });

  it('the model bounds give their message', () => {
    expect(checkDuration(320, semDuracao, { min: 180, max: 300 })).toBe(
      'A duração estimada deve estar entre 180 minutos e 300 minutos!',
    );
    expect(checkDuration(200, semDuracao, { min: 180, max: 300 })).toBeNull();
  });

  it('the field is locked for an own duration, min = max, or the sequential family', () => {
    expect(durationLocked(comDuracao, { min: null, max: null })).toBe(true);
    expect(durationLocked(sequencial, { min: null, max: null })).toBe(true);
    expect(durationLocked(semDuracao, { min: 120, max: 120 })).toBe(true);
    expect(durationLocked(semDuracao, { min: 120, max: 240 })).toBe(false);
  });

  it('the sequential family (041502) needs at least 2 secondary procedures', () => {
    expect(isSequential(sequencial)).toBe(true);
    expect(isSequential(semDuracao)).toBe(false);
    expect(checkSequential(sequencial, 1)).toBe('Selecione no mínimo 2 procedimentos sequenciais');
    expect(checkSequential(sequencial, 2)).toBeNull();
  });

  it('daily stays are suggested as the largest tempo', () => {
    expect(suggestedDailyStays([semDuracao, sequencial, comDuracao, null])).toBe(5);
    expect(suggestedDailyStays([])).toBeNull();
  });
});

describe('the duration rule shown under the field', () => {
  const semLimites = { min: null, max: null };
  it('states the 120-minute floor, except for a procedure with its own duration or of the sequential family', () => {
    expect(durationHint(semDuracao, semLimites)).toBe('Mínimo de 120 minutos.');
    expect(durationHint(null, semLimites)).toBe('Mínimo de 120 minutos.');
    expect(durationHint(comDuracao, semLimites)).toBeNull();
    expect(durationHint(sequencial, semLimites)).toBeNull();
  });

  it('with the model’s bounds states them, the floor raising a lower minimum as checkDuration does', () => {
    expect(durationHint(semDuracao, { min: 60, max: 300 })).toBe('Entre 120 e 300 minutos.');
    expect(checkDuration(90, semDuracao, { min: 60, max: 300 })).not.toBeNull();
    expect(durationHint(sequencial, { min: 60, max: 300 })).toBe('Entre 60 e 300 minutos.');
    expect(checkDuration(90, sequencial, { min: 60, max: 300 })).toBeNull();
    expect(durationHint(semDuracao, { min: 180, max: 300 })).toBe('Entre 180 e 300 minutos.');
  });
});
