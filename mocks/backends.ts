// The four back-ends (requester-side.md §7; the spec's endpoints.tsv names the back-end of each
// call): each handler answers its path under its own back-end's base only, as the real servers would.
import { matchRequestUrl, type PathParams } from 'msw';

export type Backend = 'main' | 'systems' | 'log' | 'patient';

type Bases = Readonly<Record<Backend, string>>;

/** The bases of the production build the HTTP mock server serves (.env.e2e), under the server's own origin. */
export const BASES_DO_SERVIDOR: Bases = { main: '/main', systems: '/systems', log: '/log', patient: '/patient' };

let bases: Bases | null = null;

const semBarraFinal = (base: string) => base.replace(/\/+$/, '');

/**
 * Set once where the mock back-end starts (mocks/node.ts, mocks/browser.ts: the app's VITE_*_API_URL; mocks/server.ts:
 * BASES_DO_SERVIDOR), before the first call.
 */
export function setMockBases(next: Bases): void {
  bases = {
    main: semBarraFinal(next.main),
    systems: semBarraFinal(next.systems),
    log: semBarraFinal(next.log),
    patient: semBarraFinal(next.patient),
  };
}

function baseDe(backend: Backend): string {
  if (!bases) throw new Error('Bases dos back-ends simulados não configuradas (setMockBases).');
  return bases[backend];
}

const absoluta = (base: string) => /^https?:\/\//.test(base);

/** The MSW pattern of a base: an absolute base as it is; a path (e.g. /mock/main) under any origin. */
const padraoDaBase = (base: string) => (absoluta(base) ? base : `*${base}`);

/**
 * A handler's predicate: `path` (an MSW path pattern, e.g. /api/pedidoCirurgia/:id) under `backend`'s base only. The
 * base is read when a call arrives, so the entry points may set it after the handlers are built.
 */
export function route(backend: Backend, path: string) {
  return ({ request }: { request: Request }): { matches: boolean; params: PathParams } => {
    const match = matchRequestUrl(new URL(request.url), `${padraoDaBase(baseDe(backend))}${path}`);
    return { matches: match.matches, params: match.params ?? {} };
  };
}

/** The back-end whose base the address is under, and the path below that base; null for any other address. */
export function backendDe(url: URL): { backend: Backend; path: string } | null {
  if (!bases) return null;
  for (const [backend, base] of Object.entries(bases)) {
    const endereco = absoluta(base) ? `${url.origin}${url.pathname}` : url.pathname;
    if (endereco.startsWith(`${base}/`) && isBackend(backend)) return { backend, path: endereco.slice(base.length) };
  }
  return null;
}

const BACKENDS: readonly string[] = ['main', 'systems', 'log', 'patient'] satisfies Backend[];

function isBackend(name: string): name is Backend {
  return BACKENDS.includes(name);
}
