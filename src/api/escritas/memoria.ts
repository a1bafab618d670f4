import type { Envio } from './escrita';
import type { Resultado, Resultados } from './refs';

// What an ordered sequence of writes remembers between its tries (./sequencia.ts), so that a second try after a
// failure resumes at the failed write (wizards-and-management.md §4 'Submission of a request (in order)'): each done
// write by its id with a fingerprint of what it sent (a write whose content changed since counts as not done), the
// ids creating writes answered, and what the retry of a write that got no answer reads first (docs/decisions/
// 020-timeouts-checked-before-resend.md). Pluggable: the wizard keeps it in sessionStorage beside its draft (a reload
// resumes too); a dialog keeps it in memory while it is open (memoriaLocal).

export interface MemoriaDeEscritas {
  /** The fingerprint this write had when it succeeded; undefined while not done. */
  feita(id: string): string | undefined;
  /** The ids the creating writes answered, by name. */
  resultados(): Resultados;
  /** What the retry of this write, which got no answer, reads first; null when none. */
  incerta(id: string): unknown;
  /** Records a write as done (forgetting that it was uncertain), with the id it answered when it created a record. */
  marcarFeita(id: string, marca: string, resultado: Resultado | null): void;
  /** Records that a write got no answer, with what its retry reads first. */
  marcarIncerta(id: string, conferencia: unknown): void;
  /** Forgets the sequence (it completed). */
  esquecer(): void;
}

/** A short digest of what a write sends (a memory keeps no request content). */
export function fingerprint(write: Pick<Envio, 'method' | 'path' | 'body'>): string {
  const text = JSON.stringify([write.method, write.path, write.body ?? null]);
  let hash = 5381;
  for (let i = 0; i < text.length; i += 1) hash = (Math.imul(hash, 33) + text.charCodeAt(i)) | 0;
  return `${text.length}:${(hash >>> 0).toString(36)}`;
}

/** A memory that lives as long as its holder (a dialog's retry after a failure). */
export function memoriaLocal(): MemoriaDeEscritas {
  let feitas = new Map<string, string>();
  let resultados: Record<string, number> = {};
  let incertas = new Map<string, unknown>();
  return {
    feita: (id) => feitas.get(id),
    resultados: () => ({ ...resultados }),
    incerta: (id) => incertas.get(id) ?? null,
    marcarFeita(id, marca, resultado) {
      feitas.set(id, marca);
      incertas.delete(id);
      if (resultado) resultados = { ...resultados, [resultado.nome]: resultado.id };
    },
    marcarIncerta: (id, conferencia) => void incertas.set(id, conferencia),
    esquecer() {
      feitas = new Map();
      resultados = {};
      incertas = new Map();
    },
  };
}
