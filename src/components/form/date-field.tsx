import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { DateInput, type DateMode } from './date-input';

interface DateFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  /** 'date' stores 'yyyy-MM-dd'; 'datetime' stores 'yyyy-MM-ddTHH:mm' (São Paulo wall clock, no zone). */
  mode?: DateMode;
  required?: boolean;
  disabled?: boolean;
  helpText?: string;
}

/** A labelled pt-BR date or date-time picker bound to react-hook-form; the form value is text ('' when empty). */
export function DateField<T extends FieldValues>({
  control,
  name,
  label,
  mode = 'date',
  required,
  disabled,
  helpText,
}: DateFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <DateInput
      label={label}
      mode={mode}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.error?.message}
      required={required}
      disabled={disabled}
      helpText={helpText}
    />
  );
}
