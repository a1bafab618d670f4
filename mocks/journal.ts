// The one record of the calls the mock back-ends received (what the tests and the journeys assert the back-end got):
// mocks/handlers/all.ts writes it for every call under a back-end's base, the HTTP mock server serves its writes
// (GET /__journal), and the Vitest helpers read it. Cleared with the mock back-end (mocks/scenarios.ts).
import type { Backend } from './backends';

/** A call received: its back-end, method, path without the back-end's base, body as sent, answer status. */
export interface Chamada {
  backend: Backend;
  method: string;
  /** The path below the back-end's base, without the query string (e.g. /api/pedidoCirurgia/10001). */
  path: string;
  /** JSON as its value, form-encoded or multipart as a record of its text values (a file by its name); else {}. */
  body: Record<string, unknown>;
  /** 0 until answered. */
  status: number;
}

let chamadas: Chamada[] = [];
/** The tests that watch the journal (ouvirChamadas): told of each call as it arrives. */
const ouvintes = new Set<(chamada: Chamada) => void>();

/** Every call since the last reset, in the order received. */
export function journal(): readonly Chamada[] {
  return chamadas;
}

/** A new journal, and no one told of its calls any more (between tests, after each the mock back-end is reset). */
export function clearJournal(): void {
  chamadas = [];
  ouvintes.clear();
}

/** `ouvinte` is told of each call received from now on, until the journal is cleared or the returned stop is called. */
export function ouvirChamadas(ouvinte: (chamada: Chamada) => void): () => void {
  ouvintes.add(ouvinte);
  return () => ouvintes.delete(ouvinte);
}

/** The calls received from now on (a test's own), read when the returned function is called. */
export function chamadasDaqui(): () => Chamada[] {
  const inicio = chamadas.length;
  const lista = chamadas;
  return () => (lista === chamadas ? chamadas.slice(inicio) : chamadas.slice());
}

const registro = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? Object.fromEntries(Object.entries(value)) : {};

/** A request's body as the journal keeps it (the request itself is left unread). */
async function corpo(request: Request): Promise<Record<string, unknown>> {
  if (request.method === 'GET' || request.method === 'HEAD') return {};
  const type = request.headers.get('Content-Type') ?? '';
  const copia = request.clone();
  if (type.includes('multipart/form-data')) {
    const campos: Record<string, unknown> = {};
    (await copia.formData()).forEach((v, k) => {
      campos[k] = typeof v === 'string' ? v : v.name;
    });
    return campos;
  }
  const text = await copia.text();
  if (!text) return {};
  if (type.includes('application/json')) {
    try {
      return registro(JSON.parse(text));
    } catch {
      return { texto: text };
    }
  }
  return Object.fromEntries(new URLSearchParams(text));
}

/** Records a call as it arrives; the caller sets its status once answered. */
export async function registrarChamada(request: Request, backend: Backend, path: string): Promise<Chamada> {
  const chamada: Chamada = { backend, method: request.method, path, body: await corpo(request), status: 0 };
  chamadas.push(chamada);
  ouvintes.forEach((ouvinte) => ouvinte(chamada));
  return chamada;
}
