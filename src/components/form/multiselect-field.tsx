import { MultiSelect } from 'primereact/multiselect';
import { useId, useRef, type ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { controlAria, FieldFrame } from './field-frame';

interface MultiSelectFieldProps<T extends FieldValues, O> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  options: readonly O[];
  optionLabel: (o: O) => string;
  optionValue: (o: O) => number;
  disabled?: boolean;
  required?: boolean;
  helpText?: ReactNode;
  /** A live rule's problem from outside the form, shown when the form has no error of its own for the field. */
  error?: string;
  onPicked?: (values: number[]) => void;
  /** A pseudo-option ('Todos', id -1) that selects every other option. */
  allValue?: number;
  /** The text of a chosen value's chip (by default the option's label). */
  chipLabel?: (value: number) => string | null;
  /** When given, the field shows these values instead of the form value (a form value that is not a list of ids). */
  values?: number[];
  /**
   * Show the chosen values as text, at most this many labels, then '{n} selecionados' (the convênio filter's 4); 0
   * shows only the count, for a field whose choices are listed beside it.
   */
  maxSelectedLabels?: number;
  /** The count's text when the labels are not shown ('{0}' is the count). */
  selectedItemsLabel?: string;
  /**
   * Close the panel as soon as a value is added: the caller opens a dialog about it. Left open behind the dialog, the
   * panel focused its filter when its opening transition ended, taking the keys typed in the dialog.
   */
  closeOnAdd?: boolean;
}

/**
 * A labelled PrimeReact MultiSelect bound to react-hook-form, with its own error; values are ids. Chosen values are
 * chips that wrap onto new lines instead of being cut (styles.css: .multiselect-field).
 */
export function MultiSelectField<T extends FieldValues, O>({
  control,
  name,
  label,
  options,
  optionLabel,
  optionValue,
  disabled,
  required = false,
  helpText,
  error,
  onPicked,
  allValue,
  chipLabel,
  values,
  maxSelectedLabels,
  selectedItemsLabel = '{0} selecionados',
  closeOnAdd = false,
}: MultiSelectFieldProps<T, O>) {
  const id = useId();
  const panel = useRef<MultiSelect>(null);
  const comoTexto = maxSelectedLabels !== undefined;
  const { field, fieldState } = useController({ control, name });
  const items = options.map((o) => ({ label: optionLabel(o), value: optionValue(o) }));
  const own = Array.isArray(field.value) ? field.value : [];
  return (
    <FieldFrame
      id={id}
      label={label}
      required={required}
      help={helpText}
      error={fieldState.error?.message ?? error}
      className="multiselect-field"
    >
      {(aria) => (
        <MultiSelect
          ref={panel}
          inputId={id}
          inputRef={field.ref}
          value={values ?? own}
          options={items}
          optionLabel="label"
          optionValue="value"
          display={comoTexto ? 'comma' : 'chip'}
          maxSelectedLabels={maxSelectedLabels}
          selectedItemsLabel={comoTexto ? selectedItemsLabel : undefined}
          filter
          disabled={disabled}
          placeholder="Selecione"
          invalid={aria.invalid}
          // On the hidden combobox input only: PrimeReact also copies aria-* props onto its role-less wrapper.
          pt={{ input: controlAria(aria) }}
          selectedItemTemplate={chipLabel ? (value: number) => chipLabel(value) : undefined}
          onChange={(e) => {
            const picked = Array.isArray(e.value) ? e.value.filter((v): v is number => typeof v === 'number') : [];
            const next =
              allValue !== undefined && picked.includes(allValue)
                ? items.map((i) => i.value).filter((v) => v !== allValue)
                : picked;
            if (!values) field.onChange(next);
            const before = values ?? own;
            if (closeOnAdd && next.some((v) => !before.includes(v))) panel.current?.hide();
            onPicked?.(next);
          }}
          onBlur={field.onBlur}
          className="w-full"
        />
      )}
    </FieldFrame>
  );
}
