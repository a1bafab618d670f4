import { Dropdown } from 'primereact/dropdown';
import { useId, type ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { controlAria, FieldFrame } from './field-frame';

interface DropdownFieldProps<T extends FieldValues, O> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  options: readonly O[];
  optionLabel: (o: O) => string;
  optionValue: (o: O) => string | number;
  disabled?: boolean;
  required?: boolean;
  filter?: boolean;
  placeholder?: string;
  onPicked?: (value: string | number | null) => void;
  itemTemplate?: (o: O) => ReactNode;
  helpText?: string;
  /** A clear button (×) that empties the choice (optional filters such as 'Todos os residentes'). */
  showClear?: boolean;
}

/** A labelled PrimeReact Dropdown bound to react-hook-form, with its own error; values are ids (or codes). */
export function DropdownField<T extends FieldValues, O>({
  control,
  name,
  label,
  options,
  optionLabel,
  optionValue,
  disabled,
  required = false,
  filter,
  placeholder = 'Selecione',
  onPicked,
  itemTemplate,
  helpText,
  showClear = false,
}: DropdownFieldProps<T, O>) {
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const items = options.map((o) => ({ label: optionLabel(o), value: optionValue(o), raw: o }));
  return (
    <FieldFrame id={id} label={label} required={required} help={helpText} error={fieldState.error?.message}>
      {(aria) => (
        <Dropdown
          inputId={id}
          focusInputRef={field.ref}
          value={field.value ?? null}
          options={items}
          optionLabel="label"
          optionValue="value"
          disabled={disabled}
          filter={filter}
          placeholder={placeholder}
          showClear={showClear}
          invalid={aria.invalid}
          {...controlAria(aria)}
          itemTemplate={itemTemplate ? (item: { raw: O }) => itemTemplate(item.raw) : undefined}
          onChange={(e) => {
            const value: string | number | null =
              typeof e.value === 'string' || typeof e.value === 'number' ? e.value : null;
            field.onChange(value);
            onPicked?.(value);
          }}
          onBlur={field.onBlur}
          className="w-full"
          // PrimeReact sets 'dropdownItem_-1' on its role-less wrapper while focused (axe: critical); the combobox is
          // the hidden input, so the wrapper needs none.
          pt={{ root: { 'aria-activedescendant': undefined } }}
        />
      )}
    </FieldFrame>
  );
}
