import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { EMPTY_ADMISSION } from '../model/admission';
import type { WizardForm } from '../model/form';

/**
 * The admission data cleared when the modality blocks the admission. The form's defaults have one owner, the run's
 * seed, written by its loader (docs/decisions/030-um-escritor-do-rascunho.md).
 */
export function useAdmissionClear(form: UseFormReturn<WizardForm>, admissionClear: boolean) {
  useEffect(() => {
    if (!admissionClear) return;
    form.setValue('dataInternacao', EMPTY_ADMISSION.dataInternacao);
    form.setValue('motivoAntecipacao', EMPTY_ADMISSION.motivoAntecipacao);
    form.setValue('acomodacao', EMPTY_ADMISSION.acomodacao);
    form.setValue('leitoUTI', EMPTY_ADMISSION.leitoUTI);
  }, [admissionClear, form]);
}
