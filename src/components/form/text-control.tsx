import { useId, type ChangeEvent, type ReactElement } from 'react';
import { useController, type Control, type FieldPath, type FieldValues, type RefCallBack } from 'react-hook-form';
import { controlAria, FieldFrame, inputClasses, textHelp } from './field-frame';

/** What TextField and TextAreaField are given alike. */
export interface TextControlProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  maxLength?: number;
  disabled?: boolean;
  required?: boolean;
  /** Shows "n/max" under the field (needs maxLength). */
  showCount?: boolean;
  helpText?: string;
  /** Inside a dialog: the dialog focuses this field when it opens (instead of its close button). */
  focusOnOpen?: boolean;
  /** Rewrites what is typed before it is stored (uppercase texts, masks). */
  transform?: (text: string) => string;
}

/** The props a native text control gets from the form: its value, its events, its ARIA and the theme's classes. */
type BoundText = ReturnType<typeof controlAria> & {
  id: string;
  name: string;
  value: string;
  maxLength: number | undefined;
  disabled: boolean | undefined;
  'data-pc-autofocus': 'true' | undefined;
  ref: RefCallBack;
  onBlur: () => void;
  onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  className: string;
};

/**
 * The part TextField and TextAreaField share: the field bound to react-hook-form in its frame (label, help, counter,
 * its own error); `render` draws the native control with the props given.
 */
export function TextControl<T extends FieldValues>({
  control,
  name,
  label,
  maxLength,
  disabled,
  required = false,
  showCount = false,
  helpText,
  focusOnOpen = false,
  transform,
  classe,
  render,
}: TextControlProps<T> & { classe: string; render: (bound: BoundText) => ReactElement }) {
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
      {(aria) =>
        render({
          id,
          name: field.name,
          value,
          maxLength,
          disabled,
          'data-pc-autofocus': focusOnOpen ? 'true' : undefined,
          ref: field.ref,
          onBlur: field.onBlur,
          onChange: (e) => field.onChange(transform ? transform(e.target.value) : e.target.value),
          ...controlAria(aria),
          className: inputClasses(classe, aria, disabled),
        })
      }
    </FieldFrame>
  );
}
