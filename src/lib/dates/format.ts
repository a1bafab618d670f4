import { isValid, lightFormat, parseISO } from 'date-fns';

/** A date as the API or a form holds it: a Date, one of the API's date strings, or nothing. */
export type DateInput = string | Date | null | undefined;

// The forms parseApiDate accepts; anything else (including lone years, week dates, 5/3/2026) is refused.
const ISO_FORM = /^\d{4}-\d{2}-\d{2}(?:[T ](?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;
const BR_FORM = /^(\d{2})\/(\d{2})\/(\d{4})(?: ([01]\d|2[0-3]):([0-5]\d))?$/;

function fromBrForm(match: RegExpExecArray): Date | null {
  const [day, month, year, hours, minutes] = match.slice(1).map(Number);
  const d = new Date(year, month - 1, day, hours || 0, minutes || 0);
  // new Date rolls 31/02 over to March and reads years 0–99 as 19xx: such dates are refused.
  return d.getDate() === day && d.getMonth() === month - 1 && d.getFullYear() === year ? d : null;
}

/**
 * Reads yyyy-mm-dd, yyyy-mm-ddTHH:mm[:ss[.sss]][Z|±hh:mm] and dd/mm/yyyy [HH:mm] (local time unless a zone is
 * given); null when empty or invalid. A Date is returned as is when valid.
 */
export function parseApiDate(value: DateInput): Date | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return isValid(value) ? value : null;
  const text = value.trim();
  const br = BR_FORM.exec(text);
  if (br) return fromBrForm(br);
  if (!ISO_FORM.test(text)) return null;
  const d = parseISO(text);
  return isValid(d) ? d : null;
}

function formatWith(pattern: string): (value: DateInput) => string {
  return (value) => {
    const d = parseApiDate(value);
    return d ? lightFormat(d, pattern) : '';
  };
}

/** dd/mm/yyyy (the calendar's dd/mm/yy is a 4-digit year), or '' when missing or invalid. */
export const formatDateBR: (value: DateInput) => string = formatWith('dd/MM/yyyy');

/** dd/mm/yyyy HH:mm, or '' when missing or invalid. */
export const formatDateTimeBR: (value: DateInput) => string = formatWith('dd/MM/yyyy HH:mm');

/** yyyy-mm-dd, the local day that history and date filters compare, or '' when missing or invalid. */
export const toIsoDay: (value: DateInput) => string = formatWith('yyyy-MM-dd');

/** Whether two values fall on the same yyyy-mm-dd day (false when either is missing). */
export function sameIsoDay(a: DateInput, b: DateInput): boolean {
  const x = toIsoDay(a);
  return x !== '' && x === toIsoDay(b);
}

/** dd-MM-yyyy, as in /api/validarDataCirurgiaEmDiasUteis/{data}; '' when missing or invalid. */
export const toApiDatePath: (value: DateInput) => string = formatWith('dd-MM-yyyy');

/** DD-MM-YYYY of the room map (/api/agendaSala/…/{DD-MM-YYYY}): the same as toApiDatePath. */
export const toApiRoomMapDate: (value: DateInput) => string = toApiDatePath;

/** dd-MM-yyyy-HH-mm, as in /api/validarDataCirurgiaEmHorasUteis/{dataHora}; '' when missing or invalid. */
export const toApiDateTimePath: (value: DateInput) => string = formatWith('dd-MM-yyyy-HH-mm');

/** yyyy-MM-dd, what the API receives for dates such as dataNascimento; '' when missing or invalid. */
export const toApiDate: (value: DateInput) => string = toIsoDay;

/** yyyy-MM-ddTHH:mm:ss in local time, without zone (primeiraConferencia); '' when missing or invalid. */
export const toLocalTimestamp: (value: DateInput) => string = formatWith("yyyy-MM-dd'T'HH:mm:ss");
