import { describe, expect, it } from 'vitest';
import { surgeryDateCascade, type CascadeContext } from '@/features/wizard/model/surgery-date-cascade';

const antes = { duracaoEstimada: 120, centro: 1, carater: 1 };
const agendado: CascadeContext = {
  caraterEletivo: 1,
  eletivo: true,
  dataHoraSugerida: '2026-12-01T10:00:00',
  agendamento: { sala: 4 },
};

describe('surgeryDateCascade (§4 Duration and suggested date; Care character, centre and modality)', () => {
  it('a reset names no field, and a field it does not follow changes nothing', () => {
    expect(surgeryDateCascade(undefined, antes, { ...antes, centro: 2 }, agendado)).toEqual({ kind: 'nada' });
    expect(surgeryDateCascade('sala', antes, antes, agendado)).toEqual({ kind: 'nada' });
  });

  it('a new duration of an elective request clears the dates and the admission, when there is a date', () => {
    const now = { ...antes, duracaoEstimada: 180 };
    expect(surgeryDateCascade('duracaoEstimada', antes, now, agendado)).toEqual({ kind: 'limparComInternacao' });
    const semData = { ...agendado, dataHoraSugerida: '', agendamento: null };
    expect(surgeryDateCascade('duracaoEstimada', antes, now, semData)).toEqual({ kind: 'nada' });
    expect(surgeryDateCascade('duracaoEstimada', antes, now, { ...agendado, eletivo: false })).toEqual({
      kind: 'nada',
    });
  });

  it('a new centre clears the suggested date', () => {
    expect(surgeryDateCascade('centro', antes, { ...antes, centro: 3 }, agendado)).toEqual({ kind: 'limparSugerida' });
  });

  it('a new character checks the date again, in the calendar room only for the elective character', () => {
    expect(surgeryDateCascade('carater', { ...antes, carater: 2 }, antes, agendado)).toEqual({
      kind: 'verificar',
      data: '2026-12-01T10:00:00',
      sala: 4,
      soltarAgendamento: false,
    });
    expect(surgeryDateCascade('carater', antes, { ...antes, carater: 2 }, agendado)).toEqual({
      kind: 'verificar',
      data: '2026-12-01T10:00:00',
      sala: null,
      soltarAgendamento: true,
    });
    const semData = { ...agendado, dataHoraSugerida: '' };
    expect(surgeryDateCascade('carater', antes, { ...antes, carater: 2 }, semData)).toEqual({ kind: 'nada' });
  });
});
