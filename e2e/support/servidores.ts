// The servers the deployment's journeys start themselves, each on a free port of its own (e2e/implantacao.spec.ts,
// e2e/pagina-sem-cabecalhos.spec.ts): Debian's nginx with the rendered deploy/nginx.conf, a mock back-end on another
// origin, a plain static host. docs/decisions/027-implantacao.md.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { arquivosDoAmbiente } from '../../deploy/render';

const NGINX = '/usr/sbin/nginx';
/** The journeys' production build (playwright.config.ts's first server builds it). */
export const BUILD = resolve('dist-e2e');

export async function portaLivre(): Promise<number> {
  const s = createServer().listen(0, '127.0.0.1');
  await once(s, 'listening');
  const endereco = s.address();
  s.close();
  await once(s, 'close');
  if (typeof endereco !== 'object' || !endereco) throw new Error('sem porta livre');
  return endereco.port;
}

/** Waits until `url` answers at all (any status), or the process ends. */
async function esperarResposta(url: string, processo: ChildProcess, saida: () => string): Promise<void> {
  const limite = Date.now() + 30_000;
  while (Date.now() < limite) {
    if (processo.exitCode !== null) throw new Error(`${url}: o processo terminou (${processo.exitCode}):\n${saida()}`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`${url} não respondeu em 30 s:\n${saida()}`);
}

async function parar(processo: ChildProcess): Promise<void> {
  if (processo.exitCode !== null || processo.signalCode !== null) return;
  const fim = once(processo, 'exit');
  processo.kill('SIGTERM');
  await fim;
}

export interface Servidor {
  url: string;
  parar: () => Promise<void>;
}

/**
 * nginx serving the build with deploy/nginx.conf rendered for `ambiente` (the VITE_* values of one environment), as a
 * normal process: its pid, logs and temporary files in a directory of its own. No nginx: a loud failure, never a skip
 * (.ci/run installs it).
 */
export interface Nginx extends Servidor {
  /** The config.js rendered for the environment. */
  configJs: string;
  /** Replaces the config.js nginx serves (as a deployment edits /etc/opera/config.js). */
  trocarConfigJs: (texto: string) => void;
}

export async function iniciarNginx(ambiente: Record<string, string>): Promise<Nginx> {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} não existe: apt-get install nginx (.ci/run o instala)`);
  if (!existsSync(join(BUILD, 'index.html'))) throw new Error(`${BUILD}: sem build (npm run build:e2e)`);
  const porta = await portaLivre();
  const dir = mkdtempSync(join(tmpdir(), 'opera-nginx-'));
  // Read by nginx's worker, which runs as another user when the test runs as root.
  chmodSync(dir, 0o755);
  const configJs = join(dir, 'config.js');
  const resultado = arquivosDoAmbiente(ambiente, {
    serverName: '127.0.0.1',
    root: BUILD,
    configJs,
    listen: `127.0.0.1:${porta}`,
    tls: null,
  });
  if (!resultado.ok) throw new Error(`configuração inválida: ${resultado.problems.join('; ')}`);
  writeFileSync(configJs, resultado.configJs);
  chmodSync(configJs, 0o644);
  writeFileSync(join(dir, 'opera.conf'), resultado.nginx);
  const temporarios = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((t) => `${t}_temp_path ${join(dir, t)};`)
    .join('\n  ');
  writeFileSync(
    join(dir, 'nginx.conf'),
    `daemon off;
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 64; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  ${temporarios}
  include ${join(dir, 'opera.conf')};
}
`,
  );
  const processo = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')], {
    stdio: 'ignore',
  });
  const log = () => (existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : '');
  const url = `http://127.0.0.1:${porta}`;
  await esperarResposta(`${url}/config.js`, processo, log);
  return {
    url,
    configJs: resultado.configJs,
    trocarConfigJs: (texto) => writeFileSync(configJs, texto),
    parar: async () => {
      await parar(processo);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The HTTP mock back-end (mocks/server.ts) on `porta`, answering CORS for the app's `origem`. */
export async function iniciarMockServer(origem: string, porta: number): Promise<Servidor> {
  const processo = spawn(
    'node_modules/.bin/tsx',
    ['--tsconfig', 'tsconfig.node.json', 'mocks/server.ts', '--port', String(porta), '--cors', origem],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let erros = '';
  processo.stderr?.on('data', (d: Buffer) => (erros += d.toString()));
  const url = `http://127.0.0.1:${porta}`;
  await esperarResposta(`${url}/__journal`, processo, () => erros);
  return { url, parar: () => parar(processo) };
}

const TIPOS: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
};

/**
 * A same-origin script that calls `eval`, as a library of the build might: code Playwright evaluates in the page runs
 * outside its policy, a script the page loads does not.
 */
export const SCRIPT_COM_EVAL = '/__script-com-eval.js';

/**
 * A plain static host: the build's files with their types and nothing else, no header of decision 022; a path with no
 * file gets the tracking page or the app's page, as the README's host must answer. Besides the build, it serves
 * SCRIPT_COM_EVAL.
 */
export async function iniciarHostSemCabecalhos(): Promise<Servidor> {
  const servidor: Server = createHttpServer((req, res) => {
    const caminho = new URL(req.url ?? '/', 'http://x').pathname;
    if (caminho === SCRIPT_COM_EVAL) {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8' });
      res.end("try { window.__eval = eval('true'); } catch (e) { window.__eval = e.name; }");
      return;
    }
    let arquivo = join(BUILD, normalize(caminho).replace(/^(\.\.[/\\])+/, ''));
    if (!arquivo.startsWith(BUILD) || !existsSync(arquivo) || statSync(arquivo).isDirectory()) {
      arquivo = join(BUILD, caminho.startsWith('/rastreamento/') ? 'rastreamento.html' : 'index.html');
    }
    res.writeHead(200, { 'Content-Type': TIPOS[extname(arquivo)] ?? 'application/octet-stream' });
    res.end(readFileSync(arquivo));
  });
  servidor.listen(0, '127.0.0.1');
  await once(servidor, 'listening');
  const endereco = servidor.address();
  if (typeof endereco !== 'object' || !endereco) throw new Error('sem porta');
  return {
    url: `http://127.0.0.1:${endereco.port}`,
    parar: async () => {
      servidor.closeAllConnections();
      servidor.close();
      await once(servidor, 'close');
    },
  };
}
