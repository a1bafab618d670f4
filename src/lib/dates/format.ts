type DateInput = string | Date | null | undefined;

const pad = (n: number, size = 2) => String(n).padStart(size, '0');

/** Parses the API's date forms: yyyy-mm-dd, ISO date-times, dd/mm/yyyy [HH:mm]; null when empty or invalid. */
export function parseApiDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const text = value.trim();
  const br = /^(\d{2})\/(\d{2})\/(\d{4})(?:[ T](\d{2}):(\d{2}))?$/.exec(text);
  if (br) {
    const d = new Date(Number(br[3]), Number(br[2]) - 1, Number(br[1]), Number(br[4] ?? 0), Number(br[5] ?? 0));
    return Number.isNaN(d.getTime()) ? null : d;
  }
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (day) return new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
  // A date-time without zone is the hospital's local time.
  const local = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?$/.exec(text);
  if (local) {
    return new Date(Number(local[1]), Number(local[2]) - 1, Number(local[3]), Number(local[4]), Number(local[5]), Number(local[6] ?? 0));
  }
  const d = new Date(text);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** dd/mm/yyyy, or '' when missing. */
export function formatDateBR(value: DateInput): string {
  const d = parseApiDate(value);
  return d ? `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}` : '';
}

/** dd/mm/yyyy HH:mm, or '' when missing. */
export function formatDateTimeBR(value: DateInput): string {
  const d = parseApiDate(value);
  return d ? `${formatDateBR(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}` : '';
}

/** yyyy-mm-dd (the day history and date filters compare), or ''. */
export function toIsoDay(value: DateInput): string {
  const d = parseApiDate(value);
  return d ? `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}` : '';
}

/** Whether two values fall on the same yyyy-mm-dd day. */
export function sameIsoDay(a: DateInput, b: DateInput): boolean {
  const x = toIsoDay(a);
  return x !== '' && x === toIsoDay(b);
}

/** dd-MM-yyyy, as in /api/validarDataCirurgiaEmDiasUteis/{data} and /api/agendaSala/…/{DD-MM-YYYY}. */
export function toApiDatePath(value: Date): string {
  return `${pad(value.getDate())}-${pad(value.getMonth() + 1)}-${value.getFullYear()}`;
}

/** dd-MM-yyyy-HH-mm, as in /api/validarDataCirurgiaEmHorasUteis/{dataHora}. */
export function toApiDateTimePath(value: Date): string {
  return `${toApiDatePath(value)}-${pad(value.getHours())}-${pad(value.getMinutes())}`;
}

/** yyyy-MM-dd, what the API receives for dates (dataNascimento …). */
export function toApiDate(value: Date): string {
  return toIsoDay(value);
}

/** yyyy-MM-ddTHH:mm:ss in local time (primeiraConferencia, suggested dates). */
export function toLocalTimestamp(value: Date): string {
  return `${toIsoDay(value)}T${pad(value.getHours())}:${pad(value.getMinutes())}:${pad(value.getSeconds())}`;
}
