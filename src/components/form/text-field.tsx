import { useId, type HTMLAttributes } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { controlAria, FieldFrame, inputClasses, textHelp } from './field-frame';

interface TextFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  type?: 'text' | 'password' | 'email' | 'search';
  autoComplete?: string;
  maxLength?: number;
  disabled?: boolean;
  required?: boolean;
  /** Shows "n/max" under the field. */
  showCount?: boolean;
  helpText?: string;
  placeholder?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** Inside a dialog: the dialog focuses this field when it opens (instead of its close button). */
  focusOnOpen?: boolean;
  /** Rewrites what is typed before it is stored (uppercase names, masks). */
  transform?: (text: string) => string;
}

/**
 * A labelled text input bound to react-hook-form, with its error message announced to screen readers.
 * Native input with the theme's classes: PrimeReact's InputText adds nothing used here and costs bundle size.
 * A text of several lines is a TextAreaField: this one, on the sign-in page, does not carry it
 * (docs/decisions/002-bundle-budget.md).
 */
export function TextField<T extends FieldValues>({
  control,
  name,
  label,
  type = 'text',
  autoComplete,
  maxLength,
  disabled,
  required = false,
  showCount = false,
  helpText,
  placeholder,
  inputMode,
  transform,
  focusOnOpen = false,
}: TextFieldProps<T>) {
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
        <input
          id={id}
          name={field.name}
          value={value}
          type={type}
          autoComplete={autoComplete}
          maxLength={maxLength}
          disabled={disabled}
          placeholder={placeholder}
          inputMode={inputMode}
          data-pc-autofocus={focusOnOpen ? 'true' : undefined}
          ref={field.ref}
          onBlur={field.onBlur}
          onChange={(e) => field.onChange(transform ? transform(e.target.value) : e.target.value)}
          {...controlAria(aria)}
          className={inputClasses('p-inputtext', aria, disabled)}
        />
      )}
    </FieldFrame>
  );
}
