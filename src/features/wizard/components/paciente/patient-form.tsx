import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useCatalogue } from '@/api/catalogues/use-catalogue';
import { AttentionDialog } from '@/components/dialogs/attention-dialog';
import { DropdownField } from '@/components/form/dropdown-field';
import { MultiSelectField } from '@/components/form/multiselect-field';
import { TextField } from '@/components/form/text-field';
import { WEIGHT_MAX_LENGTH } from '@/lib/br/weight';
import { formatDateBR, formatDateTimeBR } from '@/lib/dates/format';
import type { WizardAtendimento, WizardForm, WizardInternacao } from '../../model/form';
import { PhoneFields } from './phone-fields';

const TODOS = -1;

/** The chosen encounter or admission as the patient panel shows it: its number and its date (dd/mm/aaaa hh:mm). */
function encounterRows(atendimento: WizardAtendimento | null, internacao: WizardInternacao | null) {
  if (atendimento) {
    return [
      { termo: 'FAA', valor: atendimento.faa },
      { termo: 'Data do atendimento', valor: formatDateTimeBR(atendimento.data) },
    ];
  }
  if (internacao) {
    return [
      { termo: 'Nº da internação', valor: internacao.numero },
      { termo: 'Data da internação', valor: formatDateTimeBR(internacao.data) },
    ];
  }
  return [];
}

/** The chosen patient: identity read-only, contact, weight, plan and exams. */
export function PatientForm({ categoriaConvenio }: { categoriaConvenio: number | null | undefined }) {
  const { control } = useFormContext<WizardForm>();
  const paciente = useWatch({ control, name: 'paciente' });
  const [novoPaciente, atendimento, internacao] = useWatch({
    control,
    name: ['novoPaciente', 'atendimento', 'internacao'],
  });
  const convenios = useCatalogue('convenioPorCategoria', categoriaConvenio ?? 1).data ?? [];
  const exames = useCatalogue('itemExame').data ?? [];
  const [alerta, setAlerta] = useState<string | null>(null);
  if (!paciente.nome) return null;
  return (
    <section className="card wizard-section" aria-labelledby="dados-paciente">
      <h2 id="dados-paciente">Dados do paciente</h2>
      <dl className="patient-identity">
        <div>
          <dt>Prontuário</dt>
          <dd>{paciente.numeroProntuario}</dd>
        </div>
        <div>
          <dt>Nome</dt>
          <dd>
            {paciente.nome}
            {paciente.gmr ? <span className="tag tag--gmr">GMR</span> : null}
          </dd>
        </div>
        <div>
          <dt>Data de nascimento</dt>
          <dd>{formatDateBR(paciente.dataNascimento)}</dd>
        </div>
        <div>
          <dt>Sexo</dt>
          <dd>{paciente.sexo === 'M' ? 'Masculino' : 'Feminino'}</dd>
        </div>
        {encounterRows(atendimento, internacao).map((r) => (
          <div key={r.termo}>
            <dt>{r.termo}</dt>
            <dd>{r.valor}</dd>
          </div>
        ))}
      </dl>
      <div className="form-grid">
        <PhoneFields key={paciente.seqPaciente ?? 'novo'} onAlert={setAlerta} />
        <TextField control={control} name="paciente.email" label="E-mail" type="email" autoComplete="off" />
        <TextField control={control} name="paciente.peso" label="Peso (kg)" maxLength={WEIGHT_MAX_LENGTH} />
        <DropdownField
          control={control}
          name="paciente.convenio"
          label="Convênio"
          options={convenios}
          optionLabel={(c) => c.descricao}
          optionValue={(c) => c.id}
        />
        <MultiSelectField
          control={control}
          name="exames"
          label="Exames"
          disabled={!novoPaciente}
          allValue={TODOS}
          options={[{ id: TODOS, descricao: 'Todos' }, ...exames]}
          optionLabel={(e) => e.descricao}
          optionValue={(e) => e.id}
        />
      </div>
      <AttentionDialog message={alerta} onClose={() => setAlerta(null)} />
    </section>
  );
}
