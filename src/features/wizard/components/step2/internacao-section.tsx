import type { UseFormReturn } from 'react-hook-form';
import type { ModeloPedido } from '@/api/catalogues/schemas';
import { useCatalogue } from '@/api/catalogues/use-catalogue';
import { CheckboxField } from '@/components/form/checkbox-field';
import { DateField } from '@/components/form/date-field';
import { DropdownField } from '@/components/form/dropdown-field';
import { allowed } from '../../model/allowed';
import type { WizardForm } from '../../model/form';

/** Internação: date, advance reason, accommodation, ICU bed; disabled by the step-1 rules. */
export function InternacaoSection({
  form,
  modelo,
  disabled,
}: {
  form: UseFormReturn<WizardForm>;
  modelo: ModeloPedido | null;
  disabled: boolean;
}) {
  const { control } = form;
  const motivos = allowed(useCatalogue('motivoAntecipacaoInternacao').data ?? [], modelo?.motivosAntecipacaoPermitidos);
  const acomodacoes = allowed(useCatalogue('tipoAcomodacao').data ?? [], modelo?.tiposAcomodacaoPermitidos);
  return (
    <section className="card wizard-section" aria-labelledby="titulo-internacao">
      <h2 id="titulo-internacao">Internação</h2>
      {disabled ? (
        <p className="field__help">Campos de internação indisponíveis para este atendimento ou modalidade.</p>
      ) : null}
      <div className="form-grid">
        {/* 'yyyy-MM-ddTHH:mm', São Paulo wall clock: the value the draft and the patient save already hold. */}
        <DateField
          control={control}
          name="dataInternacao"
          label="Data da Internação"
          mode="datetime"
          disabled={disabled}
        />
        <DropdownField
          control={control}
          name="motivoAntecipacao"
          label="Motivo de Antecipação da Internação"
          options={motivos}
          optionLabel={(m) => m.descricao}
          optionValue={(m) => m.id}
          disabled={disabled}
        />
        <DropdownField
          control={control}
          name="acomodacao"
          label="Acomodação"
          options={acomodacoes}
          optionLabel={(a) => a.descricao}
          optionValue={(a) => a.id}
          disabled={disabled}
        />
        <CheckboxField control={control} name="leitoUTI" label="Leito UTI?" disabled={disabled} />
      </div>
    </section>
  );
}
