import type { z } from 'zod';

/**
 * A view the mock answers, held to what the app reads of it: every field of the app's read schema `S` (its input
 * type's keys) is in the view, so a field the app reads under a name the mock never answers fails the typecheck;
 * the view may carry more (the specification's other fields, the alternate dialect's extras).
 */
export type RespostaLida<S extends z.ZodType> = { [K in keyof z.input<S>]-?: unknown } & Record<string, unknown>;

/** The same for a row read by hand (src/lib/schema/linha.ts), whose fields are read from keys of the same name. */
export type LinhaLida<T extends object> = { [K in keyof T]-?: unknown } & Record<string, unknown>;
