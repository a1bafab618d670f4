import { useController, type Control } from 'react-hook-form';
import { useToast } from '@/components/feedback/toast-context';
import { TOAST_MS } from '@/components/feedback/toast-durations';
import { DateInput } from '@/components/form/date-input';
import { DATA_RETROATIVA, dataRetroativa, type RphForm } from '../model/rph';

/** The scheduled transfusion's date-time: a past one is refused with 'A data não pode ser retroativa' and cleared. */
export function DataFuturaField({ control }: { control: Control<RphForm> }) {
  const toast = useToast();
  const { field, fieldState } = useController({ control, name: 'transfusaoData' });
  return (
    <DateInput
      label="Data e hora da transfusão"
      mode="datetime"
      required
      value={field.value}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.error?.message}
      onChange={(value) => {
        if (value && dataRetroativa(value)) {
          toast.warn(DATA_RETROATIVA, { life: TOAST_MS.default });
          field.onChange('');
          return;
        }
        field.onChange(value);
      }}
    />
  );
}
