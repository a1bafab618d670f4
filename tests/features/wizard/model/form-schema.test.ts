import { describe, expect, it } from 'vitest';
import { emptyWizardForm } from '@/features/wizard/model/form';
import { readStoredForm } from '@/features/wizard/model/form-schema';

describe('the draft’s form schema', () => {
  it('reads back a form as the wizard stores it, unchanged', () => {
    const form = {
      ...emptyWizardForm({ convenio: 1, carater: 1 }),
      paciente: { ...emptyWizardForm().paciente, nome: 'MARIA APARECIDA DE SOUZA', sexo: 'F' as const },
      secundarios: [{ id: 6, quantidade: 2 }],
      agendamento: { inicio: '2026-11-30T07:00:00', fim: '2026-11-30T11:00:00', sala: 3, id: null },
      itens: {
        ...emptyWizardForm().itens,
        opme: [{ id: 1, quantidade: 1, unidadeMedida: null, itemEventual: true, justificativaEventual: 'X' }],
      },
    };
    expect(readStoredForm(JSON.parse(JSON.stringify(form)))).toEqual(form);
  });

  it('no state yet is a fresh start; a state of another shape is unreadable, never partly read', () => {
    expect(readStoredForm(null)).toBeNull();
    expect(readStoredForm({ ...emptyWizardForm(), itens: undefined })).toBe('unreadable');
    expect(readStoredForm({ ...emptyWizardForm(), tipoPedido: 0 })).toBe('unreadable');
    expect(readStoredForm('texto')).toBe('unreadable');
  });
});
