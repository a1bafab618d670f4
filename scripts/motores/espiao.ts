// The engine journeys' listening post (docs/decisions/028-motores.md): a proxy in front of the mock server that passes
// every request and answer through unchanged (the production headers included), except that each HTML page gets one
// same-origin script first in its <head>. That script, the test's and not the app's, runs the suite's clock
// (docs/decisions/021-relogio-dos-testes.md) and sends every page error, unhandled rejection, console error and
// Content-Security-Policy violation back here, where the runner reads them after each step: no production code
// reports on itself, and the engines' drivers need no log API of their own (WebKitWebDriver has none).
import { createServer, request as pedir, type Server } from 'node:http';
import { atrasarRelogio } from '../../mocks/relogio-dos-testes';

const SCRIPT = '/__motores/espiao.js';
const ERROS = '/__motores/erros';

/** What the page sent: its kind, its text, the page's path. */
export interface ErroDaPagina {
  tipo: string;
  texto: string;
  pagina: string;
}

/** The script put first in every page: the clock, then the listeners; `erroInjetado` throws once, to prove the guard. */
function espiao(dias: number, erroInjetado: boolean): string {
  function ouvir(caminho: string, injetar: boolean) {
    const enviar = (tipo: string, texto: string) => {
      const corpo = JSON.stringify({ tipo, texto, pagina: location.pathname });
      if (!navigator.sendBeacon(caminho, corpo)) void fetch(caminho, { method: 'POST', body: corpo, keepalive: true });
    };
    addEventListener(
      'error',
      (e) => {
        const alvo = e.target;
        if (alvo instanceof Element) {
          // A preload hint is no load: Firefox reports one that names a module the page already has (the entry, on
          // the app's first route change); a module that really fails breaks the step.
          if (alvo.matches('link[rel="modulepreload"]')) return;
          enviar('recurso não carregado', `${alvo.tagName} ${alvo.getAttribute('src') ?? alvo.getAttribute('href')}`);
        } else {
          enviar('erro de página', `${e.message} (${e.filename}:${e.lineno})`);
        }
      },
      true,
    );
    addEventListener('unhandledrejection', (e) => {
      const motivo: unknown = e.reason;
      enviar('promessa rejeitada', motivo instanceof Error ? (motivo.stack ?? motivo.message) : String(motivo));
    });
    document.addEventListener('securitypolicyviolation', (e) => {
      enviar('Content-Security-Policy', `${e.effectiveDirective} bloqueou ${e.blockedURI || 'inline'}`);
    });
    const original = console.error;
    console.error = function (...args: unknown[]) {
      enviar('console.error', args.map((a) => (a instanceof Error ? (a.stack ?? a.message) : String(a))).join(' '));
      return original.apply(this, args);
    };
    if (injetar) {
      setTimeout(() => {
        throw new Error('erro injetado pelo teste (MOTORES_ERRO_DE_PAGINA)');
      });
    }
  }
  // tsx may wrap named functions in `__name(…)` (esbuild's keepNames): the page gets that helper as a no-op.
  return `var __name = (f) => f;\n(${atrasarRelogio.toString()})(${dias});\n(${ouvir.toString()})(${JSON.stringify(ERROS)}, ${erroInjetado});\n`;
}

/** Starts the proxy on `porta` in front of the mock server on `destino`; errors collect in `erros`. */
export function iniciarEspiao(
  porta: number,
  destino: number,
  opcoes: { dias: number; erroInjetado: boolean },
): Promise<{ servidor: Server; erros: ErroDaPagina[] }> {
  const erros: ErroDaPagina[] = [];
  const codigo = espiao(opcoes.dias, opcoes.erroInjetado);
  const servidor = createServer((req, res) => {
    if (req.url === SCRIPT) {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(codigo);
      return;
    }
    if (req.url === ERROS && req.method === 'POST') {
      const partes: Buffer[] = [];
      req.on('data', (p: Buffer) => partes.push(p));
      req.on('end', () => {
        try {
          const { tipo, texto, pagina } = Object(JSON.parse(Buffer.concat(partes).toString('utf8')));
          erros.push({ tipo: String(tipo), texto: String(texto), pagina: String(pagina) });
        } catch {
          erros.push({ tipo: 'relato ilegível', texto: Buffer.concat(partes).toString('utf8'), pagina: '' });
        }
        res.writeHead(204).end();
      });
      return;
    }
    // Uncompressed from the mock server, so a page's HTML can be read and given the script.
    const headers = { ...req.headers, host: `127.0.0.1:${destino}` };
    delete headers['accept-encoding'];
    const ida = pedir({ host: '127.0.0.1', port: destino, path: req.url, method: req.method, headers }, (volta) => {
      const tipo = String(volta.headers['content-type'] ?? '');
      if (!tipo.startsWith('text/html')) {
        res.writeHead(volta.statusCode ?? 502, volta.headers);
        volta.pipe(res);
        return;
      }
      const partes: Buffer[] = [];
      volta.on('data', (p: Buffer) => partes.push(p));
      volta.on('end', () => {
        const html = Buffer.concat(partes)
          .toString('utf8')
          .replace(/<head([^>]*)>/i, `<head$1><script src="${SCRIPT}"></script>`);
        const cabecalhos = { ...volta.headers };
        delete cabecalhos['content-length'];
        res.writeHead(volta.statusCode ?? 502, cabecalhos);
        res.end(html);
      });
    });
    ida.on('error', (e) => res.writeHead(502).end(String(e)));
    req.pipe(ida);
  });
  return new Promise((resolve) => servidor.listen(porta, '127.0.0.1', () => resolve({ servidor, erros })));
}
