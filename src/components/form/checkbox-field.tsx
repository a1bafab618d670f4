import { Checkbox } from 'primereact/checkbox';
import { useId } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FieldLabel } from './field-label';
import { fieldAria, FieldMessages } from './field-messages';

interface CheckboxFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  disabled?: boolean;
  required?: boolean;
  helpText?: string;
  /** Called after the value changes (for example to clear a field that depends on it). */
  onToggled?: (checked: boolean) => void;
}

/** A labelled PrimeReact checkbox bound to a boolean of react-hook-form, with its own error. */
export function CheckboxField<T extends FieldValues>({
  control,
  name,
  label,
  disabled,
  required = false,
  helpText,
  onToggled,
}: CheckboxFieldProps<T>) {
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const aria = fieldAria(id, fieldState.error?.message, Boolean(helpText));
  return (
    <div className="field field--check">
      <span className="check">
        <Checkbox
          inputId={id}
          inputRef={field.ref}
          checked={Boolean(field.value)}
          disabled={disabled}
          invalid={aria.invalid}
          // On the input only: PrimeReact also copies aria-* props onto its role-less wrapper.
          pt={{ input: { 'aria-describedby': aria.describedBy, 'aria-required': required || undefined } }}
          onChange={(e) => {
            const checked = Boolean(e.checked);
            field.onChange(checked);
            onToggled?.(checked);
          }}
          onBlur={field.onBlur}
        />
        <FieldLabel htmlFor={id} required={required}>
          {label}
        </FieldLabel>
      </span>
      <FieldMessages helpId={aria.helpId} errorId={aria.errorId} help={helpText} error={fieldState.error?.message} />
    </div>
  );
}
