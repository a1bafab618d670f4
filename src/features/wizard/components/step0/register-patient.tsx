import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useToast } from '@/components/feedback/toast-context';
import { TOAST_MS } from '@/components/feedback/toast-durations';
import { DateInput } from '@/components/form/date-input';
import { normalizeCns } from '@/lib/br/cns';
import { isValidCpf, maskCpf } from '@/lib/br/cpf';
import { onlyDigits } from '@/lib/br/digits';
import { errorMessage } from '@/lib/http/api-error';
import { checkDuplicate, createSupplementary } from '../../api/supplementary';
import type { WizardForm } from '../../model/form';
import { erroIncluirPaciente, erroVerificarPaciente, MSG, novoProntuario } from '../../model/messages';
import { fromLegacyPaciente } from '../../model/patient-mapping';

const EMPTY = { nome: '', dataNascimento: '', sexo: '', nomeMae: '', cpf: '', cns: '' };
const LABELS = { nome: 'nome', dataNascimento: 'data de nascimento', sexo: 'sexo', nomeMae: 'nome da mãe', cpf: 'CPF' } as const;

/** Registration of a supplementary-health patient (decision 2: required inputs here, read-only once registered). */
export function RegisterPatient({ form, onUseExisting }: { form: UseFormReturn<WizardForm>; onUseExisting: () => void }) {
  const toast = useToast();
  const [p, setP] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const registrado = form.getValues('novoPaciente');

  const cadastrar = async () => {
    const faltam = (Object.keys(LABELS) as (keyof typeof LABELS)[]).filter((k) => !p[k].trim()).map((k) => LABELS[k]);
    if (faltam.length) return toast.warn(`Informe o(s) ${faltam.join(', ')} do novo paciente.`, { life: TOAST_MS.patient });
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
        const criado = await createSupplementary({ ...p, cpf: onlyDigits(p.cpf), nome: p.nome.toUpperCase(), nomeMae: p.nomeMae.toUpperCase() });
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
      <div className="field"><label htmlFor="novo-nome">Nome</label><InputText id="novo-nome" value={p.nome} onChange={(e) => setP({ ...p, nome: e.target.value.toUpperCase() })} /></div>
      <DateInput inputId="novo-nascimento" label="Data de nascimento" value={p.dataNascimento} onChange={(dataNascimento) => setP((atual) => ({ ...atual, dataNascimento }))} />
      <div className="field">
        <label htmlFor="novo-sexo">Sexo</label>
        <Dropdown inputId="novo-sexo" value={p.sexo} options={[{ label: 'Masculino', value: 'M' }, { label: 'Feminino', value: 'F' }]} onChange={(e) => setP({ ...p, sexo: String(e.value ?? '') })} placeholder="Selecione" />
      </div>
      <div className="field"><label htmlFor="novo-mae">Nome da mãe</label><InputText id="novo-mae" value={p.nomeMae} onChange={(e) => setP({ ...p, nomeMae: e.target.value.toUpperCase() })} /></div>
      <div className="field"><label htmlFor="novo-cpf">CPF</label><InputText id="novo-cpf" inputMode="numeric" placeholder="999.999.999-99" value={p.cpf} onChange={(e) => setP({ ...p, cpf: maskCpf(e.target.value) })} /></div>
      <div className="field"><label htmlFor="novo-cns">CNS</label><InputText id="novo-cns" inputMode="numeric" value={p.cns} onChange={(e) => setP({ ...p, cns: normalizeCns(e.target.value) })} /></div>
      <Button label="Cadastrar paciente" icon="pi pi-user-plus" loading={busy} onClick={() => void cadastrar()} />
    </div>
  );
}
