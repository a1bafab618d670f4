// Plain normalisers for the value forms the specification leaves open. They never throw: an unreadable value is
// null. The zod combinators of lenient.ts and the zod-free login parser share them.

/** A labelled reference as the screens see it. */
interface Labelled {
  id: number | null;
  descricao: string;
}

/** Whether a value is a plain object (not an array, not null). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const WRAPPER_KEYS = ['content', 'data', 'items', 'itens', 'lista', 'registros', 'resultado'];

/** The array of a list response: the array itself, or the one list inside a paging wrapper ({content: […]}). */
export function readList(value: unknown): unknown[] | null {
  if (Array.isArray(value)) return value;
  if (isRecord(value)) {
    for (const key of WRAPPER_KEYS) {
      const inner = value[key];
      if (Array.isArray(inner)) return inner;
    }
  }
  return null;
}

const TRUE_WORDS = new Set(['1', 's', 'sim', 'true', 't', 'y', 'yes']);
const FALSE_WORDS = new Set(['0', 'n', 'nao', 'não', 'false', 'f', 'no']);

/** Yes/no: boolean, 1/0, '1'/'0', 'S'/'N', 'Sim'/'Não', 'True'/'False' (any case) → boolean. */
export function readFlag(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') {
    if (value === 1) return true;
    return value === 0 ? false : null;
  }
  if (typeof value !== 'string') return null;
  const word = value.trim().toLowerCase();
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  return null;
}

/** Id: a whole number, a numeric string, or an object carrying one under `id`. */
export function readId(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  if (typeof value === 'string') {
    const text = value.trim();
    return /^-?\d{1,15}$/.test(text) ? Number(text) : null;
  }
  if (isRecord(value)) return readId(value.id);
  return null;
}

/** Id list: an array of ids or of `{id}`, a comma (or semicolon) string, a single id; null or empty → []. */
export function readIdList(value: unknown): number[] | null {
  if (value === null || value === undefined || value === '') return [];
  if (Array.isArray(value)) {
    const ids = value.map(readId);
    return ids.every((id): id is number => id !== null) ? ids : null;
  }
  if (typeof value === 'string') {
    const parts = value
      .replace(/^\[|\]$/g, '')
      .split(/[,;]/)
      .map((p) => p.trim())
      .filter(Boolean);
    return readIdList(parts);
  }
  const single = readId(value);
  return single === null ? null : [single];
}

/** Code: a string or a number → string (trimmed); '' counts as missing. */
export function readCode(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string') return value.trim() || null;
  return null;
}

/** Displayed text: a string, a number, or the `descricao`/`nome` of an object; '' counts as missing. */
export function readText(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() ? value : null;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (isRecord(value)) return readText(value.descricao ?? value.nome ?? value.departamento);
  return null;
}

/** Labelled reference: `{id, descricao|nome}`, a name alone, or an id alone. */
export function readLabelled(value: unknown): Labelled | null {
  if (isRecord(value)) {
    const id = readId(value.id);
    const descricao = readText(value.descricao ?? value.nome ?? value.departamento);
    if (id === null && descricao === null) return null;
    return { id, descricao: descricao ?? '' };
  }
  const id = readId(value);
  if (id !== null) return { id, descricao: '' };
  const descricao = readText(value);
  return descricao === null ? null : { id: null, descricao };
}

/** Decimal: a number, '70.5', '70,5', '1.234,5' (or '1,234.5') → number. */
export function readDecimal(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  let text = value.trim();
  if (!text) return null;
  // '1,234.5' groups with commas: reading it the Brazilian way would give 1.2345. Any other point after a comma
  // ('1,2.5') is no number.
  if (/^-?\d{1,3}(,\d{3})+\.\d+$/.test(text)) text = text.replace(/,/g, '');
  else if (text.lastIndexOf('.') > text.lastIndexOf(',') && text.includes(',')) return null;
  else if (text.includes(',')) text = text.replace(/\./g, '').replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(text)) return null;
  return Number(text);
}

/** An access flag as the specification means it: 'S' allows, 'V' allows viewing only, 'N' or absent denies. */
type AccessValue = 'S' | 'V' | 'N';

/** Access flag spelling: 'S'/'N'/'V' in any case, or a boolean or 1/0 standing for 'S'/'N'; absent → null. */
export function readAccessFlag(value: unknown): AccessValue | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string' && value.trim().toUpperCase() === 'V') return 'V';
  const flag = readFlag(value);
  if (flag !== null) return flag ? 'S' : 'N';
  // Present and not 'N': the specification's rule is that such a flag allows.
  return 'S';
}
