import { Button } from 'primereact/button';
import { useState, type FormEvent } from 'react';
import { useForm, useFormContext } from 'react-hook-form';
import { useToast } from '@/components/feedback/toast-context';
import { TOAST_MS } from '@/components/feedback/toast-durations';
import { DateField } from '@/components/form/date-field';
import { TextField } from '@/components/form/text-field';
import { errorMessage } from '@/lib/http/api-error';
import { searchPatients } from '../../api/patient-search';
import type { LegacyPaciente } from '../../api/schemas';
import { searchSupplementary } from '../../api/supplementary';
import type { WizardForm } from '../../model/form';
import { MSG } from '../../model/messages';
import { fromLegacyPaciente } from '../../model/patient-mapping';
import { RegisterPatient } from './register-patient';
import { PatientPickerDialog } from './selection-dialogs';

/** Supplementary health: search an existing patient (prontuário, or name with birth date) or register a new one. */
export function SupplementaryPanel() {
  const form = useFormContext<WizardForm>();
  const toast = useToast();
  const [mode, setMode] = useState<'pesquisar' | 'cadastrar'>('pesquisar');
  const filtros = useForm({ defaultValues: { prontuario: '', nome: '', nascimento: '' } });
  const [found, setFound] = useState<LegacyPaciente[] | null>(null);

  const search = async () => {
    const f = filtros.getValues();
    if (!f.prontuario && !f.nome) return toast.warn(MSG.prontuarioOuNome, { life: TOAST_MS.patient });
    if (!f.prontuario && f.nome && !f.nascimento) return toast.warn(MSG.nomeComNascimento, { life: TOAST_MS.patient });
    try {
      const list = f.prontuario
        ? await searchPatients('prontuario', f.prontuario)
        : await searchSupplementary(f.nome, f.nascimento);
      if (!list.length)
        toast.info(f.prontuario ? MSG.suplementarProntuario : MSG.suplementarDados, { life: TOAST_MS.patient });
      else setFound(list);
    } catch (error) {
      toast.error(`Falha na pesquisa de pacientes: ${errorMessage(error)}`, { life: TOAST_MS.patient });
    }
  };
  // Enter in any filter searches (the filters are one form).
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void search();
  };
  const use = (p: LegacyPaciente) => {
    form.setValue('paciente', fromLegacyPaciente(p, form.getValues('paciente.convenio')));
    form.setValue('novoPaciente', false);
    setFound(null);
  };

  return (
    <section className="card wizard-section" aria-label="Paciente de saúde suplementar">
      <div className="toolbar" role="group" aria-label="Paciente de saúde suplementar">
        <Button
          label="Pesquisar paciente"
          aria-pressed={mode === 'pesquisar'}
          outlined={mode !== 'pesquisar'}
          onClick={() => setMode('pesquisar')}
        />
        <Button
          label="Cadastrar novo paciente"
          aria-pressed={mode === 'cadastrar'}
          outlined={mode !== 'cadastrar'}
          onClick={() => setMode('cadastrar')}
        />
      </div>
      {mode === 'pesquisar' ? (
        <form className="search-grid" onSubmit={onSubmit} aria-label="Pesquisa de paciente de saúde suplementar">
          <TextField
            control={filtros.control}
            name="prontuario"
            label="Prontuário"
            inputMode="numeric"
            transform={(v) => v.replace(/\D/g, '')}
          />
          <TextField
            control={filtros.control}
            name="nome"
            label="Nome do paciente"
            transform={(v) => v.toUpperCase()}
          />
          <DateField control={filtros.control} name="nascimento" label="Data de nascimento" />
          <Button type="submit" label="Pesquisar" icon="pi pi-search" />
        </form>
      ) : (
        <RegisterPatient />
      )}
      {found ? <PatientPickerDialog patients={found} onPick={use} onClose={() => setFound(null)} /> : null}
    </section>
  );
}
