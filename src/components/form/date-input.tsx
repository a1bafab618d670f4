import { Calendar } from 'primereact/calendar';
import { useId, useMemo, useState, type KeyboardEvent, type Ref } from 'react';
import { parseApiDate, toIsoDay, toLocalTimestamp } from '@/lib/dates/format';
import { readDate, readDateTime } from '@/lib/dates/read';
import { controlAria, FieldFrame } from './field-frame';

/** 'date': the value is 'yyyy-MM-dd'; 'datetime': 'yyyy-MM-ddTHH:mm' (São Paulo wall clock, no zone). */
export type DateMode = 'date' | 'datetime';

const TYPED = {
  date: /^\d{2}\/\d{2}\/\d{4}$/,
  datetime: /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/,
} as const;

const INVALID = {
  date: 'Data inválida. Use dd/mm/aaaa.',
  datetime: 'Data e hora inválidas. Use dd/mm/aaaa hh:mm.',
} as const;

// Only the digits, typed fast without the separators ('25122026', '25122026 1430'): read as the same date (and time).
const DIGITS = /^(\d{2})(\d{2})(\d{4})(?: ?(\d{2})(\d{2}))?$/;

/** 'dd/mm/aaaa[ hh:mm]' of a text typed as digits only, or the text itself. */
function withSeparators(typed: string): string {
  const m = DIGITS.exec(typed);
  if (!m) return typed;
  const [, dia, mes, ano, hora, minuto] = m;
  return hora === undefined ? `${dia}/${mes}/${ano}` : `${dia}/${mes}/${ano} ${hora}:${minuto}`;
}

/** The form value of what the user typed ('' when empty), or null when it is not a real date (and time). */
export function readTypedDate(text: string, mode: DateMode): string | null {
  const typed = withSeparators(text.trim());
  if (typed === '') return '';
  if (!TYPED[mode].test(typed)) return null;
  if (mode === 'date') return readDate(typed);
  return readDateTime(typed)?.slice(0, 16) ?? null;
}

/** The form value of a picked Date (its local fields are the wall clock the picker shows). */
function valueOf(date: Date, mode: DateMode): string {
  return mode === 'date' ? toIsoDay(date) : toLocalTimestamp(date).slice(0, 16);
}

export interface DateInputProps {
  label: string;
  /** 'yyyy-MM-dd' (date) or 'yyyy-MM-ddTHH:mm' (date-time); '' when empty. */
  value: string;
  onChange: (value: string) => void;
  mode?: DateMode;
  onBlur?: () => void;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  /** An error from outside (a form's schema); a typed date that cannot be read shows its own message first. */
  error?: string;
  required?: boolean;
  disabled?: boolean;
  helpText?: string;
  inputId?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** Whether the text has every digit of 'dd/mm/aaaa' (and ' hh:mm'): a date typed whole, to be judged. */
const completo = (text: string, mode: DateMode) => text.replace(/\D/g, '').length >= (mode === 'date' ? 8 : 12);

/**
 * A labelled pt-BR date or date-time picker (PrimeReact Calendar, dd/mm/aaaa, 24 h, week from Monday): the user types
 * 'dd/mm/aaaa [hh:mm]' or opens the month grid with the button. The value is text, never a Date.
 */
export function DateInput({
  label,
  value,
  onChange,
  mode = 'date',
  onBlur,
  onKeyDown,
  error,
  required = false,
  disabled,
  helpText,
  inputId,
  inputRef,
}: DateInputProps) {
  const ownId = useId();
  const id = inputId ?? ownId;
  // What the user typed when it is not a date; shown again after the picker clears it on blur, with the error.
  const [typedInvalid, setTypedInvalid] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const date = useMemo(() => parseApiDate(value === '' ? null : value), [value]);
  // The picker rewrites its text whenever its value changes, even while the user types: a partly typed date (value
  // '') would wipe what was typed ('0' of '01/09/2026' lost), and a value set from outside mid-typing (a query
  // settling) would replace the text, the caret jumping to its end so the next keys land after it ('24/11/2026/2026').
  // While the text is not yet a date the picker keeps the date it showed when the text stopped being one: always while
  // the user is in the field, and afterwards as long as the form holds no date.
  const [lastDate, setLastDate] = useState<Date | null>(null);
  const [focused, setFocused] = useState(false);
  const pickerValue = typedInvalid !== null && (focused || value === '') ? lastDate : date;
  // Judged when left or complete, never mid-typing: '26/' is no error while the user is still typing, even in a field
  // left once before (docs/decisions.md 'Typing a date in the pt-BR picker').
  const julgado = typedInvalid !== null && (touched || completo(typedInvalid, mode));
  const message = (julgado ? INVALID[mode] : null) ?? error;
  const pickerName = mode === 'date' ? `Escolher data: ${label}` : `Escolher data e hora: ${label}`;

  return (
    <FieldFrame id={id} label={label} required={required} help={helpText} error={message ?? undefined}>
      {(aria) => (
        <Calendar
          inputId={id}
          inputRef={inputRef}
          value={pickerValue}
          dateFormat="dd/mm/yy"
          showTime={mode === 'datetime'}
          hourFormat="24"
          placeholder={mode === 'date' ? 'dd/mm/aaaa' : 'dd/mm/aaaa hh:mm'}
          disabled={disabled}
          invalid={Boolean(message)}
          // Typing stays in the field; the icon button (or ArrowDown) opens the month grid.
          showOnFocus={false}
          showIcon
          showButtonBar={mode === 'date'}
          // Only whole dates are read: 'dd/mm/aaaa' (and ' hh:mm'), real days, no 12 h clock.
          parseDateTime={(text) => {
            const read = readTypedDate(text, mode);
            const parsed = read ? parseApiDate(read) : null;
            if (!parsed) throw new Error('data inválida');
            return parsed;
          }}
          onInput={(e) => {
            const text = e.currentTarget.value;
            const invalid = readTypedDate(text, mode) === null;
            if (invalid && typedInvalid === null) setLastDate(pickerValue);
            setTypedInvalid(invalid ? text : null);
            if (!invalid) setTouched(false);
          }}
          onChange={(e) => {
            onChange(e.value instanceof Date ? valueOf(e.value, mode) : '');
            if (e.value instanceof Date) setTypedInvalid(null);
          }}
          onBlur={(e) => {
            // The picker writes the last valid value back on blur; keep the user's text so it can be corrected,
            // unless a date was set from outside meanwhile: the field then shows the date the form holds.
            if (typedInvalid !== null && value !== '' && date !== lastDate) setTypedInvalid(null);
            else if (typedInvalid !== null) e.target.value = typedInvalid;
            setFocused(false);
            setTouched(true);
            onBlur?.();
          }}
          className="w-full"
          pt={{
            input: {
              // Here, not the picker's onFocus, which it skips when it puts the focus back after a pick.
              root: {
                ...controlAria(aria),
                onKeyDown,
                onFocus: () => {
                  setFocused(true);
                  setTouched(false);
                },
              },
            },
            // Named here: the app's pt-BR locale has no 'chooseDate', 'prevMonth', 'chooseMonth'… (English or no name).
            dropdownButton: { root: { 'aria-label': pickerName } },
            panel: { 'aria-label': label },
            previousButton: { 'aria-label': 'Anterior' },
            nextButton: { 'aria-label': 'Próximo' },
            monthTitle: { 'aria-label': 'Escolher mês' },
            yearTitle: { 'aria-label': 'Escolher ano' },
          }}
        />
      )}
    </FieldFrame>
  );
}
