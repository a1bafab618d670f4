// Hand-written rather than zod: this runs before the login page, whose bundle budget zod would exceed
// (docs/decisions/002-bundle-budget.md). Pure, so that the deployment's render command (deploy/render.ts) checks a
// runtime configuration with the same rules before writing it (docs/decisions/027-implantacao.md).

export interface Env {
  VITE_USE_MOCKS: boolean;
  VITE_MAIN_API_URL: string;
  VITE_SYSTEMS_API_URL: string;
  VITE_LOG_API_URL: string;
  VITE_PATIENT_API_URL: string;
  VITE_HELP_URL: string;
  /** Minutes without input before the idle lock's warning (docs/decisions/014-lock-and-export.md). */
  VITE_IDLE_MINUTES: number;
}

type EnvResult = { ok: true; env: Env } | { ok: false; problems: string[] };

const BASE_URLS = ['VITE_MAIN_API_URL', 'VITE_SYSTEMS_API_URL', 'VITE_LOG_API_URL', 'VITE_PATIENT_API_URL'] as const;

/**
 * What a deployment's runtime configuration (config.js) may set over the build's values: everything but
 * VITE_USE_MOCKS, which decides what the build contains.
 */
export const RUNTIME_KEYS: readonly string[] = [...BASE_URLS, 'VITE_HELP_URL', 'VITE_IDLE_MINUTES'];

/** The idle minutes when neither the build nor config.js sets them. */
export const IDLE_MINUTES_DEFAULT = 15;

const HTTP_URL = /^https?:\/\/\S+$/;

/** The runtime configuration's values, or the problems that stop the app: not an object, an unknown key, a non-text. */
function readRuntime(runtime: unknown): { values: Record<string, string>; problems: string[] } {
  if (runtime === undefined || runtime === null) return { values: {}, problems: [] };
  if (typeof runtime !== 'object' || Array.isArray(runtime)) {
    return { values: {}, problems: ['config.js: deve definir um objeto'] };
  }
  const values: Record<string, string> = {};
  const problems: string[] = [];
  for (const [key, value] of Object.entries(runtime)) {
    // A misspelt key would silently leave the build's back-end in place: it stops the app instead.
    if (!RUNTIME_KEYS.includes(key)) problems.push(`config.js: chave desconhecida ${key}`);
    else if (typeof value !== 'string') problems.push(`${key}: deve ser texto (config.js)`);
    else values[key] = value;
  }
  return { values, problems };
}

/**
 * Validates the VITE_* values: the build's (`build`), each overridden by the deployment's runtime configuration
 * (`runtime`, config.js's `window.__OPERA_CONFIG__`) when it sets it. The app shows the problems on the page instead
 * of starting.
 */
export function parseEnv(build: Record<string, unknown>, runtime?: unknown): EnvResult {
  const lidos = readRuntime(runtime);
  const problems = [...lidos.problems];
  const source: Record<string, unknown> = { ...build, ...lidos.values };
  const text = (key: string) => (typeof source[key] === 'string' ? String(source[key]).trim() : '');

  const mocks = text('VITE_USE_MOCKS') || 'false';
  if (mocks !== 'true' && mocks !== 'false') problems.push("VITE_USE_MOCKS: deve ser 'true' ou 'false'");

  const urls = Object.fromEntries(
    BASE_URLS.map((key) => {
      const value = text(key);
      if (!value) problems.push(`${key}: obrigatória`);
      else if (!value.startsWith('/') && !HTTP_URL.test(value)) {
        problems.push(`${key}: deve ser uma URL http(s) ou um caminho iniciado por /`);
      }
      return [key, value];
    }),
  );
  const help = text('VITE_HELP_URL');
  if (!HTTP_URL.test(help)) problems.push('VITE_HELP_URL: deve ser uma URL http(s)');

  const idle = text('VITE_IDLE_MINUTES');
  const idleMinutes = idle === '' ? IDLE_MINUTES_DEFAULT : Number(idle);
  if (!Number.isFinite(idleMinutes) || idleMinutes <= 0) {
    problems.push('VITE_IDLE_MINUTES: deve ser um número de minutos maior que zero');
  }

  if (problems.length) return { ok: false, problems };
  return {
    ok: true,
    env: {
      VITE_USE_MOCKS: mocks === 'true',
      VITE_MAIN_API_URL: urls.VITE_MAIN_API_URL,
      VITE_SYSTEMS_API_URL: urls.VITE_SYSTEMS_API_URL,
      VITE_LOG_API_URL: urls.VITE_LOG_API_URL,
      VITE_PATIENT_API_URL: urls.VITE_PATIENT_API_URL,
      VITE_HELP_URL: help,
      VITE_IDLE_MINUTES: idleMinutes,
    },
  };
}
