import { useFormContext, useWatch } from 'react-hook-form';
import { useCatalogue } from '@/api/catalogues/use-catalogue';
import { CheckboxField } from '@/components/form/checkbox-field';
import { DropdownField } from '@/components/form/dropdown-field';
import { TextAreaField } from '@/components/form/text-area-field';
import { allowed } from '../../model/allowed';
import { useWizardContext } from '../../hooks/wizard-context';
import type { WizardForm } from '../../model/form';

/** Tipo de anestesia; the evaluation checkbox is enabled only when the modality allows it. */
export function AnestesiaSection() {
  const form = useFormContext<WizardForm>();
  const { control } = form;
  const {
    modelo,
    flags: { avaliacaoPermitida },
  } = useWizardContext();
  const tipos = allowed(useCatalogue('tipoAnestesia').data ?? [], modelo?.tiposAnestesiaPermitidos);
  const marcada = useWatch({ control, name: 'avaliacaoAnestesica' });
  return (
    <section className="card wizard-section" aria-labelledby="titulo-anestesia">
      <h2 id="titulo-anestesia">Tipo de anestesia</h2>
      <div className="form-grid">
        <DropdownField
          control={control}
          name="tipoAnestesia"
          label="Tipo de anestesia"
          options={tipos}
          optionLabel={(t) => t.descricao}
          optionValue={(t) => t.id}
        />
        <CheckboxField
          control={control}
          name="avaliacaoAnestesica"
          label="Necessita de Avaliação Anestésica?"
          disabled={!avaliacaoPermitida}
          onToggled={(checked) => {
            if (!checked) form.setValue('motivoAvaliacao', '');
          }}
        />
      </div>
      <TextAreaField
        control={control}
        name="motivoAvaliacao"
        label="Motivo Avaliação"
        maxLength={65_535}
        disabled={!marcada}
      />
    </section>
  );
}
