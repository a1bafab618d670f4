/**
 * `npm run deploy:config`: renders, from environment variables, one environment's runtime configuration (config.js)
 * and its nginx server block (deploy/nginx.conf with the CSP's connect-src set to the back-ends' origins), so that one
 * build serves every environment (docs/decisions/027-implantacao.md; README 'Deploy').
 *
 *   VITE_MAIN_API_URL=… VITE_SYSTEMS_API_URL=… VITE_LOG_API_URL=… VITE_PATIENT_API_URL=… VITE_HELP_URL=… \
 *   [VITE_IDLE_MINUTES=15] [OPERA_SERVER_NAME=…] [OPERA_ROOT=…] [OPERA_CONFIG_JS=…] [OPERA_LISTEN=…] \
 *   [OPERA_TLS_CERTIFICATE=… OPERA_TLS_KEY=…] npm run deploy:config -- [--out deploy/out]
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseEnv, RUNTIME_KEYS, type Env } from '../src/config/parse-env';
import { CACHE_CONTROL, securityHeaders } from './security-headers';

const TEMPLATE = resolve(import.meta.dirname, 'nginx.conf');

/** Where the web server finds things: the release, the environment's config.js, and how it listens. */
export interface Servidor {
  serverName: string;
  root: string;
  configJs: string;
  listen: string;
  tls: { certificate: string; key: string } | null;
}

export type Renderizado = { ok: true; configJs: string; nginx: string } | { ok: false; problems: string[] };

/** The origins of the back-ends that are not on the app's own (a base that is a path needs none). */
export function backendOrigins(env: Env): string[] {
  const bases = [env.VITE_MAIN_API_URL, env.VITE_SYSTEMS_API_URL, env.VITE_LOG_API_URL, env.VITE_PATIENT_API_URL];
  return [...new Set(bases.filter((base) => !base.startsWith('/')).map((base) => new URL(base).origin))];
}

/** config.js: the runtime configuration's values, as the app reads them (src/config/env.ts). */
function configJs(values: Record<string, string>): string {
  return [
    '// The runtime configuration of one environment, rendered by `npm run deploy:config` (deploy/render.ts).',
    `window.__OPERA_CONFIG__ = ${JSON.stringify(values, null, 2)};`,
    '',
  ].join('\n');
}

/** The nginx server block for these back-ends and this server. */
function nginx(env: Env, servidor: Servidor): string {
  const headers = Object.entries(securityHeaders(backendOrigins(env)))
    .map(([name, value]) => `add_header ${name} "${value}" always;`)
    .join('\n        ');
  const tls = servidor.tls
    ? `ssl_certificate ${servidor.tls.certificate};\n    ssl_certificate_key ${servidor.tls.key};`
    : '# No certificate here: TLS ends at the proxy in front of this server.';
  const values: Record<string, string> = {
    LISTEN: servidor.listen,
    SERVER_NAME: servidor.serverName,
    TLS: tls,
    ROOT: servidor.root,
    CONFIG_JS: servidor.configJs,
    SECURITY_HEADERS: headers,
    CACHE_ASSET: CACHE_CONTROL.asset,
    CACHE_PAGE: CACHE_CONTROL.page,
  };
  const rendered = readFileSync(TEMPLATE, 'utf8').replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`deploy/nginx.conf: ${whole} sem valor`);
    return value;
  });
  return rendered;
}

/**
 * Both files for one environment; the problems instead when a value is wrong, with the app's own checks
 * (src/config/parse-env.ts): each of the four base URLs and the help link must be given.
 */
export function arquivosDoAmbiente(source: Record<string, string | undefined>, servidor: Servidor): Renderizado {
  const given: Record<string, string> = {};
  for (const key of RUNTIME_KEYS) if (source[key]) given[key] = source[key];
  const result = parseEnv({}, given);
  if (!result.ok) return result;
  return { ok: true, configJs: configJs(given), nginx: nginx(result.env, servidor) };
}

/** The server's settings from OPERA_* variables, with the defaults of a Debian nginx serving over HTTPS. */
export function servidorDe(source: Record<string, string | undefined>): Servidor {
  const tls =
    source.OPERA_TLS_CERTIFICATE && source.OPERA_TLS_KEY
      ? { certificate: source.OPERA_TLS_CERTIFICATE, key: source.OPERA_TLS_KEY }
      : null;
  return {
    serverName: source.OPERA_SERVER_NAME || '_',
    root: source.OPERA_ROOT || '/var/www/opera/dist',
    configJs: source.OPERA_CONFIG_JS || '/etc/opera/config.js',
    listen: source.OPERA_LISTEN || (tls ? '443 ssl' : '80'),
    tls,
  };
}

function main(): void {
  const args = process.argv.slice(2);
  const i = args.indexOf('--out');
  const out = resolve(i >= 0 && args[i + 1] ? args[i + 1] : 'deploy/out');
  const result = arquivosDoAmbiente(process.env, servidorDe(process.env));
  if (!result.ok) {
    console.error(`Configuração inválida:\n  ${result.problems.join('\n  ')}`);
    process.exit(1);
  }
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'config.js'), result.configJs);
  writeFileSync(join(out, 'nginx.conf'), result.nginx);
  console.log(`Escritos ${join(out, 'config.js')} e ${join(out, 'nginx.conf')}.`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) main();
