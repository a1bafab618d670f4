import { onlyDigits } from './digits';

/** Alert of a refused phone number. */
const TELEFONE_INVALIDO = 'Número de telefone inválido';
/** Alert of a refused mobile number (the field is then cleared). */
const CELULAR_INVALIDO = 'Número de celular inválido';
/** The hospital's area code, prefixed to numbers typed without one. */
const DDD_PADRAO = '14';

// Area code, then the local number in two groups: (xx) xxxx-xxxx or (xx) xxxxx-xxxx.
function mask(input: string, firstGroup: number): string {
  const d = onlyDigits(input).slice(0, 2 + firstGroup + 4);
  if (d.length === 0) return '';
  if (d.length <= 2) return `(${d}`;
  const head = `(${d.slice(0, 2)}) ${d.slice(2, 2 + firstGroup)}`;
  return d.length <= 2 + firstGroup ? head : `${head}-${d.slice(2 + firstGroup)}`;
}

/** (xx) xxxx-xxxx, progressively while typing (at most 10 digits). */
export function maskPhone(digits: string): string {
  return mask(digits, 4);
}

/** (xx) xxxxx-xxxx, progressively while typing (at most 11 digits). */
export function maskMobile(digits: string): string {
  return mask(digits, 5);
}

/** Stored form: digits only, with the 14 area code prefixed when only the 8- or 9-digit local number was typed. */
export function toStoredPhone(input: string): string {
  const d = onlyDigits(input);
  // Local numbers start with 2–9; 8 or 9 digits starting 0/1 are an area code with an incomplete number.
  return (d.length === 8 || d.length === 9) && /^[2-9]/.test(d) ? DDD_PADRAO + d : d;
}

/** Outcome of the phone rule: the stored digits, the digits moved to the mobile field, or the alert. */
type PhoneCheck =
  | { ok: true; stored: string; movedToMobile?: undefined }
  | { ok: true; stored: ''; movedToMobile: string }
  | { ok: false; message: typeof TELEFONE_INVALIDO };

/**
 * Phone rule. The spec refuses a number "whose digits after the area code start with 149/148/9/8": the local part
 * is what follows the two area-code digits of the stored number (14 prefixed when typed without one), so a local
 * part starting 9 or 8 is refused, and so is a stored number starting 149 or 148. "A 9-digit phone becomes the
 * mobile number": a 9-digit local part starting with 9 is a mobile typed in the phone field, so it is moved (not
 * refused); any other length than an 8-digit local part is incomplete or too long and refused. Empty is allowed.
 */
export function checkPhone(input: string): PhoneCheck {
  const stored = toStoredPhone(input);
  if (stored === '') return { ok: true, stored: '' };
  const local = stored.slice(2);
  if (local.length === 9 && local.startsWith('9')) return { ok: true, stored: '', movedToMobile: stored };
  const refused = /^14[98]/.test(stored) || /^[98]/.test(local) || local.length !== 8;
  return refused ? { ok: false, message: TELEFONE_INVALIDO } : { ok: true, stored };
}

/** Outcome of the mobile rule: the stored digits, or the alert (the caller clears the field). */
type MobileCheck = { ok: true; stored: string } | { ok: false; message: typeof CELULAR_INVALIDO };

/**
 * Mobile rule: a stored number starting 143, or whose local part (after the area code) starts with 3, is refused,
 * as is a local part of other than 9 digits (incomplete). Empty is allowed.
 */
export function checkMobile(input: string): MobileCheck {
  const stored = toStoredPhone(input);
  if (stored === '') return { ok: true, stored: '' };
  const local = stored.slice(2);
  const refused = stored.startsWith('143') || local.startsWith('3') || local.length !== 9;
  return refused ? { ok: false, message: CELULAR_INVALIDO } : { ok: true, stored };
}
