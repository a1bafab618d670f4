/** Most characters the weight field takes. */
export const WEIGHT_MAX_LENGTH = 6;
/** Heaviest weight accepted, in kg. */
const WEIGHT_MAX = 500;
/** Alert of a weight below 0. */
const PESO_NEGATIVO = 'Peso nao pode ser negativo';
/** Alert of a weight above 500 kg. */
const PESO_MAIOR_500 = 'Peso nao pode ser maior que 500kg';
/** Alert of a weight that is not a number. */
export const PESO_INVALIDO = 'Peso inválido';
/** Alert of a negative value typed in a numeric field (weight, expected daily stays). */
export const NEGATIVE_NOT_ALLOWED = 'Valor negativo não permitido';

/** Outcome of the weight rule: the weight in kg (null when empty), or the message. */
type WeightCheck = { ok: true; value: number | null } | { ok: false; message: string };

// Digits with one comma or dot decimal separator; '72,' and ',5' are read as 72 and 0.5.
const NUMBER = /^-?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;

/** Weight from 0 to 500 kg; comma or dot decimals; empty is allowed (null). */
export function checkWeight(text: string): WeightCheck {
  const t = text.trim();
  if (t === '') return { ok: true, value: null };
  if (!NUMBER.test(t)) return { ok: false, message: PESO_INVALIDO };
  const value = Number(t.replace(',', '.'));
  if (value < 0) return { ok: false, message: PESO_NEGATIVO };
  if (value > WEIGHT_MAX) return { ok: false, message: PESO_MAIOR_500 };
  // '-0' is zero, not a negative zero.
  return { ok: true, value: value === 0 ? 0 : value };
}
