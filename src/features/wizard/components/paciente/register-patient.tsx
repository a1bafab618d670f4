import { Button } from 'primereact/button';
import { useState } from 'react';
import { useForm, useFormContext } from 'react-hook-form';
import { useToast } from '@/components/feedback/toast-context';
import { TOAST_MS } from '@/components/feedback/toast-durations';
import { DateField } from '@/components/form/date-field';
import { DropdownField } from '@/components/form/dropdown-field';
import { TextField } from '@/components/form/text-field';
import { normalizeCns } from '@/lib/br/cns';
import { isValidCpf, maskCpf } from '@/lib/br/cpf';
import { onlyDigits } from '@/lib/br/digits';
import { errorMessage } from '@/lib/http/api-error';
import { checkDuplicate, createSupplementary } from '../../api/supplementary';
import { useWizardShell } from '../../hooks/wizard-shell';
import type { WizardForm } from '../../model/form';
import { erroIncluirPaciente, erroVerificarPaciente, MSG, novoProntuario } from '../../model/messages';
import { fromLegacyPaciente } from '../../model/patient-mapping';

interface NovoPaciente {
  nome: string;
  dataNascimento: string;
  sexo: string;
  nomeMae: string;
  cpf: string;
  cns: string;
}

const EMPTY: NovoPaciente = { nome: '', dataNascimento: '', sexo: '', nomeMae: '', cpf: '', cns: '' };
/** The required registration data, in the order of the 'Informe o(s) …' message. */
const REQUIRED = [
  ['nome', 'nome'],
  ['dataNascimento', 'data de nascimento'],
  ['sexo', 'sexo'],
  ['nomeMae', 'nome da mãe'],
  ['cpf', 'CPF'],
] as const;
const SEXOS = [
  { id: 'M', descricao: 'Masculino' },
  { id: 'F', descricao: 'Feminino' },
] as const;
const upper = (text: string) => text.toUpperCase();

/** Registration of a supplementary-health patient (spec decision 2: required inputs here, read-only once registered). */
export function RegisterPatient() {
  const form = useFormContext<WizardForm>();
  const { forceNext: onUseExisting } = useWizardShell();
  const toast = useToast();
  const { control, getValues } = useForm<NovoPaciente>({ defaultValues: EMPTY });
  const [busy, setBusy] = useState(false);
  const registrado = form.getValues('novoPaciente');

  const cadastrar = async () => {
    const p = getValues();
    const faltam = REQUIRED.filter(([k]) => !p[k].trim()).map(([, label]) => label);
    if (faltam.length)
      return toast.warn(`Informe o(s) ${faltam.join(', ')} do novo paciente.`, { life: TOAST_MS.patient });
    if (!isValidCpf(p.cpf)) return toast.warn('CPF inválido.', { life: TOAST_MS.patient });
    if (p.cns && p.cns.length !== 15) return toast.warn('O CNS deve ter 15 dígitos.', { life: TOAST_MS.patient });
    setBusy(true);
    try {
      let dup;
      try {
        dup = await checkDuplicate({ cpf: onlyDigits(p.cpf), cns: p.cns, nome: p.nome, nomeMae: p.nomeMae });
      } catch (error) {
        return toast.error(erroVerificarPaciente(errorMessage(error)), { life: TOAST_MS.patient });
      }
      if (dup.pacienteDuplicado && dup.paciente) {
        const existente = dup.paciente;
        toast.info(`Paciente já cadastrado (prontuário ${dup.nro_prontuario ?? existente.NRO_PRONTUARIO}).`, {
          life: TOAST_MS.patient,
          content: (
            <Button
              label={MSG.usarExistente}
              link
              onClick={() => {
                form.setValue('paciente', fromLegacyPaciente(existente, form.getValues('paciente.convenio')));
                form.setValue('novoPaciente', false);
                onUseExisting();
              }}
            />
          ),
        });
        return;
      }
      try {
        const criado = await createSupplementary({
          ...p,
          cpf: onlyDigits(p.cpf),
          nome: p.nome.toUpperCase(),
          nomeMae: p.nomeMae.toUpperCase(),
        });
        form.setValue('paciente', {
          ...form.getValues('paciente'),
          seqPaciente: criado.seqPaciente,
          numeroProntuario: criado.prontuario,
          nome: p.nome.toUpperCase(),
          nomeMae: p.nomeMae.toUpperCase(),
          dataNascimento: p.dataNascimento,
          sexo: p.sexo === 'M' ? 'M' : 'F',
          cpf: onlyDigits(p.cpf),
          cns: p.cns,
        });
        form.setValue('novoPaciente', true);
        toast.success(novoProntuario(criado.prontuario), { life: TOAST_MS.patient });
      } catch (error) {
        toast.error(erroIncluirPaciente(errorMessage(error)), { life: TOAST_MS.patient });
      }
    } finally {
      setBusy(false);
    }
  };

  if (registrado) return <p role="status">Novo paciente cadastrado. Os dados abaixo não podem mais ser alterados.</p>;
  return (
    <div className="form-grid" aria-label="Cadastro de novo paciente">
      <TextField control={control} name="nome" label="Nome" required transform={upper} />
      <DateField control={control} name="dataNascimento" label="Data de nascimento" required />
      <DropdownField
        control={control}
        name="sexo"
        label="Sexo"
        required
        options={SEXOS}
        optionLabel={(o) => o.descricao}
        optionValue={(o) => o.id}
      />
      <TextField control={control} name="nomeMae" label="Nome da mãe" required transform={upper} />
      <TextField
        control={control}
        name="cpf"
        label="CPF"
        required
        inputMode="numeric"
        placeholder="999.999.999-99"
        transform={maskCpf}
      />
      <TextField control={control} name="cns" label="CNS" inputMode="numeric" transform={normalizeCns} />
      <Button label="Cadastrar paciente" icon="pi pi-user-plus" loading={busy} onClick={() => void cadastrar()} />
    </div>
  );
}
