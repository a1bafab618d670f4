import { useCallback, useId, useMemo, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { formatDateBR, formatDateTimeBR, parseApiDate, toIsoDay, toLocalTimestamp } from '@/lib/dates/format';
import { readDate, readDateTime } from '@/lib/dates/read';
import { DatePickerPopup } from './date-picker-popup';
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
function readTypedDate(text: string, mode: DateMode): string | null {
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

interface DateInputProps {
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
  /** The text shown while the field is empty ('dd/mm/aaaa', or 'dd/mm/aaaa hh:mm' for a date-time). */
  placeholder?: string;
  /**
   * The control alone, its label given outside (a list's filter bar: a hidden <label> for `inputId`): no help and no
   * message under it; a date that cannot be read still marks it invalid.
   */
  semMoldura?: boolean;
}

/** Whether the text has every digit of 'dd/mm/aaaa' (and ' hh:mm'): a date typed whole, to be judged. */
const completo = (text: string, mode: DateMode) => text.replace(/\D/g, '').length >= (mode === 'date' ? 8 : 12);

/** The text a form value is shown as: 'dd/mm/aaaa' (and ' hh:mm'), '' when empty or unreadable. */
const textOf = (value: string, mode: DateMode) => (mode === 'date' ? formatDateBR(value) : formatDateTimeBR(value));

/**
 * A labelled pt-BR date or date-time field: the user types 'dd/mm/aaaa [hh:mm]' or opens the month grid (PrimeReact's
 * Calendar, week from Monday, 24 h) with the button or ArrowDown. The value is text, never a Date. The grid is built only
 * while open (docs/decisions/025-pisos-do-bench.md 'A date field builds its month grid only when opened'); the input is
 * the field's own, so what the user types is never rewritten under the caret.
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
  placeholder,
  semMoldura = false,
}: DateInputProps) {
  const ownId = useId();
  const id = inputId ?? ownId;
  // What the user is typing, shown as typed while the field has the focus; null: the field shows the form's value.
  const [texto, setTexto] = useState<string | null>(null);
  // The form's value when the typed text stopped being a date: a different value when the field is left means one came
  // from outside meanwhile (a query settling), and the field then shows it instead of the unfinished text.
  const [valorAoInvalidar, setValorAoInvalidar] = useState<string | null>(null);
  const [focused, setFocused] = useState(false);
  const [touched, setTouched] = useState(false);
  const [aberto, setAberto] = useState(false);
  const ancora = useRef<HTMLSpanElement>(null);
  const input = useRef<HTMLInputElement | null>(null);
  // A value set from outside while the field is not in use (a form reset, a default settling) replaces an unfinished
  // text left in it; while the user types, it waits until the field is left (its onBlur).
  const [valorVisto, setValorVisto] = useState(value);
  if (value !== valorVisto) {
    setValorVisto(value);
    if (!focused && texto !== null) setTexto(null);
  }
  const invalido = texto !== null && readTypedDate(texto, mode) === null;
  // Judged when left or complete, never mid-typing: '26/' is no error while the user is still typing, even in a field
  // left once before (docs/decisions.md 'Typing a date in the pt-BR picker').
  const julgado = invalido && (touched || completo(texto, mode));
  const message = (julgado ? INVALID[mode] : null) ?? error;
  const shown = texto ?? textOf(value, mode);
  const pickerName = mode === 'date' ? `Escolher data: ${label}` : `Escolher data e hora: ${label}`;
  const date = useMemo(() => (aberto ? parseApiDate(value === '' ? null : value) : null), [aberto, value]);

  const setInputRef = useCallback(
    (el: HTMLInputElement | null) => {
      input.current = el;
      if (typeof inputRef === 'function') inputRef(el);
      else if (inputRef) inputRef.current = el;
    },
    [inputRef],
  );
  const fechar = useCallback((devolverFoco: boolean) => {
    setAberto(false);
    if (devolverFoco) input.current?.focus();
  }, []);

  const controle = (ariaDoControle: Partial<ReturnType<typeof controlAria>>) => (
    <span
      ref={ancora}
      className={`p-calendar p-component p-inputwrapper p-calendar-w-btn w-full${shown ? ' p-inputwrapper-filled' : ''}${focused ? ' p-inputwrapper-focus' : ''}${message ? ' p-invalid' : ''}${disabled ? ' p-disabled' : ''}`}
    >
      <input
        id={id}
        ref={setInputRef}
        className={`p-inputtext p-component${message ? ' p-invalid' : ''}${disabled ? ' p-disabled' : ''}`}
        type="text"
        autoComplete="off"
        placeholder={placeholder ?? (mode === 'date' ? 'dd/mm/aaaa' : 'dd/mm/aaaa hh:mm')}
        disabled={disabled}
        value={shown}
        {...ariaDoControle}
        onChange={(e) => {
          const typed = e.target.value;
          const read = readTypedDate(typed, mode);
          if (read === null) {
            if (!invalido) setValorAoInvalidar(value);
            setTexto(typed);
            return;
          }
          // A whole date shows the value the form keeps of it: with its separators ('25122026' → '25/12/2026'), or
          // nothing when the screen refuses it (a past date cleared). An emptied field stays empty while typed in.
          setTexto(read === '' ? '' : null);
          setTouched(false);
          onChange(read);
        }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' && !e.altKey && !e.ctrlKey && !e.metaKey && !e.shiftKey) {
            e.preventDefault();
            setAberto(true);
            return;
          }
          onKeyDown?.(e);
        }}
        onFocus={() => {
          setFocused(true);
          setTouched(false);
        }}
        onBlur={() => {
          // A date that reads (or an empty field) shows the form's value again; an unfinished text stays to be
          // corrected, with its error, unless a value came from outside meanwhile: the field then shows that value.
          if (texto !== null && (!invalido || value !== valorAoInvalidar)) setTexto(null);
          setFocused(false);
          setTouched(true);
          onBlur?.();
        }}
      />
      <button
        type="button"
        className="p-button p-component p-datepicker-trigger p-button-icon-only"
        aria-label={pickerName}
        aria-haspopup="dialog"
        aria-expanded={aberto}
        disabled={disabled}
        onClick={() => setAberto((v) => !v)}
      >
        <span className="p-button-icon p-c pi pi-calendar" aria-hidden="true" />
      </button>
      {aberto ? (
        <DatePickerPopup
          label={label}
          mode={mode}
          value={date}
          anchor={ancora}
          onClose={fechar}
          onPick={(picked) => {
            setTexto(null);
            setTouched(false);
            onChange(picked ? valueOf(picked, mode) : '');
          }}
        />
      ) : null}
    </span>
  );
  if (semMoldura) return controle({ 'aria-invalid': message ? true : undefined });
  return (
    <FieldFrame id={id} label={label} required={required} help={helpText} error={message ?? undefined}>
      {(aria) => controle(controlAria(aria))}
    </FieldFrame>
  );
}
