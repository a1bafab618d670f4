import { onFirstUse } from './on-first-use';

const ptBr = onFirstUse(() => new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 3 }));

/** A number as text: '68,5' or '68.5' (the form's or the API's), or a number; null when it is none. */
function numeroDe(value: string | number): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const text = value.trim();
  if (!text) return null;
  const normal = text.includes(',') ? text.replace(/\./g, '').replace(',', '.') : text;
  const n = Number(normal);
  return Number.isFinite(n) ? n : null;
}

/**
 * Every decimal the user reads, in pt-BR: 68.5 → '68,5', 1234.5 → '1.234,5'. Text that is not a number is shown as
 * it came; null and blank stay null.
 */
export function formatDecimal(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const n = numeroDe(value);
  if (n === null) return typeof value === 'string' && value.trim() ? value : null;
  return ptBr().format(n);
}
