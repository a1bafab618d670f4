import { useId, type ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { controlAria, FieldFrame, inputClasses } from './field-frame';

/** What a typed text means: the number to store (null when empty), or a refusal whose message the caller shows. */
export type NumberReading = { ok: true; value: number | null } | { ok: false; message: string };

const digitsOnly =
  (maxLength: number | undefined) =>
  (text: string): NumberReading => {
    const digits = text.replace(/\D/g, '').slice(0, maxLength);
    return { ok: true, value: digits === '' ? null : Number(digits) };
  };

interface NumberFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  maxLength?: number;
  disabled?: boolean;
  required?: boolean;
  helpText?: ReactNode;
  /** A live rule's problem from outside the form, shown when the form has no error of its own for the field. */
  error?: string;
  /** Reads the typed text; by default only its digits count (no sign, no decimals). */
  read?: (text: string) => NumberReading;
  /** Called with the message of a refused text; the stored value stays as it was. */
  onRefused?: (message: string) => void;
  /** Inside a dialog: the dialog focuses this field when it opens (instead of its close button). */
  focusOnOpen?: boolean;
}

/** A labelled whole-number input bound to react-hook-form (the value is a number or null), with its own error. */
export function NumberField<T extends FieldValues>({
  control,
  name,
  label,
  maxLength,
  disabled,
  required = false,
  helpText,
  error,
  read,
  onRefused,
  focusOnOpen = false,
}: NumberFieldProps<T>) {
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const value = typeof field.value === 'number' ? String(field.value) : '';
  const reader = read ?? digitsOnly(maxLength);
  return (
    <FieldFrame id={id} label={label} required={required} help={helpText} error={fieldState.error?.message ?? error}>
      {(aria) => (
        <input
          id={id}
          name={field.name}
          type="text"
          inputMode="numeric"
          data-pc-autofocus={focusOnOpen ? 'true' : undefined}
          value={value}
          maxLength={maxLength}
          disabled={disabled}
          ref={field.ref}
          onBlur={field.onBlur}
          onChange={(e) => {
            const reading = reader(e.target.value);
            if (reading.ok) field.onChange(reading.value);
            else onRefused?.(reading.message);
          }}
          {...controlAria(aria)}
          className={inputClasses('p-inputtext', aria, disabled)}
        />
      )}
    </FieldFrame>
  );
}
