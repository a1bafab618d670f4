// The outbox's rules as plain functions (docs/decisions/015-outbox.md): which silent write is kept, when it is tried
// again, when it is given up, and when a write that may already have reached the server counts as written. A silent
// write is one the specification makes console-only on failure (requester-side.md §8 'Failed log call',
// wizards-and-management.md §8 'Failure of the log write is silent').

import type { Envio } from '@/api/escritas/escrita';

/** A silent write waiting in the outbox: what it sends (the documented names, nothing added) and its retries. */
export interface Pendente extends Envio {
  id: string;
  /** When it first failed (ms since the epoch). */
  criadoEm: number;
  tentativas: number;
  /** Not tried before this time (ms); also a lease while one tab is sending it. */
  proximaEm: number;
  /** A failure that may have reached the server (timeout, no answer): checked against the history before resending. */
  incerta: boolean;
}

/** First retry after 5 s, doubling up to 5 minutes. */
const BACKOFF = { inicialMs: 5_000, maxMs: 5 * 60_000 } as const;

/** How long a tab holds an entry it is sending, so another tab of the same user does not send it too. */
const LEASE_MS = 60_000;

/** The wait before the next try, after `tentativas` failed tries (1 → 5 s, 2 → 10 s, … capped at 5 min). */
export function atraso(tentativas: number): number {
  const n = Math.max(1, tentativas);
  return Math.min(BACKOFF.maxMs, BACKOFF.inicialMs * 2 ** Math.min(n - 1, 16));
}

/** What a failure means for the kept write, from the HTTP status (0: no answer or timed out). */
type Falha = 'incerta' | 'tentar-de-novo' | 'recusada' | 'sessao';

export function classificarFalha(status: number): Falha {
  if (status === 0 || status === 504) return 'incerta';
  if (status === 401) return 'sessao';
  // The back-end refused the write itself: sending it again cannot succeed.
  if (status >= 400 && status < 500 && status !== 408 && status !== 429) return 'recusada';
  return 'tentar-de-novo';
}

const mesmoConteudo = (a: Envio, b: Envio) =>
  a.backend === b.backend &&
  a.method === b.method &&
  a.path === b.path &&
  JSON.stringify(a.body ?? null) === JSON.stringify(b.body ?? null);

/** The list with the failed write kept (first retry after the backoff); the same write is never kept twice. */
export function guardar(
  lista: readonly Pendente[],
  escrita: Envio,
  agora: number,
  incerta: boolean,
  id: string,
): Pendente[] {
  const existente = lista.find((p) => mesmoConteudo(p, escrita));
  if (existente) return lista.map((p) => (p === existente ? { ...p, incerta: p.incerta || incerta } : p));
  const { backend, method, path, body } = escrita;
  const envio = body === undefined ? { backend, method, path } : { backend, method, path, body };
  return [...lista, { ...envio, id, criadoEm: agora, tentativas: 1, proximaEm: agora + atraso(1), incerta }];
}

/** The entries due now, oldest first; at sign-in (`todas`) every entry not leased by another tab. */
export function vencidas(lista: readonly Pendente[], agora: number): Pendente[] {
  return lista.filter((p) => p.proximaEm <= agora).sort((a, b) => a.criadoEm - b.criadoEm);
}

/** The entry leased by this tab while it is sent. */
export function reservar(p: Pendente, agora: number): Pendente {
  return { ...p, proximaEm: agora + LEASE_MS };
}

/** The entry after one more failed try. */
export function aposFalha(p: Pendente, agora: number, incerta: boolean): Pendente {
  const tentativas = p.tentativas + 1;
  return { ...p, tentativas, proximaEm: agora + atraso(tentativas), incerta: p.incerta || incerta };
}

/** When the loop should look again: the earliest due time, or null when the outbox is empty. */
export function proximaRodada(lista: readonly Pendente[]): number | null {
  return lista.length ? Math.min(...lista.map((p) => p.proximaEm)) : null;
}

/** A history entry as GET /logpedido/{id} answers it (read through src/api/historico). */
export interface EntradaHistorico {
  tipo: string | null;
  descricao: string | null;
  username: string | null;
  /** ms since the epoch, or null when unreadable. */
  criadoEm: number | null;
}

/**
 * A timed-out entry reached the server up to the write timeout (30 s) before it failed, and the clocks may differ:
 * an entry this much older than the first failure still counts. Kept short, so that an identical entry the same user
 * wrote earlier (the same status twice) is not taken for it.
 */
const TOLERANCIA_RELOGIO_MS = 2 * 60_000;

/**
 * Whether the history already holds this log entry (a timed-out POST /logpedido that did reach the server): same
 * tipo, descricao and username, written no earlier than the first failure (less the clock tolerance).
 */
export function jaNoHistorico(p: Pendente, historico: readonly EntradaHistorico[]): boolean {
  const body = p.body ?? {};
  return historico.some(
    (h) =>
      h.tipo === body.tipo &&
      h.descricao === body.descricao &&
      h.username === body.username &&
      (h.criadoEm === null || h.criadoEm >= p.criadoEm - TOLERANCIA_RELOGIO_MS),
  );
}

/** The request whose history tells whether an uncertain log entry was written, or null for other writes. */
export function pedidoDoLog(p: Envio): number | null {
  if (p.backend !== 'log' || p.path !== '/logpedido') return null;
  const id = Number(p.body?.id_pedido);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** '1 registro aguardando envio', 'N registros aguardando envio'. */
export function aguardandoEnvio(n: number): string {
  return n === 1 ? '1 registro aguardando envio' : `${n} registros aguardando envio`;
}
