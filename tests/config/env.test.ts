import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/config/parse-env';

const valid = {
  VITE_USE_MOCKS: 'false',
  VITE_MAIN_API_URL: 'https://api.hospital.example/main',
  VITE_SYSTEMS_API_URL: '/sistemas',
  VITE_LOG_API_URL: 'https://log.hospital.example',
  VITE_PATIENT_API_URL: 'https://paciente.hospital.example',
  VITE_HELP_URL: 'https://blog.hospital.example/ajuda',
};

describe('parseEnv', () => {
  it('accepts absolute URLs and same-origin paths', () => {
    const result = parseEnv(valid);
    expect(result).toEqual({ ok: true, env: { ...valid, VITE_USE_MOCKS: false, VITE_IDLE_MINUTES: 15 } });
  });

  it('mocks are off unless VITE_USE_MOCKS is true', () => {
    const { VITE_USE_MOCKS: _ignored, ...rest } = valid;
    expect(parseEnv(rest)).toMatchObject({ ok: true, env: { VITE_USE_MOCKS: false } });
    expect(parseEnv({ ...valid, VITE_USE_MOCKS: 'true' })).toMatchObject({ ok: true, env: { VITE_USE_MOCKS: true } });
  });

  it('names every wrong variable', () => {
    const result = parseEnv({
      ...valid,
      VITE_USE_MOCKS: 'sim',
      VITE_MAIN_API_URL: '',
      VITE_LOG_API_URL: 'ftp://x',
      VITE_HELP_URL: 'blog',
      VITE_IDLE_MINUTES: 'quinze',
    });
    expect(result).toEqual({
      ok: false,
      problems: [
        "VITE_USE_MOCKS: deve ser 'true' ou 'false'",
        'VITE_MAIN_API_URL: obrigatória',
        'VITE_LOG_API_URL: deve ser uma URL http(s) ou um caminho iniciado por /',
        'VITE_HELP_URL: deve ser uma URL http(s)',
        'VITE_IDLE_MINUTES: deve ser um número de minutos maior que zero',
      ],
    });
  });
});

// The deployment's config.js over the build's values: one build for every environment (docs/decisions/027-implantacao.md).
describe('parseEnv with the runtime configuration', () => {
  it('takes each value config.js sets over the build’s, the rest from the build', () => {
    const result = parseEnv(valid, { VITE_MAIN_API_URL: 'https://api.prod.example/main', VITE_IDLE_MINUTES: '5' });
    expect(result).toEqual({
      ok: true,
      env: {
        ...valid,
        VITE_USE_MOCKS: false,
        VITE_MAIN_API_URL: 'https://api.prod.example/main',
        VITE_IDLE_MINUTES: 5,
      },
    });
  });

  it('an absent or empty config.js leaves the build’s values', () => {
    expect(parseEnv(valid, undefined)).toEqual(parseEnv(valid));
    expect(parseEnv(valid, {})).toEqual(parseEnv(valid));
  });

  it('checks config.js’s values as the build’s, and stops on a misspelt key, a non-text or the mocks switch', () => {
    expect(
      parseEnv(valid, {
        VITE_MAIN_API_URL: 'api.prod.example',
        VITE_MAIN_API: 'https://api.prod.example/main',
        VITE_IDLE_MINUTES: 5,
        VITE_USE_MOCKS: 'true',
      }),
    ).toEqual({
      ok: false,
      problems: [
        'config.js: chave desconhecida VITE_MAIN_API',
        'VITE_IDLE_MINUTES: deve ser texto (config.js)',
        'config.js: chave desconhecida VITE_USE_MOCKS',
        'VITE_MAIN_API_URL: deve ser uma URL http(s) ou um caminho iniciado por /',
      ],
    });
    expect(parseEnv(valid, 'https://api.prod.example')).toEqual({
      ok: false,
      problems: ['config.js: deve definir um objeto'],
    });
  });
});
