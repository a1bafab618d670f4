import type { FieldValues } from 'react-hook-form';
import { TextControl, type TextControlProps } from './text-control';

interface TextAreaFieldProps<T extends FieldValues> extends TextControlProps<T> {
  rows?: number;
}

/** A labelled text area bound to react-hook-form, with its character counter and its own error. */
export function TextAreaField<T extends FieldValues>({ rows = 4, ...props }: TextAreaFieldProps<T>) {
  return (
    <TextControl
      {...props}
      classe="p-inputtextarea p-inputtext"
      render={(bound) => <textarea {...bound} rows={rows} />}
    />
  );
}
