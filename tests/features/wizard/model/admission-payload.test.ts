import { describe, expect, it } from 'vitest';
import { emptyWizardForm } from '@/features/wizard/model/form';
import { admissionPayload } from '@/features/wizard/model/patient-mapping';

describe('the admission record sent when leaving step 0', () => {
  const base = emptyWizardForm();

  it('is not sent when there is no admission to send (no legacy admission, nothing typed, none saved)', () => {
    expect(admissionPayload(base, null)).toBeNull();
  });

  it('carries the accommodation, ICU bed and admission date the user chose (the date with its seconds)', () => {
    const v = { ...base, acomodacao: 3, leitoUTI: true, dataInternacao: '2026-12-01T14:00', diariasPrevistas: 4 };
    expect(admissionPayload(v, 72.5)).toMatchObject({
      tipoAcomodacao: 3,
      leitoUTI: true,
      dataInternacao: '2026-12-01T14:00:00',
      diariasPrevistas: 4,
      peso: 72.5,
    });
  });

  it('a legacy admission is sent with its number and date, and an admission saved before is updated', () => {
    const legacy = {
      ...base,
      internacao: { seq: 55, numero: '9001', data: '2026-11-20T10:00:00', leito: null, aberta: true },
    };
    expect(admissionPayload(legacy, null)).toMatchObject({
      idLegado: 55,
      numeroInternacao: '9001',
      dataInternacao: '2026-11-20T10:00:00',
      leitoUTI: false,
      tipoAcomodacao: null,
    });
    expect(admissionPayload({ ...base, ids: { paciente: 1, atendimento: 2, internacao: 3 } }, null)).not.toBeNull();
  });
});
