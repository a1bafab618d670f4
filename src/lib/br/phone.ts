import { onlyDigits } from './digits';

export const TELEFONE_INVALIDO = 'Número de telefone inválido';
export const CELULAR_INVALIDO = 'Número de celular inválido';
/** The hospital's area code, prefixed to numbers typed without one. */
export const DDD_PADRAO = '14';

function mask(digits: string, groups: readonly number[]): string {
  const d = onlyDigits(digits).slice(0, groups.reduce((a, b) => a + b, 0));
  const [ddd, first, second] = [d.slice(0, 2), d.slice(2, 2 + groups[1]), d.slice(2 + groups[1])];
  if (!d) return '';
  if (d.length <= 2) return `(${ddd}`;
  if (!second) return `(${ddd}) ${first}`;
  return `(${ddd}) ${first}-${second}`;
}

/** (xx) xxxx-xxxx, progressively while typing. */
export function maskPhone(digits: string): string {
  return mask(digits, [2, 4, 4]);
}

/** (xx) xxxxx-xxxx, progressively while typing. */
export function maskMobile(digits: string): string {
  return mask(digits, [2, 5, 4]);
}

/** Stored form: digits only, with the 14 area code when the user typed only the local number. */
export function toStoredPhone(input: string): string {
  const d = onlyDigits(input);
  return d.length === 8 || d.length === 9 ? DDD_PADRAO + d : d;
}

export type PhoneCheck =
  | { ok: true; stored: string; movedToMobile?: undefined }
  | { ok: true; stored: ''; movedToMobile: string }
  | { ok: false; message: string };

/**
 * Phone rule: a number whose digits after the area code start 149/148/9/8 is refused. A 9-digit local number
 * starting with 9 is a mobile typed in the phone field: it moves to the mobile number instead.
 */
export function checkPhone(input: string): PhoneCheck {
  const stored = toStoredPhone(input);
  if (!stored) return { ok: true, stored: '' };
  const local = stored.slice(2);
  if (local.length === 9 && local.startsWith('9')) return { ok: true, stored: '', movedToMobile: stored };
  if (stored.startsWith('149') || stored.startsWith('148') || /^[98]/.test(local) || local.length !== 8) {
    return { ok: false, message: TELEFONE_INVALIDO };
  }
  return { ok: true, stored };
}

export type MobileCheck = { ok: true; stored: string } | { ok: false; message: string };

/** Mobile rule: a number starting 143, or whose local part starts with 3, is refused (and cleared). */
export function checkMobile(input: string): MobileCheck {
  const stored = toStoredPhone(input);
  if (!stored) return { ok: true, stored: '' };
  if (stored.startsWith('143') || stored.slice(2).startsWith('3') || stored.length !== 11) {
    return { ok: false, message: CELULAR_INVALIDO };
  }
  return { ok: true, stored };
}
