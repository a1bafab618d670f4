import { useId } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

interface TextFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  type?: 'text' | 'password' | 'email' | 'search';
  autoComplete?: string;
  maxLength?: number;
  multiline?: boolean;
  rows?: number;
  disabled?: boolean;
  /** Shows "n/max" under the field. */
  showCount?: boolean;
  helpText?: string;
}

/**
 * A labelled text input bound to react-hook-form, with its error message announced to screen readers.
 * Native input with the theme's classes: PrimeReact's InputText adds nothing used here and costs bundle size.
 */
export function TextField<T extends FieldValues>({
  control,
  name,
  label,
  type = 'text',
  autoComplete,
  maxLength,
  multiline = false,
  rows = 4,
  disabled,
  showCount = false,
  helpText,
}: TextFieldProps<T>) {
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const errorId = `${id}-erro`;
  const helpId = `${id}-ajuda`;
  const value = typeof field.value === 'string' ? field.value : '';
  const describedBy = [fieldState.error ? errorId : null, helpText || showCount ? helpId : null].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name: field.name,
    value,
    onBlur: field.onBlur,
    maxLength,
    disabled,
    'aria-invalid': fieldState.invalid || undefined,
    'aria-describedby': describedBy,
    className: `p-inputtext p-component w-full${fieldState.invalid ? ' p-invalid' : ''}${disabled ? ' p-disabled' : ''}`,
  };
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea {...common} ref={field.ref} rows={rows} onChange={(e) => field.onChange(e.target.value)} />
      ) : (
        <input
          {...common}
          type={type}
          autoComplete={autoComplete}
          ref={field.ref}
          onChange={(e) => field.onChange(e.target.value)}
        />
      )}
      {helpText || showCount ? (
        <small id={helpId} className="field__help">
          {helpText}
          {showCount && maxLength ? ` ${value.length}/${maxLength}` : null}
        </small>
      ) : null}
      {fieldState.error ? (
        <small id={errorId} className="field__error" role="alert">
          {fieldState.error.message}
        </small>
      ) : null}
    </div>
  );
}
