// `npm run deploy:config` (deploy/render.ts, docs/decisions/027-implantacao.md): one environment's config.js and nginx
// server block, from the same headers the journeys' server sends (docs/decisions/022-cabecalhos-de-producao.md).
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { arquivosDoAmbiente, servidorDe } from '../../deploy/render';
import { securityHeaders } from '../../deploy/security-headers';
import { parseEnv } from '@/config/parse-env';

const HOMOLOGACAO = {
  VITE_MAIN_API_URL: 'https://api.hml.hospital.example/main',
  VITE_SYSTEMS_API_URL: 'https://sistemas.hml.hospital.example',
  VITE_LOG_API_URL: '/log',
  VITE_PATIENT_API_URL: 'https://api.hml.hospital.example/paciente',
  VITE_HELP_URL: 'https://ajuda.hospital.example/opera',
  VITE_IDLE_MINUTES: '10',
};

function renderizado(source: Record<string, string | undefined>) {
  const result = arquivosDoAmbiente(
    source,
    servidorDe({ OPERA_ROOT: '/srv/opera/1.29.0', OPERA_CONFIG_JS: '/etc/opera/hml.js' }),
  );
  if (!result.ok) throw new Error(result.problems.join('; '));
  return result;
}

describe('deploy:config', () => {
  it('writes a config.js that sets, as the app reads it, exactly the environment’s values', () => {
    const janela: { __OPERA_CONFIG__?: unknown } = {};
    runInNewContext(renderizado({ ...HOMOLOGACAO, PATH: '/usr/bin', HOME: '/root' }).configJs, { window: janela });
    expect(janela.__OPERA_CONFIG__).toEqual(HOMOLOGACAO);
    expect(parseEnv({ VITE_USE_MOCKS: 'false' }, janela.__OPERA_CONFIG__)).toMatchObject({
      ok: true,
      env: { VITE_MAIN_API_URL: HOMOLOGACAO.VITE_MAIN_API_URL, VITE_IDLE_MINUTES: 10 },
    });
  });

  it('renders nginx’s header lines from the journeys’ headers, connect-src with the back-ends’ origins once each', () => {
    const { nginx } = renderizado(HOMOLOGACAO);
    const esperados = securityHeaders(['https://api.hml.hospital.example', 'https://sistemas.hml.hospital.example']);
    const blocos = nginx.split(/\n\s*location /).slice(1);
    expect(blocos.map((b) => b.split(' ')[0])).toEqual(['/assets/', '=', '/rastreamento/', '/']);
    // Every location that answers with a file of its own sends every header (one with an add_header drops the server's).
    for (const bloco of blocos.filter((b) => b.includes('add_header'))) {
      const enviados = Object.fromEntries(
        [...bloco.matchAll(/^\s*add_header ([\w-]+) "([^"]+)" always;$/gm)].map(([, nome, valor]) => [nome, valor]),
      );
      const { 'Cache-Control': _cache, ...seguranca } = enviados;
      expect(seguranca).toEqual(esperados);
    }
    expect(nginx).toContain('root /srv/opera/1.29.0;');
    expect(nginx).toContain('alias /etc/opera/hml.js;');
    expect(nginx).not.toMatch(/\{\{/);
  });

  it('refuses an environment with a wrong or missing value, with the app’s own words', () => {
    const { VITE_HELP_URL: _help, ...semAjuda } = HOMOLOGACAO;
    expect(arquivosDoAmbiente({ ...semAjuda, VITE_LOG_API_URL: 'log.hospital.example' }, servidorDe({}))).toEqual({
      ok: false,
      problems: [
        'VITE_LOG_API_URL: deve ser uma URL http(s) ou um caminho iniciado por /',
        'VITE_HELP_URL: deve ser uma URL http(s)',
      ],
    });
  });

  it('serves over HTTPS with the certificate when one is given, else plain HTTP behind the hospital’s proxy', () => {
    const comTls = arquivosDoAmbiente(
      HOMOLOGACAO,
      servidorDe({ OPERA_TLS_CERTIFICATE: '/etc/ssl/opera.pem', OPERA_TLS_KEY: '/etc/ssl/opera.key' }),
    );
    expect(comTls.ok && comTls.nginx).toContain('listen 443 ssl;\n');
    expect(comTls.ok && comTls.nginx).toContain('ssl_certificate_key /etc/ssl/opera.key;');
    expect(renderizado(HOMOLOGACAO).nginx).toContain('listen 80;\n');
  });
});
