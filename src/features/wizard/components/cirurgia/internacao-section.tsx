import { useController, useFormContext, useWatch } from 'react-hook-form';
import { useCatalogue } from '@/api/catalogues/use-catalogue';
import { CheckboxField } from '@/components/form/checkbox-field';
import { DropdownField } from '@/components/form/dropdown-field';
import { useWizardContext } from '../../hooks/wizard-context';
import { allowed } from '../../model/allowed';
import type { WizardForm } from '../../model/form';
import { isEarlyAdmission, MSG_DATAS } from '../../model/surgery-dates';
import { DataInternacaoField } from './data-internacao-field';

/** Internação: date, advance reason, accommodation, ICU bed; disabled by the step-1 rules (ambulatory, blocked, admitted). */
export function InternacaoSection() {
  const { control } = useFormContext<WizardForm>();
  const { modelo, admission } = useWizardContext();
  const disabled = admission.disabled;
  const motivos = allowed(useCatalogue('motivoAntecipacaoInternacao').data ?? [], modelo?.motivosAntecipacaoPermitidos);
  const acomodacoes = allowed(useCatalogue('tipoAcomodacao').data ?? [], modelo?.tiposAcomodacaoPermitidos);
  const [internacao, cirurgia] = useWatch({ control, name: ['dataInternacao', 'dataHoraSugerida'] });
  const { field: motivo } = useController({ control, name: 'motivoAntecipacao' });
  const antecipada = !disabled && isEarlyAdmission(internacao, cirurgia);
  return (
    <section className="card wizard-section" aria-labelledby="titulo-internacao">
      <h2 id="titulo-internacao">Internação</h2>
      {disabled ? (
        <p className="field__help">Campos de internação indisponíveis para este atendimento ou modalidade.</p>
      ) : null}
      <div className="form-grid">
        <DataInternacaoField motivos={motivos} disabled={disabled} />
        <DropdownField
          control={control}
          name="motivoAntecipacao"
          label="Motivo de Antecipação da Internação"
          options={motivos}
          optionLabel={(m) => m.descricao}
          optionValue={(m) => m.id}
          disabled={disabled}
          required={antecipada}
          helpText={antecipada && motivo.value !== null ? MSG_DATAS.infoAntecipada : undefined}
        />
        <DropdownField
          control={control}
          name="acomodacao"
          label="Acomodação"
          options={acomodacoes}
          optionLabel={(a) => a.descricao}
          optionValue={(a) => a.id}
          disabled={disabled}
          required={!disabled}
        />
        <CheckboxField control={control} name="leitoUTI" label="Leito UTI?" disabled={disabled} />
      </div>
    </section>
  );
}
