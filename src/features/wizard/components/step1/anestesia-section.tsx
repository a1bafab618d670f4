import { Checkbox } from 'primereact/checkbox';
import { useController, useWatch, type UseFormReturn } from 'react-hook-form';
import type { ModeloPedido } from '@/api/catalogues/schemas';
import { useCatalogue } from '@/api/catalogues/use-catalogue';
import { DropdownField } from '@/components/form/dropdown-field';
import { TextField } from '@/components/form/text-field';
import { allowed } from '../../model/allowed';
import type { WizardForm } from '../../model/form';

/** Tipo de Anestesia; the evaluation checkbox is enabled only when the modality allows it. */
export function AnestesiaSection({ form, modelo, avaliacaoPermitida }: { form: UseFormReturn<WizardForm>; modelo: ModeloPedido | null; avaliacaoPermitida: boolean }) {
  const { control } = form;
  const tipos = allowed(useCatalogue('tipoAnestesia').data ?? [], modelo?.tiposAnestesiaPermitidos);
  const avaliacao = useController({ control, name: 'avaliacaoAnestesica' });
  const marcada = useWatch({ control, name: 'avaliacaoAnestesica' });
  return (
    <section className="card wizard-section" aria-labelledby="titulo-anestesia">
      <h2 id="titulo-anestesia">Tipo de Anestesia</h2>
      <div className="form-grid">
        <DropdownField control={control} name="tipoAnestesia" label="Tipo de anestesia" options={tipos} optionLabel={(t) => t.descricao} optionValue={(t) => t.id} />
        <span className="check">
          <Checkbox
            inputId="avaliacao-anestesica"
            checked={Boolean(avaliacao.field.value)}
            disabled={!avaliacaoPermitida}
            onChange={(e) => {
              avaliacao.field.onChange(Boolean(e.checked));
              if (!e.checked) form.setValue('motivoAvaliacao', '');
            }}
          />
          <label htmlFor="avaliacao-anestesica">Necessita de Avaliação Anestésica?</label>
        </span>
      </div>
      <TextField control={control} name="motivoAvaliacao" label="Motivo Avaliação" multiline maxLength={65_535} disabled={!marcada} />
    </section>
  );
}
