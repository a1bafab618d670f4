// A list row is defined once, as one literal of fields, each read by its normaliser ({campo: leitor(raw.campo)}):
// the literal gives the row's type and is its reading, so no zod schema has to be kept equal to it. Each reader is a
// plain normaliser that never throws (docs/decisions/005-lenient-reading.md), so a bad value is contained to its
// cell; a row is refused only when an indispensable field reads null. The row stays one written literal because the
// long lists read thousands of rows: a table walked key by key (keyed loads and stores, calls through an array of
// readers) measured 25–35 % slower for 5,000 rows (scripts/linhas/tempo-leitores.ts), and every row built from one
// literal shares one fast layout, quick to read in every cell.
import { isRecord } from './normalise';

/** A row as the back-end sent it. */
export type Bruto = Record<string, unknown>;

/** The row a reader returns: its indispensable fields never null. */
type ComObrigatorios<T, R extends keyof T> = { [K in keyof T]: K extends R ? NonNullable<T[K]> : T[K] };

// The indispensable fields of out have just been checked not null.
function completa<T, R extends keyof T>(out: T, obrigatorios: readonly R[]): out is T & ComObrigatorios<T, R> {
  for (const chave of obrigatorios) if (out[chave] === null) return false;
  return true;
}

/**
 * The reader of a row from its fields: null when raw is not a record or an indispensable field reads null.
 * `campos` names each field once and reads it from raw's key of the same name (a test reads every row's keys).
 */
export function linha<T extends object, R extends keyof T & string>(
  campos: (raw: Bruto) => T,
  obrigatorios: readonly R[],
): (raw: unknown) => ComObrigatorios<T, R> | null {
  return (raw) => {
    if (!isRecord(raw)) return null;
    const out = campos(raw);
    return completa(out, obrigatorios) ? out : null;
  };
}
