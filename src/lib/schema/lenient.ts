import { z } from 'zod';
import { readDate, readDateTime } from '@/lib/dates/read';
import {
  isRecord,
  readAccessFlag,
  readCode,
  readDecimal,
  readFlag,
  readId,
  readIdList,
  readLabelled,
  readList,
  readText,
} from './normalise';
import { NAO_INFORMADO } from '@/lib/text/nao-informado';

// Zod combinators for the fields whose type the specification leaves open ('Read tolerantly, write exactly',
// DESIGN.md). Each accepts every plausible form, normalises it to one internal type and never fails: an unreadable
// or absent value is null. Wrap one in required() where the record is useless without it.

// z.unknown().optional(): zod 4 refuses an absent key for a transform whose input is not optional.
function lenient<T>(read: (value: unknown) => T | null) {
  return z
    .unknown()
    .optional()
    .transform((value): T | null => read(value));
}

/** Yes/no → boolean | null. */
export const flag = () => lenient(readFlag);
/** Id → number | null. */
export const id = () => lenient(readId);
/** Id list → number[] (an unreadable list is empty). */
export const idList = () =>
  z
    .unknown()
    .optional()
    .transform((value): number[] => readIdList(value) ?? []);
/** Code → string | null. */
export const code = () => lenient(readCode);
/** Displayed text → string | null (the screen shows 'Não informado'). */
export const text = () => lenient(readText);
/** Displayed-only text → string, 'Não informado' when missing or unreadable (the record never fails for it). */
export const shown = () =>
  z
    .unknown()
    .optional()
    .transform((value): string => readText(value) ?? NAO_INFORMADO);
/** Labelled reference → {id, descricao} | null. */
export const ref = () => lenient(readLabelled);
/** Decimal → number | null. */
export const decimal = () => lenient(readDecimal);
/** Date-time → São Paulo wall clock 'yyyy-MM-ddTHH:mm:ss' | null. */
export const dateTime = () => lenient(readDateTime);
/** Date → 'yyyy-MM-dd' | null (never moves by a day). */
export const date = () => lenient(readDate);
/** Access flag → 'S' | 'V' | 'N' | null. */
export const accessFlag = () => lenient(readAccessFlag);

/** The value, or a failure of its record when it is null (a field the record cannot do without). */
export function required<T>(schema: z.ZodType<T | null, unknown>) {
  return schema.transform((value, ctx): T => {
    if (value === null) {
      ctx.addIssue({ code: 'custom', message: 'valor obrigatório ausente ou ilegível' });
      return z.NEVER;
    }
    return value;
  });
}

/** A row read by its table's reader (lib/schema/linha.ts) where a zod schema is asked for; null fails the row. */
export function fromReader<T>(read: (value: unknown) => T | null) {
  return z
    .unknown()
    .optional()
    .transform((value, ctx): T => {
      const lida = read(value);
      if (lida === null) {
        ctx.addIssue({ code: 'custom', message: 'registro ilegível' });
        return z.NEVER;
      }
      return lida;
    });
}

/** A nested object read with its own shape; unreadable or absent → null, without failing the parent. */
export function nested<S extends z.ZodRawShape>(shape: S) {
  const schema = z.object(shape);
  return z
    .unknown()
    .optional()
    .transform((value): z.output<typeof schema> | null => {
      if (!isRecord(value)) return null;
      const result = schema.safeParse(value);
      return result.success ? result.data : null;
    });
}

/** A list of nested objects: unreadable entries are left out; anything but a list is empty. */
export function nestedList<T>(item: z.ZodType<T | null, unknown>) {
  return z
    .unknown()
    .optional()
    .transform((value): T[] => {
      const list = Array.isArray(value) ? value : [];
      const out: T[] = [];
      for (const entry of list) {
        const result = item.safeParse(entry);
        if (result.success && result.data !== null) out.push(result.data);
      }
      return out;
    });
}

/** A list response read row by row: unreadable rows are left out; a body that is no list fails. */
export function rows<T>(item: z.ZodType<T, unknown>) {
  return z
    .unknown()
    .optional()
    .transform((value, ctx): T[] => {
      const list = readList(value);
      if (!list) {
        ctx.addIssue({ code: 'custom', message: 'lista esperada' });
        return z.NEVER;
      }
      const out: T[] = [];
      for (const entry of list) {
        const result = item.safeParse(entry);
        if (result.success) out.push(result.data);
      }
      return out;
    });
}
