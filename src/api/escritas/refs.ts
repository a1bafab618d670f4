import { isRecord, readId } from '@/lib/schema/normalise';
import type { Escrita, Ref } from './escrita';

// A value a write sends that is known only once an earlier write of the same sequence answered: the id of the record
// that write created (the admission a request's submission creates, which the request then names; wizards-and-
// management.md §3 'Admission, sent', §7 'POST /api/internacao … The responses carry id'). The answers are kept in the
// sequence's memory, so a second try resumes with them instead of creating the record again.

/** An id one write of the sequence answered, kept under its name. */
export interface Resultado {
  nome: string;
  id: number;
}

export type Resultados = Readonly<Record<string, number>>;

function isRef(value: unknown): value is Ref {
  return isRecord(value) && typeof value.ref === 'string' && Object.keys(value).length === 1;
}

/** The write with every reference replaced by the id already known (null while unknown). */
export function resolverRefs<E extends Escrita>(write: E, conhecidos: Resultados): E {
  const body = write.body;
  if (!body || !Object.values(body).some(isRef)) return write;
  const resolved = Object.fromEntries(
    Object.entries(body).map(([k, v]) => [k, isRef(v) ? (conhecidos[v.ref] ?? null) : v]),
  );
  return { ...write, body: resolved };
}

/**
 * What is sent: references resolved, and a creating write whose record an earlier try already created updates that
 * record (PUT {path}/{id}) instead of creating a second one.
 */
export function paraEnvio<E extends Escrita>(write: E, conhecidos: Resultados): E {
  const resolved = resolverRefs(write, conhecidos);
  const criado = write.guarda ? conhecidos[write.guarda] : undefined;
  if (write.method !== 'POST' || criado === undefined) return resolved;
  return { ...resolved, method: 'PUT', path: `${write.path}/${criado}` };
}

/** The id a creating write's answer carries, under the write's name; null for other writes or no readable id. */
export function resultadoDe(write: Escrita, resposta: unknown): Resultado | null {
  if (!write.guarda) return null;
  const id = readId(isRecord(resposta) ? resposta.id : resposta);
  return id === null ? null : { nome: write.guarda, id };
}
