export const WEIGHT_MAX_LENGTH = 6;
export const WEIGHT_MAX = 500;
export const PESO_NEGATIVO = 'Peso nao pode ser negativo';
export const PESO_MAIOR_500 = 'Peso nao pode ser maior que 500kg';
export const PESO_INVALIDO = 'Peso inválido';
export const NEGATIVE_NOT_ALLOWED = 'Valor negativo não permitido';

export type WeightCheck = { ok: true; value: number | null } | { ok: false; message: string };

/** Weight from 0 to 500 (decision 4); comma or dot decimals; empty is allowed (null). */
export function checkWeight(text: string): WeightCheck {
  const t = text.trim();
  if (!t) return { ok: true, value: null };
  if (!/^-?\d+([.,]\d+)?$/.test(t)) return { ok: false, message: PESO_INVALIDO };
  const value = Number(t.replace(',', '.'));
  if (value < 0) return { ok: false, message: PESO_NEGATIVO };
  if (value > WEIGHT_MAX) return { ok: false, message: PESO_MAIOR_500 };
  return { ok: true, value };
}
