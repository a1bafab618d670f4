// The one place where the back-ends' date forms are read. Results are plain strings (São Paulo wall clock or a
// calendar day), so nothing downstream depends on the browser's time zone.
import { onFirstUse } from '@/lib/intl/on-first-use';

// yyyy-MM-dd, optionally followed by T or a space, HH:mm[:ss[.fraction]] and an offset (Z, ±hh, ±hhmm, ±hh:mm).
const ISO_FORM =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;
// dd/MM/yyyy, optionally followed by HH:mm[:ss].
const BR_FORM = /^(\d{2})\/(\d{2})\/(\d{4})(?: (\d{2}):(\d{2})(?::(\d{2}))?)?$/;
// Epoch milliseconds sent as text: 11–13 digits covers 1973–2286 and keeps yyyyMMdd-like numbers out.
const EPOCH_TEXT = /^\d{11,13}$/;

/** The fields of a date as written, before any zone is applied. */
interface Written {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
  /** Minutes east of UTC when the text carries an offset; null when it is already São Paulo's wall clock. */
  offset: number | null;
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

// Years before 1000 are typos of a 4-digit year (05/03/0026), not dates anyone means.
function isRealDate(w: Written): boolean {
  return (
    w.year >= 1000 &&
    w.month >= 1 &&
    w.month <= 12 &&
    w.day >= 1 &&
    w.day <= daysInMonth(w.year, w.month) &&
    w.hour <= 23 &&
    w.minute <= 59 &&
    w.second <= 59
  );
}

function readOffset(text: string | undefined): number | null | undefined {
  if (text === undefined) return null;
  if (text.toUpperCase() === 'Z') return 0;
  const digits = text.slice(1).replace(':', '');
  const hours = Number(digits.slice(0, 2));
  const minutes = Number(digits.slice(2) || '0');
  if (hours > 23 || minutes > 59) return undefined;
  return (text.startsWith('-') ? -1 : 1) * (hours * 60 + minutes);
}

/** The raw fields of an ISO or dd/MM/yyyy text, year-month-day and hour-minute-second first. */
function fieldsOf(
  text: string,
): { date: string[]; time: (string | undefined)[]; fraction?: string; zone?: string } | null {
  const iso = ISO_FORM.exec(text);
  if (iso) return { date: [iso[1], iso[2], iso[3]], time: [iso[4], iso[5], iso[6]], fraction: iso[7], zone: iso[8] };
  const br = BR_FORM.exec(text);
  if (br) return { date: [br[3], br[2], br[1]], time: [br[4], br[5], br[6]] };
  return null;
}

function readWritten(text: string): Written | null {
  const fields = fieldsOf(text);
  if (!fields) return null;
  const [year, month, day] = fields.date.map(Number);
  const [hour, minute, second] = fields.time.map((f) => Number(f ?? '0'));
  const offset = readOffset(fields.zone);
  if (offset === undefined) return null;
  const millisecond = Number((fields.fraction ?? '0').padEnd(3, '0').slice(0, 3));
  const written: Written = { year, month, day, hour, minute, second, millisecond, offset };
  return isRealDate(written) ? written : null;
}

const wallDay = (w: Pick<Written, 'year' | 'month' | 'day'>): string =>
  `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
const wallClock = (w: Written): string => `${wallDay(w)}T${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}`;

const saoPaulo = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Sao_Paulo',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    }),
);

/** São Paulo's wall clock at an instant (epoch ms), with the zone's real rules (offset changes, past DST). */
function saoPauloWallClock(instant: number): string | null {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return null;
  const field = Object.fromEntries(
    saoPaulo()
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  const written: Written = {
    year: Number(field.year),
    month: Number(field.month),
    day: Number(field.day),
    hour: Number(field.hour),
    minute: Number(field.minute),
    second: Number(field.second),
    millisecond: 0,
    offset: null,
  };
  // Out of the 4-digit range (or BC, which Intl writes without an era here) there is no yyyy to give.
  return written.year <= 9999 && isRealDate(written) ? wallClock(written) : null;
}

function epochOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.getTime();
  if (typeof value === 'string' && EPOCH_TEXT.test(value.trim())) return Number(value.trim());
  return null;
}

// The form most dates arrive in, São Paulo's wall clock as readDateTime writes it: a list of thousands of rows reads
// several per row, and this form needs only its check (the general reading builds each field again).
const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})$/;

function wallClockAsWritten(value: string): string | null {
  const m = WALL_CLOCK.exec(value);
  if (!m) return null;
  const written: Written = {
    year: Number(m[1]),
    month: Number(m[2]),
    day: Number(m[3]),
    hour: Number(m[4]),
    minute: Number(m[5]),
    second: Number(m[6]),
    millisecond: 0,
    offset: null,
  };
  return isRealDate(written) ? value : null;
}

/** Any back-end date form as São Paulo's wall clock 'yyyy-MM-ddTHH:mm:ss' (offsets, epoch ms and Dates are instants); null when unreadable. */
export function readDateTime(value: unknown): string | null {
  if (typeof value === 'string') {
    const asWritten = wallClockAsWritten(value);
    if (asWritten !== null) return asWritten;
  }
  const epoch = epochOf(value);
  if (epoch !== null) return saoPauloWallClock(epoch);
  if (typeof value !== 'string') return null;
  const w = readWritten(value.trim());
  if (!w) return null;
  if (w.offset === null) return wallClock(w);
  const instant = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second, w.millisecond) - w.offset * 60_000;
  return saoPauloWallClock(instant);
}

/**
 * A date-time as every write sends it, 'yyyy-MM-ddTHH:mm:ss' in São Paulo's wall clock (a field's 'yyyy-MM-ddTHH:mm'
 * gains its seconds); null when empty or unreadable.
 */
export function dataHoraEnviada(value: string | null | undefined): string | null {
  return value ? readDateTime(value) : null;
}

/** Any back-end date form as the calendar day 'yyyy-MM-dd' it was written for (never moved by a zone); null when unreadable. */
export function readDate(value: unknown): string | null {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    const local = { year: value.getFullYear(), month: value.getMonth() + 1, day: value.getDate() };
    return local.year >= 1000 && local.year <= 9999 ? wallDay(local) : null;
  }
  const epoch = epochOf(value);
  if (epoch !== null) {
    // A day sent as epoch ms is UTC midnight or São Paulo midnight (03:00Z): both fall on the same UTC day.
    const d = new Date(epoch);
    const utc = { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
    return !Number.isNaN(d.getTime()) && utc.year >= 1000 && utc.year <= 9999 ? wallDay(utc) : null;
  }
  if (typeof value !== 'string') return null;
  const w = readWritten(value.trim());
  return w ? wallDay(w) : null;
}
