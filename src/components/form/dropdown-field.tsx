import { Dropdown } from 'primereact/dropdown';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { controlAria, FieldFrame } from './field-frame';
import { useTabMovesOn } from './use-tab-moves-on';

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

/** Types `text` at the end of an input as a user would, so React's onChange sees it. */
function typeInto(input: HTMLInputElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, input.value + text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * With a filter, typing on the closed field opens it and types into its filter (PrimeReact would jump to an option
 * whose label starts with the letter, one the user may not see, which Enter or Tab then picks).
 */
function useTypeToFilter(enabled: boolean) {
  const dropdown = useRef<Dropdown>(null);
  const pending = useRef<string | null>(null);
  const onKeyDownCapture = (e: KeyboardEvent) => {
    if (!enabled || e.key.length !== 1 || e.ctrlKey || e.metaKey || e.altKey) return;
    if (e.target !== dropdown.current?.getFocusInput()) return;
    const opening = pending.current !== null;
    if (!opening && dropdown.current?.getOverlay()) return;
    e.preventDefault();
    e.stopPropagation();
    pending.current = (pending.current ?? '') + e.key;
    if (!opening) dropdown.current?.show();
  };
  const onShow = () => {
    const text = pending.current;
    pending.current = null;
    const input = dropdown.current?.getOverlay()?.querySelector<HTMLInputElement>('input.p-dropdown-filter');
    if (!input) return;
    input.focus();
    if (text) typeInto(input, text);
  };
  return { dropdown, onKeyDownCapture, onShow };
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
  const typeToFilter = useTypeToFilter(filter === true);
  const tab = useTabMovesOn(typeToFilter.dropdown);
  return (
    <FieldFrame id={id} label={label} required={required} help={helpText} error={fieldState.error?.message}>
      {(aria) => (
        // Keys reach the combobox through this wrapper (a capture, for the typing that opens the filter and for Tab).
        <div
          onKeyDownCapture={(e) => {
            tab.onKeyDownCapture(e);
            typeToFilter.onKeyDownCapture(e);
          }}
        >
          <Dropdown
            ref={typeToFilter.dropdown}
            inputId={id}
            focusInputRef={field.ref}
            value={field.value ?? null}
            options={items}
            optionLabel="label"
            optionValue="value"
            disabled={disabled}
            filter={filter}
            // The panel opens with the focus in its filter: what is typed narrows the list the user sees.
            filterInputAutoFocus={filter === true}
            onShow={() => {
              tab.reset();
              typeToFilter.onShow();
            }}
            onHide={tab.reset}
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
            pt={{ root: { 'aria-activedescendant': undefined }, filterInput: { 'aria-label': `Filtrar ${label}` } }}
          />
        </div>
      )}
    </FieldFrame>
  );
}
