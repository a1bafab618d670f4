import { useId } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { controlAria, FieldFrame, inputClasses, textHelp } from './field-frame';

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
  /** Inside a dialog: the dialog focuses this field when it opens (instead of its close button). */
  focusOnOpen?: boolean;
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
  focusOnOpen = false,
}: TextAreaFieldProps<T>) {
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const value = typeof field.value === 'string' ? field.value : '';
  return (
    <FieldFrame
      id={id}
      label={label}
      required={required}
      help={textHelp(value, helpText, showCount, maxLength)}
      error={fieldState.error?.message}
    >
      {(aria) => (
        <textarea
          id={id}
          name={field.name}
          value={value}
          rows={rows}
          maxLength={maxLength}
          disabled={disabled}
          data-pc-autofocus={focusOnOpen ? 'true' : undefined}
          ref={field.ref}
          onBlur={field.onBlur}
          onChange={(e) => field.onChange(transform ? transform(e.target.value) : e.target.value)}
          {...controlAria(aria)}
          className={inputClasses('p-inputtextarea p-inputtext', aria, disabled)}
        />
      )}
    </FieldFrame>
  );
}
