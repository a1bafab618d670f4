import type { WizardForm } from '../model/form';
import { toPacientePayload } from '../model/patient-mapping';
import { saveRecord } from './pedido-draft';

/** Leaving step 0: creates or updates paciente, atendimento and internação, returning their ids. */
export async function savePatientRecords(v: WizardForm): Promise<WizardForm['ids']> {
  const peso = v.paciente.peso ? Number(v.paciente.peso.replace(',', '.')) : null;
  const paciente = await saveRecord('paciente', v.ids.paciente, toPacientePayload(v.paciente));
  const atendimento = await saveRecord('atendimento', v.ids.atendimento, {
    idLegado: v.atendimento?.seq ?? null,
    dataAtendimento: v.atendimento?.data ?? null,
    numeroFAA: v.atendimento?.faa ?? null,
    peso,
    convenio: v.paciente.convenio,
  });
  const internacao = await saveRecord('internacao', v.ids.internacao, {
    idLegado: v.internacao?.seq ?? null,
    numeroInternacao: v.internacao?.numero ?? null,
    dataInternacao: v.internacao?.data ?? null,
    diariasPrevistas: v.diariasPrevistas,
    leitoUTI: false,
    tipoAcomodacao: null,
    convenio: v.paciente.convenio,
    peso,
  });
  return { paciente, atendimento, internacao };
}
