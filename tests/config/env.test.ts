import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/config/env';

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
    expect(result).toEqual({ ok: true, env: { ...valid, VITE_USE_MOCKS: false } });
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
    });
    expect(result).toEqual({
      ok: false,
      problems: [
        "VITE_USE_MOCKS: deve ser 'true' ou 'false'",
        'VITE_MAIN_API_URL: obrigatória',
        'VITE_LOG_API_URL: deve ser uma URL http(s) ou um caminho iniciado por /',
        'VITE_HELP_URL: deve ser uma URL http(s)',
      ],
    });
  });
});
