import { isValid, lightFormat } from 'date-fns';
import { readDateTime } from './read';

/** A date as the API or a form holds it: a Date, one of the API's date strings, or nothing. */
export type DateInput = string | Date | null | undefined;

/** yyyy-MM-dd HH:mm:ss fields of a wall clock, as text. */
interface WallClock {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
}

// A string is read as São Paulo's wall clock (readDateTime); a Date comes from a picker and means its local fields.
// Either way the result is text, so no formatter below depends on the browser's zone.
function wallClockOf(value: DateInput): WallClock | null {
  let wall: string | null = null;
  if (value instanceof Date) {
    const year = value.getFullYear();
    wall = isValid(value) && year >= 0 && year <= 9999 ? lightFormat(value, "yyyy-MM-dd'T'HH:mm:ss") : null;
  } else if (typeof value === 'string') {
    wall = readDateTime(value);
  }
  if (wall === null) return null;
  return {
    year: wall.slice(0, 4),
    month: wall.slice(5, 7),
    day: wall.slice(8, 10),
    hour: wall.slice(11, 13),
    minute: wall.slice(14, 16),
    second: wall.slice(17, 19),
  };
}

function formatWith(write: (w: WallClock) => string): (value: DateInput) => string {
  return (value) => {
    const w = wallClockOf(value);
    return w ? write(w) : '';
  };
}

/**
 * Reads any form readDateTime accepts into a Date whose local fields are São Paulo's wall clock (what a pt-BR
 * picker shows); null when empty or invalid. A Date is returned as is when valid.
 */
export function parseApiDate(value: DateInput): Date | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return isValid(value) ? value : null;
  const w = wallClockOf(value);
  if (!w) return null;
  const [year, month, day, hour, minute, second] = [w.year, w.month, w.day, w.hour, w.minute, w.second].map(Number);
  return new Date(year, month - 1, day, hour, minute, second);
}

/** dd/mm/yyyy (the calendar's dd/mm/yy is a 4-digit year), or '' when missing or invalid. */
export const formatDateBR: (value: DateInput) => string = formatWith((w) => `${w.day}/${w.month}/${w.year}`);

/** dd/mm/yyyy HH:mm, or '' when missing or invalid. */
export const formatDateTimeBR: (value: DateInput) => string = formatWith(
  (w) => `${w.day}/${w.month}/${w.year} ${w.hour}:${w.minute}`,
);

/** yyyy-mm-dd, the São Paulo day that history and date filters compare, or '' when missing or invalid. */
export const toIsoDay: (value: DateInput) => string = formatWith((w) => `${w.year}-${w.month}-${w.day}`);

/** Whether two values fall on the same yyyy-mm-dd day (false when either is missing). */
export function sameIsoDay(a: DateInput, b: DateInput): boolean {
  const x = toIsoDay(a);
  return x !== '' && x === toIsoDay(b);
}

/** dd-MM-yyyy, as in /api/validarDataCirurgiaEmDiasUteis/{data}; '' when missing or invalid. */
export const toApiDatePath: (value: DateInput) => string = formatWith((w) => `${w.day}-${w.month}-${w.year}`);

/** DD-MM-YYYY of the room map (/api/agendaSala/…/{DD-MM-YYYY}): the same as toApiDatePath. */
export const toApiRoomMapDate: (value: DateInput) => string = toApiDatePath;

/** dd-MM-yyyy-HH-mm, as in /api/validarDataCirurgiaEmHorasUteis/{dataHora}; '' when missing or invalid. */
export const toApiDateTimePath: (value: DateInput) => string = formatWith(
  (w) => `${w.day}-${w.month}-${w.year}-${w.hour}-${w.minute}`,
);

/** yyyy-MM-ddTHH:mm:ss as São Paulo's wall clock, without zone (primeiraConferencia); '' when missing or invalid. */
export const toLocalTimestamp: (value: DateInput) => string = formatWith(
  (w) => `${w.year}-${w.month}-${w.day}T${w.hour}:${w.minute}:${w.second}`,
);
