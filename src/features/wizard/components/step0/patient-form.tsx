import { useState } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { useCatalogue } from '@/api/catalogues/use-catalogue';
import { AttentionDialog } from '@/components/dialogs/attention-dialog';
import { DropdownField } from '@/components/form/dropdown-field';
import { MultiSelectField } from '@/components/form/multiselect-field';
import { TextField } from '@/components/form/text-field';
import { WEIGHT_MAX_LENGTH } from '@/lib/br/weight';
import { formatDateBR } from '@/lib/dates/format';
import type { WizardForm } from '../../model/form';
import { PhoneFields } from './phone-fields';

const TODOS = -1;

/** The chosen patient: identity read-only, contact, weight, plan and exams. */
export function PatientForm({ control, categoriaConvenio }: { control: Control<WizardForm>; categoriaConvenio: number | null | undefined }) {
  const paciente = useWatch({ control, name: 'paciente' });
  const novoPaciente = useWatch({ control, name: 'novoPaciente' });
  const convenios = useCatalogue('convenioPorCategoria', categoriaConvenio ?? 1).data ?? [];
  const exames = useCatalogue('itemExame').data ?? [];
  const [alerta, setAlerta] = useState<string | null>(null);
  if (!paciente.nome) return null;
  return (
    <section className="card wizard-section" aria-labelledby="dados-paciente">
      <h2 id="dados-paciente">Dados do paciente</h2>
      <dl className="patient-identity">
        <div><dt>Prontuário</dt><dd>{paciente.numeroProntuario}</dd></div>
        <div><dt>Nome</dt><dd>{paciente.nome}{paciente.gmr ? <span className="tag tag--gmr">GMR</span> : null}</dd></div>
        <div><dt>Data de nascimento</dt><dd>{formatDateBR(paciente.dataNascimento)}</dd></div>
        <div><dt>Sexo</dt><dd>{paciente.sexo === 'M' ? 'Masculino' : 'Feminino'}</dd></div>
      </dl>
      <div className="form-grid">
        <PhoneFields key={paciente.seqPaciente ?? 'novo'} control={control} onAlert={setAlerta} />
        <TextField control={control} name="paciente.email" label="E-mail" type="email" autoComplete="off" />
        <TextField control={control} name="paciente.peso" label="Peso (kg)" maxLength={WEIGHT_MAX_LENGTH} />
        <DropdownField control={control} name="paciente.convenio" label="Convênio" options={convenios} optionLabel={(c) => c.descricao} optionValue={(c) => c.id} />
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
