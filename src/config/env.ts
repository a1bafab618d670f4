// Hand-written rather than zod: this runs before the login page, whose bundle budget zod would exceed
// (docs/decisions/002-bundle-budget.md).

export interface Env {
  VITE_USE_MOCKS: boolean;
  VITE_MAIN_API_URL: string;
  VITE_SYSTEMS_API_URL: string;
  VITE_LOG_API_URL: string;
  VITE_PATIENT_API_URL: string;
  VITE_HELP_URL: string;
}

export type EnvResult = { ok: true; env: Env } | { ok: false; problems: string[] };

const BASE_URLS = ['VITE_MAIN_API_URL', 'VITE_SYSTEMS_API_URL', 'VITE_LOG_API_URL', 'VITE_PATIENT_API_URL'] as const;
const HTTP_URL = /^https?:\/\/\S+$/;

/** Validates the VITE_* variables; the app shows the problems on the page instead of starting. */
export function parseEnv(source: Record<string, unknown>): EnvResult {
  const problems: string[] = [];
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
    },
  };
}

export const envResult = parseEnv(import.meta.env);

/** The validated environment; only read after start-up has checked envResult. */
export const env: Env = envResult.ok
  ? envResult.env
  : {
      VITE_USE_MOCKS: false,
      VITE_MAIN_API_URL: '/',
      VITE_SYSTEMS_API_URL: '/',
      VITE_LOG_API_URL: '/',
      VITE_PATIENT_API_URL: '/',
      VITE_HELP_URL: 'about:blank',
    };
