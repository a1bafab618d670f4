import { useId } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FieldLabel } from './field-label';
import { fieldAria, FieldMessages } from './field-messages';

interface TextAreaFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  maxLength?: number;
  rows?: number;
  disabled?: boolean;
  required?: boolean;
  /** Shows "n/max" under the field (needs maxLength). */
  showCount?: boolean;
  helpText?: string;
  /** Rewrites what is typed before it is stored (uppercase texts). */
  transform?: (text: string) => string;
}

/** A labelled text area bound to react-hook-form, with its character counter and its own error. */
export function TextAreaField<T extends FieldValues>({
  control,
  name,
  label,
  maxLength,
  rows = 4,
  disabled,
  required = false,
  showCount = false,
  helpText,
  transform,
}: TextAreaFieldProps<T>) {
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const value = typeof field.value === 'string' ? field.value : '';
  const counter = showCount && maxLength ? `${value.length}/${maxLength}` : null;
  const help = [helpText, counter].filter(Boolean).join(' ');
  const aria = fieldAria(id, fieldState.error?.message, help !== '');
  return (
    <div className="field">
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      <textarea
        id={id}
        name={field.name}
        value={value}
        rows={rows}
        maxLength={maxLength}
        disabled={disabled}
        ref={field.ref}
        onBlur={field.onBlur}
        onChange={(e) => field.onChange(transform ? transform(e.target.value) : e.target.value)}
        aria-invalid={aria.invalid || undefined}
        aria-required={required || undefined}
        aria-describedby={aria.describedBy}
        className={`p-inputtextarea p-inputtext p-component w-full${aria.invalid ? ' p-invalid' : ''}${disabled ? ' p-disabled' : ''}`}
      />
      <FieldMessages helpId={aria.helpId} errorId={aria.errorId} help={help} error={fieldState.error?.message} />
    </div>
  );
}
