import type { MemoriaDeEscritas } from '@/api/escritas/memoria';
import type { Resultado } from '@/api/escritas/refs';
import { sessionStore } from '@/api/session/session-store';

// The memory of a request's (or a demand's) submission (src/api/escritas/memoria.ts): which writes already
// succeeded, so that a second Enviar (after a failure, or after a reload) resumes at the failed write instead of
// repeating the request update (wizards-and-management.md §4). Kept in sessionStorage beside the wizard draft, keyed
// by the record and the user; cleared on success and on a new draft. Each done write is stored with a fingerprint of
// what it sent: a write whose content changed since (the form was edited, or restarted on the same draft request)
// counts as not done and is sent again. No request content is kept.

const PREFIX = 'opera.wizard.envio';

/** Kept beside the done writes: an id a creating write answered (no write id starts with it). */
const RESULTADO = '=';

/** Kept beside the done writes: a write that got no answer, with what its retry reads first (no id starts with it). */
const INCERTA = '?';

function key(recordId: number): string | null {
  const userid = sessionStore.get()?.userid;
  return userid === undefined ? null : `${PREFIX}:${userid}:${recordId}`;
}

function readStored(recordId: number): Record<string, string> {
  const k = key(recordId);
  try {
    const parsed: unknown = JSON.parse((k && sessionStorage.getItem(k)) || '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    return {};
  }
}

function store(recordId: number, stored: Record<string, string>): void {
  const k = key(recordId);
  if (!k) return;
  try {
    sessionStorage.setItem(k, JSON.stringify(stored));
  } catch (error) {
    console.error('Falha ao registrar o progresso do envio', error instanceof Error ? error.message : error);
  }
}

/** The submission's memory for this record and the signed-in user. */
export function memoriaDoEnvio(recordId: number): MemoriaDeEscritas {
  return {
    feita: (id) => readStored(recordId)[id],
    resultados() {
      const out: Record<string, number> = {};
      for (const [k, v] of Object.entries(readStored(recordId))) {
        if (k.startsWith(RESULTADO) && /^\d+$/.test(v)) out[k.slice(RESULTADO.length)] = Number(v);
      }
      return out;
    },
    incerta(id) {
      const guardado = readStored(recordId)[`${INCERTA}${id}`];
      if (guardado === undefined) return null;
      try {
        return JSON.parse(guardado);
      } catch {
        return null;
      }
    },
    marcarFeita(id: string, marca: string, resultado: Resultado | null) {
      const guardado = resultado ? { [`${RESULTADO}${resultado.nome}`]: String(resultado.id) } : {};
      const { [`${INCERTA}${id}`]: _resolvida, ...stored } = readStored(recordId);
      store(recordId, { ...stored, [id]: marca, ...guardado });
    },
    marcarIncerta(id, conferencia) {
      store(recordId, { ...readStored(recordId), [`${INCERTA}${id}`]: JSON.stringify(conferencia) });
    },
    esquecer() {
      const k = key(recordId);
      if (k) sessionStorage.removeItem(k);
    },
  };
}

/** Forgets every submission's progress (after a successful submission, or when a new draft starts). */
export function clearSubmissionProgress(): void {
  const stale: string[] = [];
  for (let i = 0; i < sessionStorage.length; i += 1) {
    const k = sessionStorage.key(i);
    if (k?.startsWith(`${PREFIX}:`)) stale.push(k);
  }
  stale.forEach((k) => sessionStorage.removeItem(k));
}
