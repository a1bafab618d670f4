import type { CorpoDe } from '@/api/escritas/campos';
import type { ATENDIMENTO_CAMPOS } from '../model/escritas-campos';
import type { WizardForm } from '../model/form';
import { admissionPayload, toPacientePayload } from '../model/patient-mapping';
import { saveRecord } from './pedido-draft';

/**
 * Leaving step 0: creates or updates paciente, atendimento and internação (POST, then form-encoded PUT), returning
 * their ids. The admission is sent only when there is one to send (admissionPayload).
 */
export async function savePatientRecords(v: WizardForm): Promise<WizardForm['ids']> {
  const peso = v.paciente.peso ? Number(v.paciente.peso.replace(',', '.')) : null;
  const paciente = await saveRecord('paciente', v.ids.paciente, toPacientePayload(v.paciente));
  const atendimento = await saveRecord('atendimento', v.ids.atendimento, {
    idLegado: v.atendimento?.seq ?? null,
    dataAtendimento: v.atendimento?.data ?? null,
    numeroFAA: v.atendimento?.faa ?? null,
    peso,
    convenio: v.paciente.convenio,
  } satisfies CorpoDe<typeof ATENDIMENTO_CAMPOS>);
  const admission = admissionPayload(v, peso);
  const internacao = admission ? await saveRecord('internacao', v.ids.internacao, admission) : v.ids.internacao;
  return { paciente, atendimento, internacao };
}
