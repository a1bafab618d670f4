import { z } from 'zod';

/** How a column takes part in the column chooser: absent, it always shows. */
export type ColumnOptional = 'shown' | 'hidden';

interface ChoosableColumn {
  key: string;
  /** 'shown': the user may hide it; 'hidden': hidden until the user shows it. */
  optional?: ColumnOptional;
}

const storedSchema = z.array(z.string());

/** The hidden columns a user chose, read from storage; null when there is no readable choice. */
export function readHiddenColumns(stored: unknown): string[] | null {
  const parsed = storedSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

/** The keys hidden: the user's choice (only columns that may be hidden), else the columns' defaults. */
export function hiddenColumnKeys(columns: readonly ChoosableColumn[], chosen: readonly string[] | null): Set<string> {
  if (chosen === null) return new Set(columns.filter((c) => c.optional === 'hidden').map((c) => c.key));
  const optional = new Set(columns.filter((c) => c.optional).map((c) => c.key));
  return new Set(chosen.filter((key) => optional.has(key)));
}

/** The hidden keys after the user toggles one column. */
export function toggleHidden(hidden: ReadonlySet<string>, key: string): string[] {
  const next = new Set(hidden);
  if (next.has(key)) next.delete(key);
  else next.add(key);
  return [...next];
}
