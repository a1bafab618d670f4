/**
 * The same MSW handlers over real HTTP, for Playwright and the benchmark:
 *   tsx mocks/server.ts --port 4010 [--static dist-e2e] [--cors http://127.0.0.1:4310]
 * API calls go to /main, /systems, /log and /patient (the base URLs of .env.e2e); POST /__scenario sets faults;
 * GET /__journal lists the writes received since the last reset (mocks/journal.ts), in order, for the journeys to
 * assert. --cors names the one other origin the back-ends answer, as a real back-end allows the app's origin when the app
 * is served from another one (the deployment journey, e2e/implantacao.spec.ts; README 'Deploy').
 */
// First: a journey's mock server runs the suite's clock (mocks/relogio-dos-testes.ts) before any seed is built.
import './relogio-dos-testes-instalar';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { getResponse } from 'msw';
import { BASES_DO_SERVIDOR, setMockBases } from './backends';
import { handlers } from './handlers/all';
import { journal } from './journal';
import { currentDialect, setBaseDialect } from './dialect';
import { applyScenario } from './scenarios';
import { CACHE_CONTROL, SECURITY_HEADERS } from '../deploy/security-headers';

const args = process.argv.slice(2);
const arg = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const port = Number(arg('--port') ?? 4010);
const staticDir = arg('--static') ? resolve(arg('--static')!) : undefined;
// --dialect alt (or MOCK_DIALECT=alt): the second mock dialect (mocks/dialect.ts).
setBaseDialect(arg('--dialect') ?? process.env.MOCK_DIALECT);
setMockBases(BASES_DO_SERVIDOR);
const API_PREFIXES = Object.values(BASES_DO_SERVIDOR).map((base) => `${base}/`);
/** How long an idle connection stays open: longer than any journey (playwright.config.ts, at most 240 s). */
const KEEP_ALIVE_MS = 10 * 60_000;
const corsOrigin = arg('--cors');

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.eot': 'application/vnd.ms-fontobject',
};

async function readRaw(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

const gzipCache = new Map<string, Buffer>();

/** The page a path without a file gets: the public tracking page's own, else the app's (docs/decisions/012). */
function fallbackPage(pathname: string): string {
  const tracking =
    pathname.startsWith('/rastreamento/') && staticDir && existsSync(join(staticDir, 'rastreamento.html'));
  return tracking ? 'rastreamento.html' : 'index.html';
}

/**
 * Static files gzip-compressed, with the production headers (deploy/security-headers.ts, from which deploy/nginx.conf is rendered), as a production web server would
 * serve them (the benchmark measures this).
 */
function serveStatic(pathname: string, req: IncomingMessage, res: ServerResponse): void {
  if (!staticDir) {
    res.writeHead(404).end();
    return;
  }
  const safe = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  let file = join(staticDir, safe);
  if (!file.startsWith(staticDir) || !existsSync(file) || statSync(file).isDirectory()) {
    // A chunk a deploy removed fails as a chunk, never as the app's page (deploy/nginx.conf answers the same).
    if (pathname.startsWith('/assets/')) {
      res.writeHead(404, { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    file = join(staticDir, fallbackPage(pathname));
  }
  const type = MIME[extname(file)] ?? 'application/octet-stream';
  const cache = file.includes(`${join(staticDir, 'assets')}`) ? CACHE_CONTROL.asset : CACHE_CONTROL.page;
  const compressible = /text|javascript|json|svg/.test(type);
  const acceptsGzip = String(req.headers['accept-encoding'] ?? '').includes('gzip');
  if (compressible && acceptsGzip) {
    let body = gzipCache.get(file);
    if (!body) {
      body = gzipSync(readFileSync(file), { level: 9 });
      gzipCache.set(file, body);
    }
    res.writeHead(200, {
      ...SECURITY_HEADERS,
      'Content-Type': type,
      'Cache-Control': cache,
      'Content-Encoding': 'gzip',
      Vary: 'Accept-Encoding',
    });
    res.end(body);
    return;
  }
  res.writeHead(200, { ...SECURITY_HEADERS, 'Content-Type': type, 'Cache-Control': cache });
  res.end(readFileSync(file));
}

/**
 * What a back-end answers the app's origin when the app is served from another one (README 'Deploy'): its calls carry
 * `Authorization: Bearer` and JSON or form bodies, and a download's name comes in Content-Disposition.
 */
function corsHeaders(origin: string): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE',
    'Access-Control-Allow-Headers': 'Authorization, Content-Type',
    'Access-Control-Expose-Headers': 'Content-Disposition',
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  };
}

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
  if (url.pathname === '/__scenario' && req.method === 'POST') {
    const scenario: unknown = JSON.parse((await readRaw(req)).toString() || '{}');
    const body = scenario && typeof scenario === 'object' ? Object.fromEntries(Object.entries(scenario)) : {};
    applyScenario(body);
    res.writeHead(204).end();
    return;
  }
  if (url.pathname === '/__journal' && req.method === 'GET') {
    res
      .writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
      .end(JSON.stringify(journal().filter((c) => c.method !== 'GET' && c.method !== 'HEAD')));
    return;
  }
  if (!API_PREFIXES.some((p) => url.pathname.startsWith(p))) {
    serveStatic(url.pathname, req, res);
    return;
  }
  const cors = corsOrigin && req.headers.origin === corsOrigin ? corsHeaders(corsOrigin) : {};
  if (req.method === 'OPTIONS' && Object.keys(cors).length) {
    res.writeHead(204, cors).end();
    return;
  }
  const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await readRaw(req);
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
  const request = new Request(url, { method: req.method, headers, body: body ? new Uint8Array(body) : undefined });
  // Recorded in the journal (mocks/journal.ts) by the handlers themselves (mocks/handlers/all.ts).
  const response = await getResponse(handlers, request);
  if (!response) {
    res.writeHead(404, { 'Content-Type': 'application/json' }).end(JSON.stringify({ mensagem: 'Rota não encontrada' }));
    return;
  }
  const out: Record<string, string> = { ...cors };
  response.headers.forEach((v, k) => {
    out[k] = v;
  });
  res.writeHead(response.status, out);
  res.end(Buffer.from(await response.arrayBuffer()));
}

const servidor = createServer((req, res) => {
  handle(req, res).catch((error: unknown) => {
    // No URL in the log: paths may carry patient data.
    console.error('mock server error:', error instanceof Error ? error.message : error);
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ mensagem: 'Erro interno do servidor mock' }));
  });
});
// Node closes a connection left idle for 5 s (about 6 s here); a client that sends its next request on it at that
// moment gets ECONNRESET (a journey's `/__journal` read after 6 s of clicking did, once in three fresh-clone runs). The
// mock server keeps idle connections open for as long as a journey may last; its clients close them when done.
servidor.keepAliveTimeout = KEEP_ALIVE_MS;
servidor.headersTimeout = KEEP_ALIVE_MS + 1_000;
servidor.listen(port, '127.0.0.1', () => {
  console.log(
    `mock back-end (dialect ${currentDialect()}) on http://127.0.0.1:${port}${staticDir ? ` serving ${staticDir}` : ''}`,
  );
});
