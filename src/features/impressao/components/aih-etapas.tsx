import type { Control, UseFormSetValue } from 'react-hook-form';
import { useCatalogue } from '@/api/catalogues/use-catalogue';
import { DateField } from '@/components/form/date-field';
import { DropdownField } from '@/components/form/dropdown-field';
import { RadioGroupField } from '@/components/form/radio-group-field';
import { TextAreaField } from '@/components/form/text-area-field';
import { TextField } from '@/components/form/text-field';
import { AIH_PACIENTE_CAMPOS, maiusculas, type AihPacienteCampo } from '../model/aih-paciente';
import type { AihForm } from '../model/aih';
import { TEXTO_MAX } from '../model/campos';

interface EtapaProps {
  control: Control<AihForm>;
  setValue: UseFormSetValue<AihForm>;
}

const SEXOS = [
  { value: 'M', label: 'Masculino' },
  { value: 'F', label: 'Feminino' },
] as const;

const PACIENTE = Object.keys(AIH_PACIENTE_CAMPOS).filter((k): k is AihPacienteCampo => k in AIH_PACIENTE_CAMPOS);

/** Step 0: the patient's identification, loaded from the patient/AIH API. */
export function EtapaPaciente({ control }: EtapaProps) {
  return (
    <>
      {PACIENTE.map((name) => {
        const [label, max, required] = AIH_PACIENTE_CAMPOS[name];
        return (
          <TextField
            key={name}
            control={control}
            name={name}
            label={label}
            maxLength={max}
            required={required}
            transform={maiusculas}
          />
        );
      })}
      <DateField control={control} name="dataNascimento" label="Data de nascimento" required />
      <RadioGroupField control={control} name="sexo" label="Sexo" options={SEXOS} required />
    </>
  );
}

const TEXTOS_JUSTIFICATIVA = [
  ['principaisSinaisSintomas', 'Principais sinais e sintomas clínicos'],
  ['justificativasInternacao', 'Condições que justificam a internação'],
  ['principaisResultadosProvasDiagnosticas', 'Principais resultados de provas diagnósticas'],
] as const;

/** Step 1: the hospitalisation's justification; the initial diagnosis follows the principal CID. */
export function EtapaJustificativa({ control, setValue }: EtapaProps) {
  const cids = useCatalogue('cid').data ?? [];
  const cidProps = {
    control,
    options: cids,
    optionLabel: (c: (typeof cids)[number]) => `${c.codigo ?? ''} - ${c.descricao ?? ''}`,
    optionValue: (c: (typeof cids)[number]) => c.id,
    filter: true,
  };
  return (
    <>
      {TEXTOS_JUSTIFICATIVA.map(([name, label]) => (
        <div className="impressao-form__wide" key={name}>
          <TextAreaField
            control={control}
            name={name}
            label={label}
            required
            maxLength={TEXTO_MAX}
            showCount
            transform={maiusculas}
          />
        </div>
      ))}
      <DropdownField
        {...cidProps}
        name="cidPrincipal"
        label="CID principal"
        required
        onPicked={(id) => {
          const cid = cids.find((c) => c.id === id);
          setValue('diagnosticoInicial', maiusculas(cid?.descricao ?? ''));
        }}
      />
      <TextField control={control} name="diagnosticoInicial" label="Diagnóstico inicial" disabled />
      <DropdownField {...cidProps} name="cidSecundario" label="CID secundário" showClear />
      <DropdownField {...cidProps} name="cidCausasAssociadas" label="CID causas associadas" showClear />
    </>
  );
}

const TEXTOS_PROCEDIMENTO = [
  ['descricaoProcedimentoSolicitado', 'Descrição do procedimento solicitado'],
  ['codigoProcedimento', 'Código do procedimento'],
  ['clinica', 'Clínica'],
  ['caraterInternacao', 'Caráter da internação'],
  ['documento', 'Documento'],
  ['numeroDocumentoProfissional', 'Número do documento do profissional'],
  ['nomeProfissional', 'Nome do profissional solicitante'],
] as const;

/** Step 2: the requested procedure and the requesting professional. */
export function EtapaProcedimento({ control }: EtapaProps) {
  return (
    <>
      {TEXTOS_PROCEDIMENTO.map(([name, label]) => (
        <TextField
          key={name}
          control={control}
          name={name}
          label={label}
          required
          maxLength={TEXTO_MAX}
          transform={maiusculas}
        />
      ))}
    </>
  );
}
