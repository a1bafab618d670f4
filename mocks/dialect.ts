// The second mock dialect (docs/decisions/005-lenient-reading.md): every field whose form the specification leaves
// open comes in its other plausible form, so the app is proven against a back-end it has never seen. The default
// dialect is what the seed holds; 'alt' rewrites each JSON answer on its way out.

export type Dialect = 'default' | 'alt';

const read = (name: string | undefined | null): Dialect => (name === 'alt' ? 'alt' : 'default');

/** The dialect of the process (a Vitest project, a mock server, the dev tab): what every test starts from. */
let baseDialect: Dialect = 'default';
let dialect: Dialect = 'default';
/** The dialects a test chose itself since the last reset. */
const chosen = new Set<Dialect>();
/** The dialects of the JSON answers served since the last reset. */
const served = new Set<Dialect>();
/**
 * The test file that found the process's dialect changed outside a test (module level, beforeAll, afterAll): every
 * test of that file fails (docs/decisions/009-test-suite-budget.md, 'The dialect guard').
 */
let changedOutsideATest: { file: string; found: string } | null = null;

export function currentDialect(): Dialect {
  return dialect;
}

/** The process's dialect, set once where the mock back-end starts (VITE_MOCK_DIALECT, --dialect). */
export function setBaseDialect(next: string | undefined | null): void {
  baseDialect = read(next);
  dialect = baseDialect;
}

/** A test's or a scenario's own choice, until the next reset. */
export function setDialect(next: string | undefined | null): void {
  dialect = read(next);
  chosen.add(dialect);
}

/** Back to the process's dialect (after each test: a test's choice never reaches the next test or file). */
export function resetDialect(): void {
  dialect = baseDialect;
  chosen.clear();
  served.clear();
}

/**
 * A test of `file` begins in a process whose dialect is `project`'s (the Vitest project's VITE_MOCK_DIALECT): what it
 * chooses and is served is watched from here. A dialect other than the project's at this point was set outside a test
 * (a module-level or beforeAll setDialect or setBaseDialect, here or in the worker's previous file, since a worker keeps
 * its modules from file to file): the project's dialect is put back so that later files run against the right
 * back-end, and every test of this file gets the message; null when all is well.
 */
export function watchDialect(project: string | undefined | null, file: string): string | null {
  const expected = read(project);
  chosen.clear();
  served.clear();
  if (changedOutsideATest?.file !== file) changedOutsideATest = null;
  if (baseDialect !== expected || dialect !== expected) {
    changedOutsideATest = { file, found: `processo ${baseDialect}, respostas ${dialect}` };
    setBaseDialect(expected);
  }
  if (!changedOutsideATest) return null;
  return (
    `O dialeto do mock mudou fora de um teste (${changedOutsideATest.found}; o projeto é ${expected}): ` +
    'setDialect/setBaseDialect no nível do módulo ou num beforeAll/afterAll (mocks/dialect.ts).'
  );
}

/**
 * A test ends: the process must still be in `project`'s dialect, and every answer it was served must be in that
 * dialect or in one the test chose itself. The message says what leaked (the project's dialect is put back), or null
 * when all is well.
 */
export function dialectLeak(project: string | undefined | null): string | null {
  const expected = read(project);
  if (baseDialect !== expected) {
    const found = baseDialect;
    setBaseDialect(expected);
    return `O dialeto do processo mudou durante o teste para ${found}; o projeto é ${expected} (mocks/dialect.ts).`;
  }
  const alheio = [...served].find((d) => d !== expected && !chosen.has(d));
  if (!alheio) return null;
  return `Uma resposta do mock veio no dialeto ${alheio} num projeto do dialeto ${expected}, sem o teste escolhê-lo (mocks/dialect.ts).`;
}

// Fields whose form the specification fixes: they keep the seed's form in both dialects.
const FIXED = new Set([
  'sexo',
  'COD_SEXO',
  'lateralidade',
  'lateralidadePadrao',
  'mensagem',
  'versao',
  'token',
  'username',
  'password',
  'cor',
  'corStatus',
  'corPrioridade',
  'corbolinha',
  'descricao',
  'nome',
  'anotacao',
  'arquivo',
]);
const ACCESS = /^acesso[A-Z]/;
// Names sent as a labelled object {id, descricao} or {id, nome} instead of a string.
const LABELS: Record<string, 'descricao' | 'nome'> = {
  caraterAtendimento: 'descricao',
  status: 'descricao',
  equipeRequisitante: 'descricao',
  tipoItem: 'descricao',
  requisitante: 'nome',
  paciente: 'nome',
  procedimento: 'descricao',
  NOM_CARATER_ATENDIMENTO: 'descricao',
};
const ID_KEY = /^(id[A-Z_].*|.*_id|.*Id|SEQ_.*|.*ID)$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?)?$/;

function hash(text: string): number {
  let h = 0;
  for (const c of text) h = (h * 31 + c.charCodeAt(0)) | 0;
  return Math.abs(h);
}

interface Walk {
  counter: number;
}

function pick<T>(w: Walk, key: string, options: readonly T[]): T {
  w.counter += 1;
  return options[(hash(key) + w.counter) % options.length];
}

function altDate(w: Walk, key: string, m: RegExpExecArray): string {
  const [, y, mo, d, h, mi, s] = m;
  if (h === undefined) {
    // A date-only value: dd/MM/yyyy, or UTC midnight as a birth date often comes.
    return pick(w, key, [`${d}/${mo}/${y}`, `${y}-${mo}-${d}T00:00:00Z`]);
  }
  const sec = s ?? '00';
  // The seed's wall clock is São Paulo's (UTC−3 since 2019): with the offset, in UTC, or Brazilian.
  const utc = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h) + 3, Number(mi), Number(sec)));
  return pick(w, key, [`${y}-${mo}-${d}T${h}:${mi}:${sec}.000-03:00`, utc.toISOString(), `${d}/${mo}/${y} ${h}:${mi}`]);
}

function altNumber(w: Walk, key: string, n: number): unknown {
  if (key === 'id' || key.startsWith('SEQ_')) return String(n);
  if (ID_KEY.test(key)) return pick(w, key, [String(n), { id: n }]);
  return Number.isInteger(n) ? String(n) : String(n).replace('.', ',');
}

function altString(w: Walk, key: string, text: string): unknown {
  if (text === '') return null;
  const iso = ISO.exec(text);
  if (iso) return altDate(w, key, iso);
  const label = LABELS[key];
  if (label) return { id: hash(text) % 1000, [label]: text };
  if ((key === 'codigo' || key.startsWith('NRO_')) && /^[1-9]\d{0,14}$/.test(text)) return Number(text);
  return text;
}

function altAccess(w: Walk, key: string, value: unknown): unknown {
  if (value === 'V') return 'v';
  if (value === 'S') return pick(w, key, ['s', true, 1]);
  if (value === 'N') return pick(w, key, ['n', false, 0]);
  return value;
}

function altValue(w: Walk, key: string, value: unknown): unknown {
  if (value === undefined) return null;
  if (FIXED.has(key)) return value;
  if (ACCESS.test(key)) return altAccess(w, key, value);
  if (typeof value === 'boolean') return pick(w, key, [value ? 'S' : 'N', value ? 1 : 0, value ? 'True' : 'False']);
  if (typeof value === 'number') return altNumber(w, key, value);
  if (typeof value === 'string') return altString(w, key, value);
  if (Array.isArray(value)) {
    if (!value.length) return pick(w, key, [null, '']);
    if (value.length && value.every((v) => typeof v === 'number'))
      return pick(w, key, [value.join(','), value.map((id) => ({ id }))]);
    return value.map((v) => altValue(w, key, v));
  }
  if (value && typeof value === 'object') return altObject(w, value);
  return value;
}

function altObject(w: Walk, record: object): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) out[key] = altValue(w, key, value);
  // Fields the specification does not name: an unknown back-end always sends some.
  out.versaoRegistro = 3;
  out._links = { self: { href: '/api/recurso' } };
  return out;
}

/** A JSON answer in the alternative dialect (lists inside a paging wrapper, objects rewritten field by field). */
export function toAltDialect(body: unknown): unknown {
  const w: Walk = { counter: 0 };
  if (Array.isArray(body)) {
    const content = body.map((v) => altValue(w, '', v));
    return { content, totalElements: content.length, numberOfElements: content.length };
  }
  return altValue(w, '', body);
}

/** The body in the dialect currently served. */
export function inDialect(body: unknown): unknown {
  served.add(dialect);
  return dialect === 'alt' ? toAltDialect(body) : body;
}
