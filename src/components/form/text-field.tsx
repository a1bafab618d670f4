import type { HTMLAttributes } from 'react';
import type { FieldValues } from 'react-hook-form';
import { TextControl, type TextControlProps } from './text-control';

interface TextFieldProps<T extends FieldValues> extends TextControlProps<T> {
  type?: 'text' | 'password' | 'email' | 'search';
  autoComplete?: string;
  placeholder?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
}

/**
 * A labelled text input bound to react-hook-form, with its error message announced to screen readers.
 * Native input with the theme's classes: PrimeReact's InputText adds nothing used here and costs bundle size.
 * A text of several lines is a TextAreaField: this one, on the sign-in page, does not carry it
 * (docs/decisions/002-bundle-budget.md).
 */
export function TextField<T extends FieldValues>({
  type = 'text',
  autoComplete,
  placeholder,
  inputMode,
  ...props
}: TextFieldProps<T>) {
  return (
    <TextControl
      {...props}
      classe="p-inputtext"
      render={(bound) => (
        <input {...bound} type={type} autoComplete={autoComplete} placeholder={placeholder} inputMode={inputMode} />
      )}
    />
  );
}
