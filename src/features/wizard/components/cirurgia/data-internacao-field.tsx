import { useState } from 'react';
import { useController, useForm, useFormContext, useWatch } from 'react-hook-form';
import { AppDialog } from '@/components/dialogs/app-dialog';
import { useToast } from '@/components/feedback/toast-context';
import { DateInput } from '@/components/form/date-input';
import { DropdownField } from '@/components/form/dropdown-field';
import { wallMinutes } from '@/lib/dates/wall-clock';
import type { WizardForm } from '../../model/form';
import { admissionWithSurgery, isEarlyAdmission, MSG_DATAS } from '../../model/surgery-dates';

// The fields are enabled only when the internação is neither ambulatory, blocked nor already open.
const SEM_RESTRICAO = { ambulatorio: false, bloqueada: false, internado: false };

interface Motivo {
  id: number;
  descricao: string;
}

/**
 * 'Data da Internação' (§5 'Admission date'): later than the surgery is refused; earlier than the default day before
 * asks for the reason in a dialog whose OK stays disabled until one is chosen; Cancelar puts back the default
 * admission, the day before the surgery.
 */
export function DataInternacaoField({ motivos, disabled }: { motivos: readonly Motivo[]; disabled: boolean }) {
  const { control, getValues, setValue, setError, clearErrors } = useFormContext<WizardForm>();
  const { field, fieldState } = useController({ control, name: 'dataInternacao' });
  const toast = useToast();
  const [pedirMotivo, setPedirMotivo] = useState<{ padrao: string } | null>(null);
  // The dialog's own choice: the request's reason is set only on OK.
  const dialogo = useForm<{ motivo: number | null }>({ defaultValues: { motivo: null } });
  const escolhido = useWatch({ control: dialogo.control, name: 'motivo' });

  const mudar = (valor: string) => {
    const cirurgia = getValues('dataHoraSugerida');
    if (valor && cirurgia && wallMinutes(valor) > wallMinutes(cirurgia)) {
      field.onChange('');
      setError('dataInternacao', { message: MSG_DATAS.internacaoDepois });
      toast.warn(MSG_DATAS.internacaoDepois);
      return;
    }
    clearErrors('dataInternacao');
    field.onChange(valor);
    // An admitted patient's fields are disabled (context.admission), so only a new admission gets here.
    if (isEarlyAdmission(valor, cirurgia) && getValues('motivoAntecipacao') === null) {
      dialogo.reset({ motivo: null });
      setPedirMotivo({ padrao: admissionWithSurgery('', cirurgia, '', SEM_RESTRICAO) });
    }
  };

  return (
    <>
      <DateInput
        label="Data da Internação"
        mode="datetime"
        value={typeof field.value === 'string' ? field.value : ''}
        onChange={mudar}
        onBlur={field.onBlur}
        inputRef={field.ref}
        error={fieldState.error?.message}
        disabled={disabled}
      />
      <AppDialog
        visible={pedirMotivo !== null}
        header="Motivo de Antecipação da Internação"
        width="small"
        onClose={() => {
          if (pedirMotivo) field.onChange(pedirMotivo.padrao);
          setPedirMotivo(null);
        }}
        footer={[
          {
            label: 'Cancelar',
            outlined: true,
            onClick: () => {
              if (pedirMotivo) field.onChange(pedirMotivo.padrao);
              setPedirMotivo(null);
            },
          },
          {
            label: 'OK',
            disabled: escolhido === null,
            onClick: () => {
              setValue('motivoAntecipacao', escolhido, { shouldDirty: true });
              setPedirMotivo(null);
              toast.info(MSG_DATAS.infoAntecipada);
            },
          },
        ]}
      >
        <p>{MSG_DATAS.motivoAntecipada}</p>
        <DropdownField
          control={dialogo.control}
          name="motivo"
          label="Motivo"
          options={motivos}
          optionLabel={(m) => m.descricao}
          optionValue={(m) => m.id}
          required
        />
      </AppDialog>
    </>
  );
}
