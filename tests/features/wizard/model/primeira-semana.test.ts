import { describe, expect, it } from 'vitest';
import { avisoPrimeiraSemana, fimDaProcura, procurandoSemana } from '@/features/wizard/model/primeira-semana';

// docs/decisions.md, 'Step 2: the calendar's first week'.
describe('the room calendar’s first week: what it says', () => {
  it('names the later week it opens on, saying the nearer ones have no bookable time', () => {
    expect(avisoPrimeiraSemana('2026-11-30', '2026-12-14', false)).toBe(
      'Sem horário disponível antes da semana de 14/12/2026: a agenda abre nela, a primeira com horário disponível.',
    );
  });

  it('with nothing bookable, names the last day read: the Sunday nine weeks on', () => {
    expect(fimDaProcura('2026-11-30')).toBe('2027-01-31');
    expect(avisoPrimeiraSemana('2026-11-30', '2026-11-30', true)).toBe(
      'Nenhum horário disponível nesta sala até 31/01/2027.',
    );
  });

  it('says nothing when the first week has a bookable time', () => {
    expect(avisoPrimeiraSemana('2026-11-30', '2026-11-30', false)).toBeNull();
  });

  it('while reading, names the week it reads', () => {
    expect(procurandoSemana('2026-12-07')).toBe(
      'Procurando a primeira semana com horário disponível (semana de 07/12/2026)...',
    );
  });
});
