import { NEGATIVE_NOT_ALLOWED } from './weight';

export const DECIMAL_NOT_ALLOWED = 'Valor decimal não permitido';
export const DAILY_STAYS_MAX_ALERT = 'valor maximo:99';

export type DailyStaysCheck = { ok: true; value: number | null } | { ok: false; message: string };

/** Expected daily stays as typed: no negatives, no decimals, at most 2 digits. */
export function checkDailyStays(text: string): DailyStaysCheck {
  const t = text.trim();
  if (!t) return { ok: true, value: null };
  if (t.startsWith('-')) return { ok: false, message: NEGATIVE_NOT_ALLOWED };
  if (/[.,]/.test(t)) return { ok: false, message: DECIMAL_NOT_ALLOWED };
  if (!/^\d+$/.test(t)) return { ok: false, message: DECIMAL_NOT_ALLOWED };
  if (t.length >= 3) return { ok: false, message: DAILY_STAYS_MAX_ALERT };
  return { ok: true, value: Number(t) };
}
