import type { UseFormReturn } from 'react-hook-form';
import { errorMessage } from '@/lib/http/api-error';
import { savePatientRecords } from '../../api/save-patient';
import type { WizardForm } from '../../model/form';

/** Leaving Paciente forward saves paciente, atendimento and internação and keeps their ids for the request. */
export async function leavePaciente(form: UseFormReturn<WizardForm>): Promise<string | null> {
  try {
    form.setValue('ids', await savePatientRecords(form.getValues()));
    return null;
  } catch (error) {
    return `Erro ao salvar os dados do paciente: ${errorMessage(error)}`;
  }
}
