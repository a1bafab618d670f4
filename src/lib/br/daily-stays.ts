import { NEGATIVE_NOT_ALLOWED } from './weight';

/** Alert of a decimal (or otherwise non-integer) expected daily stays value. */
const DECIMAL_NOT_ALLOWED = 'Valor decimal não permitido';
/** Alert of an expected daily stays value of 3 or more digits. */
const DAILY_STAYS_MAX_ALERT = 'valor maximo:99';

/** Outcome of the daily stays rule: the integer (null when empty), or the alert. */
type DailyStaysCheck = { ok: true; value: number | null } | { ok: false; message: string };

/**
 * Expected daily stays (diárias previstas) as typed: a leading minus is refused as negative, anything else that is
 * not all digits as decimal, and 3 or more digits with 'valor maximo:99'.
 */
export function checkDailyStays(text: string): DailyStaysCheck {
  const t = text.trim();
  if (t === '') return { ok: true, value: null };
  if (t.startsWith('-')) return { ok: false, message: NEGATIVE_NOT_ALLOWED };
  if (!/^\d+$/.test(t)) return { ok: false, message: DECIMAL_NOT_ALLOWED };
  if (t.length >= 3) return { ok: false, message: DAILY_STAYS_MAX_ALERT };
  return { ok: true, value: Number(t) };
}
