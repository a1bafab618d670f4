import { describe, expect, it } from 'vitest';
import {
  checkAdmission,
  checkAdmissionOnLeave,
  checkSlaSemModelo,
  checkSuggestedDate,
  admissionWithSurgery,
  MSG_DATAS,
} from '@/features/wizard/model/surgery-dates';

const agora = '2026-11-22T09:00:00';
const ctx = { ambulatorio: false, bloqueada: false, internado: false };

describe('suggested date', () => {
  it('refuses a past or unreadable date', () => {
    expect(checkSuggestedDate('2026-11-22T08:59:00', agora)).toBe('Data não pode ser retroativa');
    expect(checkSuggestedDate('31/02/2026', agora)).toBe('Data inválida');
    expect(checkSuggestedDate('2026-11-23T07:00:00', agora)).toBeNull();
  });

  it('without a model, an urgency is at most {n} hours ahead (rounded up)', () => {
    const sla = { urgencia: true, prazoUrgenciaHoras: 24, prazoEletivoDias: 7 };
    expect(checkSlaSemModelo('2026-11-23T09:00:00', agora, sla)).toBeNull();
    expect(checkSlaSemModelo('2026-11-23T09:01:00', agora, sla)).toBe(
      'Você não pode fazer um pedido de urgência/emergência acima de 24 horas.',
    );
  });

  it('without a model, an elective refuses the same day and fewer than {n} whole days ahead', () => {
    const sla = { urgencia: false, prazoUrgenciaHoras: 24, prazoEletivoDias: 7 };
    expect(checkSlaSemModelo('2026-11-22T18:00:00', agora, sla)).toBe(
      'Data selecionada está dentro do prazo mínimo do SLA.',
    );
    expect(checkSlaSemModelo('2026-11-28T09:00:00', agora, sla)).toBe(MSG_DATAS.dentroSla);
    // 6 days and 1 minute round up to 7: at the minimum, allowed.
    expect(checkSlaSemModelo('2026-11-28T09:01:00', agora, sla)).toBeNull();
  });
});

describe('admission date', () => {
  it('defaults to the day before the surgery, unless ambulatory or blocked', () => {
    expect(admissionWithSurgery('', '2026-12-01T07:30:00', '', ctx)).toBe('2026-11-30T07:30');
    expect(admissionWithSurgery('', '2026-12-01T07:30:00', '', { ...ctx, ambulatorio: true })).toBe('');
    expect(admissionWithSurgery('', '2026-12-01T07:30:00', '', { ...ctx, bloqueada: true })).toBe('');
  });

  it('one already set moves by the days the surgery moved, its time kept; with no earlier surgery it stays', () => {
    // The reschedule of wizards-and-management.md §4: 11/12 13:00 → 14/12 13:00 takes the admission 10/12 → 13/12.
    expect(admissionWithSurgery('2026-12-11T13:00:00', '2026-12-14T13:00:00', '2026-12-10T13:00', ctx)).toBe(
      '2026-12-13T13:00',
    );
    expect(admissionWithSurgery('2026-12-11T13:00:00', '2026-12-09T08:00:00', '2026-12-10T13:00', ctx)).toBe(
      '2026-12-08T13:00',
    );
    expect(admissionWithSurgery('2026-12-11T13:00:00', '2026-12-11T16:00:00', '2026-12-10T13:00', ctx)).toBe(
      '2026-12-10T13:00',
    );
    expect(admissionWithSurgery('', '2026-12-14T13:00:00', '2026-11-29T14:00', ctx)).toBe('2026-11-29T14:00');
    expect(
      admissionWithSurgery('2026-12-11T13:00', '2026-12-14T13:00', '2026-12-10T13:00', { ...ctx, bloqueada: true }),
    ).toBe('2026-12-10T13:00');
  });

  it('after the surgery is refused; earlier than the day before needs a reason', () => {
    expect(checkAdmission('2026-12-01T08:00', '2026-12-01T07:30:00', null, ctx)).toBe(
      'A data da internação não pode ser depois que a data sugerida para cirurgia!',
    );
    expect(checkAdmission('2026-11-29T14:00', '2026-12-01T07:30:00', null, ctx)).toBe(
      'É necessário informar o motivo da internação ser antecipada.',
    );
    expect(checkAdmission('2026-11-29T14:00', '2026-12-01T07:30:00', 2, ctx)).toBeNull();
    expect(checkAdmission('2026-11-30T07:30', '2026-12-01T07:30:00', null, ctx)).toBeNull();
    expect(checkAdmission('2026-11-29T14:00', '2026-12-01T07:30:00', null, { ...ctx, internado: true })).toBeNull();
  });

  it('leaving step 2 needs the date and, when early, its reason, for a non-ambulatory, non-admitted case', () => {
    expect(checkAdmissionOnLeave('', '2026-12-01T07:30:00', null, ctx)).toBe(
      'É necessário informar a data de internação',
    );
    expect(checkAdmissionOnLeave('2026-11-28T14:00', '2026-12-01T07:30:00', null, ctx)).toBe(
      'É necessário informar o motivo da internação antecipada!',
    );
    expect(checkAdmissionOnLeave('', '2026-12-01T07:30:00', null, { ...ctx, ambulatorio: true })).toBeNull();
  });
});
