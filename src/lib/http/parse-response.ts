import type { z } from 'zod';
import { ApiError } from './api-error';
import { readList } from '@/lib/schema/normalise';
import { RESPOSTA_INESPERADA } from './messages';

export { RESPOSTA_INESPERADA };

/** A list read row by row: the rows that could be read and how many were left out. */
export interface ParsedList<T> {
  rows: T[];
  omitted: number;
}

// Detail for developers: the endpoint template (never the concrete path, which may carry patient data), and each
// issue's path and message (zod does not copy the input values into its issues).
function report(kind: string, endpoint: string, issues: readonly z.core.$ZodIssue[] | string): void {
  const detail =
    typeof issues === 'string'
      ? issues
      : issues.slice(0, 5).map((i) => `${i.path.join('.') || '(raiz)'}: ${i.message}`);
  console.warn(`[api] ${kind} em ${endpoint}`, detail);
}

/** The ApiError for a body of the wrong kind (HTML page, empty body, text, wrong shape). */
export function unexpectedResponse(endpoint: string, cause?: unknown): ApiError {
  return new ApiError(0, RESPOSTA_INESPERADA, cause, endpoint);
}

/** Reads a whole response through its schema; anything unreadable is one ApiError 'Resposta inesperada do servidor.'. */
export function parseResponse<T>(schema: z.ZodType<T, unknown>, data: unknown, endpoint: string): T {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  report('resposta ilegível', endpoint, result.error.issues);
  throw unexpectedResponse(endpoint, result.error);
}

/** Reads a list row by row: an unreadable row is left out and counted; a body that is no list is an ApiError. */
export function parseList<T>(row: z.ZodType<T, unknown>, data: unknown, endpoint: string): ParsedList<T> {
  const list = readList(data);
  if (!list) {
    report('lista esperada', endpoint, typeof data);
    throw unexpectedResponse(endpoint);
  }
  const rows: T[] = [];
  let omitted = 0;
  let firstIssues: readonly z.core.$ZodIssue[] | null = null;
  for (const entry of list) {
    const result = row.safeParse(entry);
    if (result.success) rows.push(result.data);
    else {
      omitted += 1;
      firstIssues ??= result.error.issues;
    }
  }
  if (firstIssues) report(`${omitted} registro(s) ilegível(is)`, endpoint, firstIssues);
  return { rows, omitted };
}

/** parseList with a hand-written row reader (null: unreadable row) for the lists long enough for zod to show. */
export function parseListWith<T>(read: (raw: unknown) => T | null, data: unknown, endpoint: string): ParsedList<T> {
  const list = listOf(data, endpoint);
  const rows: T[] = [];
  for (const entry of list) {
    const row = read(entry);
    if (row !== null) rows.push(row);
  }
  return counted(rows, list.length, endpoint);
}

/** The body as a list of raw rows; a body that is no list is the unexpected-response error. */
export function listOf(data: unknown, endpoint: string): readonly unknown[] {
  const list = readList(data);
  if (list) return list;
  report('lista esperada', endpoint, typeof data);
  throw unexpectedResponse(endpoint);
}

/** The rows read, with the count of those left out (reported once in the console). */
export function counted<T>(rows: T[], total: number, endpoint: string): ParsedList<T> {
  const omitted = total - rows.length;
  if (omitted > 0) report(`${omitted} registro(s) ilegível(is)`, endpoint, 'sem id ou código');
  return { rows, omitted };
}

/** A list whose unreadable rows the screen does not need to count (pickers, catalogues). */
export function parseRows<T>(row: z.ZodType<T, unknown>, data: unknown, endpoint: string): T[] {
  return parseList(row, data, endpoint).rows;
}

const reported = new Set<string>();

function present(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '';
}

/**
 * Reads a configuration-like record key by key through never-failing lenient fields: an absent key takes its
 * documented default silently; a present key that cannot be read takes it too and is reported once in the console.
 * Only a body that is no object fails.
 */
export function parseKeys<S extends z.ZodRawShape>(
  schema: z.ZodObject<S>,
  defaults: Partial<z.output<z.ZodObject<S>>>,
  data: unknown,
  endpoint: string,
): z.output<z.ZodObject<S>> {
  const result = schema.safeParse(data);
  if (!result.success || !data || typeof data !== 'object' || Array.isArray(data)) {
    report('objeto esperado', endpoint, typeof data);
    throw unexpectedResponse(endpoint, result.success ? undefined : result.error);
  }
  const out = result.data;
  for (const key of Object.keys(schema.shape)) {
    if (Reflect.get(out, key) !== null) continue;
    const raw: unknown = Reflect.get(data, key);
    if (present(raw) && !reported.has(`${endpoint}:${key}`)) {
      reported.add(`${endpoint}:${key}`);
      console.warn(`[api] ${endpoint}: chave '${key}' ilegível; usado o valor padrão`);
    }
    if (key in defaults) Reflect.set(out, key, Reflect.get(defaults, key));
  }
  return out;
}
