import { isRecord, readId } from '@/lib/schema/normalise';
import type { Write } from './submission';

// A value a write sends that is known only once an earlier write of the same submission answered: the id of the
// admission record the submission creates, which the request then names (wizards-and-management.md §3 'Admission,
// sent', §7 'POST /api/internacao … The responses carry id'). The answers are kept with the submission's progress, so
// a second Enviar resumes with them instead of creating the record again.

/** The names under which a submission keeps an answered id. */
export type NomeResultado = 'internacao';

export interface Ref {
  ref: NomeResultado;
}

/** The request's `internacao` when the submission creates the admission. */
export const REF_INTERNACAO: Ref = { ref: 'internacao' };

/** An id one write of the run answered, kept under its name. */
export interface Resultado {
  nome: NomeResultado;
  id: number;
}

export type Resultados = Readonly<Partial<Record<NomeResultado, number>>>;

function isRef(value: unknown): value is Ref {
  return isRecord(value) && value.ref === 'internacao' && Object.keys(value).length === 1;
}

/** The write with every reference replaced by the id already known (null while unknown). */
export function resolverRefs(write: Write, conhecidos: Resultados): Write {
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
export function paraEnvio(write: Write, conhecidos: Resultados): Write {
  const resolved = resolverRefs(write, conhecidos);
  const criado = write.guarda ? conhecidos[write.guarda] : undefined;
  if (write.method !== 'POST' || criado === undefined) return resolved;
  return { ...resolved, method: 'PUT', path: `${write.path}/${criado}` };
}

/** The id a creating write's answer carries, under the write's name; null for other writes or no readable id. */
export function resultadoDe(write: Write, resposta: unknown): Resultado | null {
  if (!write.guarda) return null;
  const id = readId(isRecord(resposta) ? resposta.id : resposta);
  return id === null ? null : { nome: write.guarda, id };
}
