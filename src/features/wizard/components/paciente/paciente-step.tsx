import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useFormContext, useWatch } from 'react-hook-form';
import { configuracoesQuery } from '@/api/shell/get-configuracoes';
import { EMPTY_PACIENTE, type WizardForm } from '../../model/form';
import { PatientForm } from './patient-form';
import { DemandaDialog, EncounterDialog, PatientPickerDialog } from './selection-dialogs';
import { StandardSearch } from './standard-search';
import { SupplementaryPanel } from './supplementary-panel';
import { usePatientSelection } from './use-patient-selection';

/** Step 0: request type, patient search or registration, encounter or admission, patient data. */
export function PacienteStep() {
  const form = useFormContext<WizardForm>();
  const config = useQuery(configuracoesQuery()).data;
  const tipoPedido = useWatch({ control: form.control, name: 'tipoPedido' });
  const selection = usePatientSelection();
  const { stage } = selection;

  const setTipo = (tipo: '0' | '1') => {
    if (tipo === tipoPedido) return;
    form.setValue('tipoPedido', tipo);
    // Switching the type starts the patient over (and clears the new-patient draft).
    form.setValue('paciente', { ...EMPTY_PACIENTE, convenio: tipo === '0' ? (config?.convenioPadrao ?? null) : null });
    form.setValue('novoPaciente', false);
    form.setValue('atendimento', null);
    form.setValue('internacao', null);
    form.setValue('exames', []);
  };

  const categoria = tipoPedido === '1' ? config?.categoriaConvenioSuplementar : config?.categoriaConvenioPublico;
  return (
    <div className="wizard-step">
      <div className="toolbar" role="group" aria-label="Tipo de pedido">
        <Button
          label="Pedido Padrão"
          aria-pressed={tipoPedido === '0'}
          outlined={tipoPedido !== '0'}
          onClick={() => setTipo('0')}
        />
        <Button
          label="Pedido de Saúde Suplementar"
          aria-pressed={tipoPedido === '1'}
          outlined={tipoPedido !== '1'}
          onClick={() => setTipo('1')}
        />
      </div>
      {tipoPedido === '0' ? <StandardSearch onFound={selection.found} /> : <SupplementaryPanel />}
      <PatientForm categoriaConvenio={categoria} />
      {stage.kind === 'patients' ? (
        <PatientPickerDialog patients={stage.list} onPick={selection.pickPatient} onClose={selection.discard} />
      ) : null}
      {stage.kind === 'demandas' ? (
        <DemandaDialog
          demandas={stage.list}
          onPick={(d) => void selection.pickDemanda(stage.patient, d)}
          onSkip={() => selection.skipDemanda(stage.patient)}
        />
      ) : null}
      {stage.kind === 'encounters' ? (
        <EncounterDialog
          paciente={stage.patient.NOM_PESSOA}
          atendimentos={stage.atendimentos}
          internacoes={stage.internacoes}
          onPickAtendimento={(a) => selection.pickAtendimento(stage.patient, a)}
          onPickInternacao={(i) => selection.pickInternacao(stage.patient, i)}
          onClose={selection.discard}
        />
      ) : null}
    </div>
  );
}
