import { RadioButton } from 'primereact/radiobutton';
import { useId } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FieldLegend } from './field-label';
import { fieldAria, FieldMessages } from './field-messages';

interface RadioGroupFieldProps<T extends FieldValues, V extends string | number> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  options: readonly { value: V; label: string }[];
  disabled?: boolean;
  required?: boolean;
  helpText?: string;
}

/** A radio group (fieldset and legend) bound to react-hook-form, with its own error; the error marks every option. */
export function RadioGroupField<T extends FieldValues, V extends string | number>({
  control,
  name,
  label,
  options,
  disabled,
  required = false,
  helpText,
}: RadioGroupFieldProps<T, V>) {
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const aria = fieldAria(id, fieldState.error?.message, Boolean(helpText));
  return (
    <fieldset
      className="field radio-group"
      role="radiogroup"
      aria-labelledby={`${id}-rotulo`}
      aria-describedby={aria.describedBy}
      aria-invalid={aria.invalid || undefined}
    >
      <FieldLegend id={`${id}-rotulo`} required={required}>
        {label}
      </FieldLegend>
      <div className="radio-group__options">
        {options.map((option, index) => (
          <span key={option.value} className="check">
            <RadioButton
              inputId={`${id}-${option.value}`}
              // The first option takes the focus when the group is marked (react-hook-form's setFocus).
              inputRef={index === 0 ? field.ref : undefined}
              name={field.name}
              value={option.value}
              checked={field.value === option.value}
              disabled={disabled}
              invalid={aria.invalid}
              // On the input only: PrimeReact also copies aria-* props onto its role-less wrapper.
              pt={{ input: { 'aria-invalid': aria.invalid || undefined, 'aria-describedby': aria.describedBy } }}
              onChange={() => field.onChange(option.value)}
              onBlur={field.onBlur}
            />
            <label htmlFor={`${id}-${option.value}`}>{option.label}</label>
          </span>
        ))}
      </div>
      <FieldMessages helpId={aria.helpId} errorId={aria.errorId} help={helpText} error={fieldState.error?.message} />
    </fieldset>
  );
}
