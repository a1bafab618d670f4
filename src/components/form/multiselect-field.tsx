import { MultiSelect } from 'primereact/multiselect';
import { useId } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

interface MultiSelectFieldProps<T extends FieldValues, O> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  options: readonly O[];
  optionLabel: (o: O) => string;
  optionValue: (o: O) => number;
  disabled?: boolean;
  onPicked?: (values: number[]) => void;
  /** A pseudo-option ('Todos', id -1) that selects every other option. */
  allValue?: number;
}

/** A labelled PrimeReact MultiSelect (chips) bound to react-hook-form; values are ids. */
export function MultiSelectField<T extends FieldValues, O>({
  control,
  name,
  label,
  options,
  optionLabel,
  optionValue,
  disabled,
  onPicked,
  allValue,
}: MultiSelectFieldProps<T, O>) {
  const id = useId();
  const { field } = useController({ control, name });
  const items = options.map((o) => ({ label: optionLabel(o), value: optionValue(o) }));
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <MultiSelect
        inputId={id}
        value={Array.isArray(field.value) ? field.value : []}
        options={items}
        optionLabel="label"
        optionValue="value"
        display="chip"
        filter
        disabled={disabled}
        placeholder="Selecione"
        onChange={(e) => {
          const picked = Array.isArray(e.value) ? e.value.filter((v): v is number => typeof v === 'number') : [];
          const values =
            allValue !== undefined && picked.includes(allValue)
              ? items.map((i) => i.value).filter((v) => v !== allValue)
              : picked;
          field.onChange(values);
          onPicked?.(values);
        }}
        className="w-full"
      />
    </div>
  );
}
