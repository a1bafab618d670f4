import { createDb, type MockDb } from './db';

/**
 * The dev-mode mock database kept across reloads (mocks/browser.ts stores it in the tab's sessionStorage; Vitest and
 * the HTTP mock server never use this and start from the seed).
 *
 * The serialiser is generic: plain objects, arrays, Map, Set, Date, undefined and non-finite numbers are encoded, so a
 * table added to createDb() later persists without edits here. A stored copy is discarded (fresh seed) when it cannot
 * be read, when its version differs from PERSIST_VERSION, or when its tables are not those of createDb() (a table was
 * added, removed or changed kind). Bump PERSIST_VERSION when the rows of an existing table change shape.
 */
export const PERSIST_VERSION = 1;
export const PERSIST_KEY = 'opera.mockDb';

const TAG = '$persist';

type Encoded = string | number | boolean | null | Encoded[] | { [key: string]: Encoded };

function isPlainObject(value: object): value is Record<string, unknown> {
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function encode(value: unknown): Encoded {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return value;
    case 'number':
      return Number.isFinite(value) ? value : { [TAG]: 'number', v: String(value) };
    case 'undefined':
      return { [TAG]: 'undefined' };
    case 'bigint':
      return { [TAG]: 'bigint', v: value.toString() };
    case 'object':
      break;
    default:
      throw new TypeError(`mock db: a ${typeof value} cannot be persisted`);
  }
  if (value === null) return null;
  if (Array.isArray(value)) return value.map(encode);
  if (value instanceof Map) return { [TAG]: 'Map', v: [...value].map(([k, v]) => [encode(k), encode(v)]) };
  if (value instanceof Set) return { [TAG]: 'Set', v: [...value].map(encode) };
  if (value instanceof Date) return { [TAG]: 'Date', v: encode(value.getTime()) };
  if (!isPlainObject(value))
    throw new TypeError(`mock db: a ${value.constructor?.name ?? 'object'} cannot be persisted`);
  const out: Record<string, Encoded> = {};
  for (const [k, v] of Object.entries(value)) out[k] = encode(v);
  // A row that happens to have the tag as a key is wrapped, so it is never read back as an encoded value.
  return TAG in value ? { [TAG]: 'Object', v: out } : out;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function decodeObject(encoded: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(encoded)) out[k] = decode(v);
  return out;
}

function asArray(v: unknown): unknown[] {
  if (!Array.isArray(v)) throw new TypeError('mock db: malformed stored value');
  return v;
}

function decode(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(decode);
  if (!isRecord(value)) return value;
  const record = value;
  if (!(TAG in record)) return decodeObject(record);
  const v = record.v;
  switch (record[TAG]) {
    case 'undefined':
      return undefined;
    case 'number':
      return Number(v);
    case 'bigint':
      return BigInt(String(v));
    case 'Date':
      return new Date(Number(decode(v)));
    case 'Map':
      return new Map(
        asArray(v).map((entry) => {
          const [k, val] = asArray(entry);
          return [decode(k), decode(val)];
        }),
      );
    case 'Set':
      return new Set(asArray(v).map(decode));
    case 'Object':
      if (!isRecord(v)) throw new TypeError('mock db: malformed stored value');
      return decodeObject(v);
    default:
      throw new TypeError(`mock db: unknown stored type ${String(record[TAG])}`);
  }
}

function kind(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (value instanceof Map) return 'Map';
  if (value instanceof Set) return 'Set';
  if (value instanceof Date) return 'Date';
  return typeof value;
}

/** The same tables, each of the same kind, as a database built from the seed today. */
function hasSeedShape(candidate: Record<string, unknown>): candidate is MockDb {
  const seed: Record<string, unknown> = createDb();
  const keys = Object.keys(seed);
  if (Object.keys(candidate).length !== keys.length) return false;
  return keys.every((k) => k in candidate && kind(candidate[k]) === kind(seed[k]));
}

/** The whole database as text (throws on a value that cannot be persisted, e.g. a function). */
export function serialiseDb(db: MockDb): string {
  return JSON.stringify({ version: PERSIST_VERSION, db: encode(db) });
}

/** The database back from serialiseDb's text; null when the text is unreadable, of another version or shape. */
export function restoreDb(text: string | null | undefined): MockDb | null {
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (!isRecord(parsed) || parsed.version !== PERSIST_VERSION) return null;
    const restored = decode(parsed.db);
    if (!isRecord(restored) || restored instanceof Map || !hasSeedShape(restored)) return null;
    return restored;
  } catch {
    return null;
  }
}

/** The stored copy, or null (a corrupt or outdated copy is removed). */
export function loadStoredDb(storage: Storage): MockDb | null {
  let text: string | null = null;
  try {
    text = storage.getItem(PERSIST_KEY);
  } catch {
    return null;
  }
  const restored = restoreDb(text);
  if (!restored && text !== null) clearStoredDb(storage);
  return restored;
}

/** Stores the database; false (and no stale copy left behind) when it cannot be stored, e.g. over the quota. */
export function saveDb(db: MockDb, storage: Storage): boolean {
  try {
    storage.setItem(PERSIST_KEY, serialiseDb(db));
    return true;
  } catch (error) {
    console.warn('Mock: não foi possível guardar os dados de exemplo nesta aba.', error);
    clearStoredDb(storage);
    return false;
  }
}

export function clearStoredDb(storage: Storage): void {
  try {
    storage.removeItem(PERSIST_KEY);
  } catch {
    // Storage unavailable: nothing stored either.
  }
}
