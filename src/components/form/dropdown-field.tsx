import { Dropdown } from 'primereact/dropdown';
import { useId, type ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

interface DropdownFieldProps<T extends FieldValues, O> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  options: readonly O[];
  optionLabel: (o: O) => string;
  optionValue: (o: O) => string | number;
  disabled?: boolean;
  filter?: boolean;
  placeholder?: string;
  onPicked?: (value: string | number | null) => void;
  itemTemplate?: (o: O) => ReactNode;
  helpText?: string;
}

/** A labelled PrimeReact Dropdown bound to react-hook-form; values are ids (or codes). */
export function DropdownField<T extends FieldValues, O>({
  control,
  name,
  label,
  options,
  optionLabel,
  optionValue,
  disabled,
  filter,
  placeholder = 'Selecione',
  onPicked,
  itemTemplate,
  helpText,
}: DropdownFieldProps<T, O>) {
  const id = useId();
  const { field } = useController({ control, name });
  const items = options.map((o) => ({ label: optionLabel(o), value: optionValue(o), raw: o }));
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <Dropdown
        inputId={id}
        value={field.value ?? null}
        options={items}
        optionLabel="label"
        optionValue="value"
        disabled={disabled}
        filter={filter}
        placeholder={placeholder}
        itemTemplate={itemTemplate ? (item: { raw: O }) => itemTemplate(item.raw) : undefined}
        onChange={(e) => {
          const value: string | number | null = typeof e.value === 'string' || typeof e.value === 'number' ? e.value : null;
          field.onChange(value);
          onPicked?.(value);
        }}
        onBlur={field.onBlur}
        className="w-full"
      />
      {helpText ? <small className="field__help">{helpText}</small> : null}
    </div>
  );
}
