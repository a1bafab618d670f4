import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { configuracoesQuery } from '@/api/shell/get-configuracoes';
import { EMPTY_ADMISSION } from '../model/admission';
import type { WizardForm } from '../model/form';

/**
 * Values the wizard fills by itself: the configuration's plan and character when it was entered without defaults
 * (reload of an old tab, direct link), and the admission data cleared when the modality blocks the admission.
 */
export function useFormDefaults(
  form: UseFormReturn<WizardForm>,
  admissionClear: boolean,
  guard: { untouched: () => boolean; rebase: () => void },
) {
  useEffect(() => {
    if (!admissionClear) return;
    form.setValue('dataInternacao', EMPTY_ADMISSION.dataInternacao);
    form.setValue('motivoAntecipacao', EMPTY_ADMISSION.motivoAntecipacao);
    form.setValue('acomodacao', EMPTY_ADMISSION.acomodacao);
    form.setValue('leitoUTI', EMPTY_ADMISSION.leitoUTI);
  }, [admissionClear, form]);

  const config = useQuery(configuracoesQuery()).data;
  const { untouched, rebase } = guard;
  useEffect(() => {
    if (!config) return;
    // Defaults the user did not type do not count as data to ask about when leaving.
    const asOpened = untouched();
    if (form.getValues('tipoPedido') === '0' && !form.getValues('paciente.convenio') && config.convenioPadrao) {
      form.setValue('paciente.convenio', config.convenioPadrao);
    }
    if (!form.getValues('carater') && config.caraterPadrao) form.setValue('carater', config.caraterPadrao);
    if (asOpened) rebase();
  }, [config, form, untouched, rebase]);
}
