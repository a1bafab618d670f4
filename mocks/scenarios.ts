import { delay, http, HttpResponse, matchRequestUrl } from 'msw';
import { db, resetDb } from './db/db';
import { resetDialect, setDialect } from './dialect';
import { clearJournal } from './journal';
import { setLargeDataFlag, type LargeSet } from './scenarios-state';

/**
 * A named fault: 'PUT /api/pedidoCirurgia/:id' answers `status` (or waits `delayMs`) for the next `times` calls, once
 * `apos` matching calls went through untouched.
 */
interface Fault {
  method: string;
  path: string;
  status?: number;
  mensagem?: string;
  delayMs?: number;
  times: number;
  apos?: number;
}

let faults: Fault[] = [];

function parseRoute(routeSpec: string): { method: string; path: string } {
  const [method, ...rest] = routeSpec.trim().split(/\s+/);
  if (!rest.length) return { method: '*', path: method };
  return { method: method.toUpperCase(), path: rest.join(' ') };
}

interface FailNextOptions {
  times?: number;
  mensagem?: string;
  /** Matching calls let through first: `{ apos: 1 }` fails the second call (e.g. a request's second item). */
  apos?: number;
}

/** The next `times` calls to the route (after `apos` untouched ones) fail with `status` and the message `mensagem`. */
export function failNext(routeSpec: string, status = 500, options: FailNextOptions = {}): void {
  const { times = 1, mensagem, apos = 0 } = options;
  faults.push({ ...parseRoute(routeSpec), status, mensagem, times, apos });
}

/** Calls to the route wait `delayMs` before being answered (every call unless `times` is given). */
export function slowDown(routeSpec: string, delayMs: number, times = Number.POSITIVE_INFINITY): void {
  faults.push({ ...parseRoute(routeSpec), delayMs, times });
}

/** Every call to the route fails until reset (e.g. a back-end that is down). */
export function failAlways(routeSpec: string, status = 500, mensagem?: string): void {
  faults.push({ ...parseRoute(routeSpec), status, mensagem, times: Number.POSITIVE_INFINITY });
}

/**
 * Seeds a large set (read by the pedidos seed when the database is rebuilt): 5,000 requests for one surgeon
 * ('medico'), or the technical areas' 2,000 opinions and their busy month ('areaTecnica').
 */
export function setLargeData(on: boolean, set: LargeSet = 'medico'): void {
  setLargeDataFlag(on, set);
  resetDb();
}

/** Clears every fault and the journal of calls, and rebuilds the database from the seed. */
export function resetMockBackend(): void {
  faults = [];
  clearJournal();
  setLargeDataFlag(false);
  resetDialect();
  resetDb();
}

export function applyScenario(body: Record<string, unknown>): void {
  const routeSpec = String(body.route ?? '');
  switch (body.action) {
    case 'failNext':
      failNext(routeSpec, Number(body.status ?? 500), {
        times: body.times === undefined ? 1 : Number(body.times),
        mensagem: typeof body.mensagem === 'string' ? body.mensagem : undefined,
        apos: body.apos === undefined ? 0 : Number(body.apos),
      });
      break;
    case 'failAlways':
      failAlways(routeSpec, Number(body.status ?? 500), typeof body.mensagem === 'string' ? body.mensagem : undefined);
      break;
    case 'slowDown':
      slowDown(routeSpec, Number(body.delayMs ?? 1000));
      break;
    case 'largeData':
      setLargeData(Boolean(body.on), body.set === 'areaTecnica' ? 'areaTecnica' : 'medico');
      break;
    case 'setVersion':
      db.versao = String(body.versao);
      break;
    case 'expireSessions':
      db.sessions.clear();
      break;
    case 'dialect':
      setDialect(typeof body.dialect === 'string' ? body.dialect : null);
      break;
    case 'reset':
      resetMockBackend();
      break;
    default:
      throw new Error(`cenário desconhecido: ${String(body.action)}`);
  }
}

/** Runs before every other handler: applies the pending faults, then lets the real handler answer. */
export const scenarioHandler = http.all('*', async ({ request }) => {
  if (!faults.length) return undefined;
  const url = new URL(request.url);
  const fault = faults.find(
    (f) =>
      f.times > 0 && (f.method === '*' || f.method === request.method) && matchRequestUrl(url, `*${f.path}`).matches,
  );
  if (!fault) return undefined;
  if (fault.apos) {
    fault.apos -= 1;
    return undefined;
  }
  fault.times -= 1;
  faults = faults.filter((f) => f.times > 0);
  if (fault.delayMs) await delay(fault.delayMs);
  if (fault.status) {
    return HttpResponse.json(
      { mensagem: fault.mensagem ?? `Erro interno do servidor (${fault.status})` },
      { status: fault.status },
    );
  }
  return undefined;
});
