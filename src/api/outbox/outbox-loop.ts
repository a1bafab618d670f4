import type { Envio } from '@/api/escritas/escrita';
import { ApiError } from '@/lib/http/api-error';
import {
  aposFalha,
  classificarFalha,
  jaNoHistorico,
  pedidoDoLog,
  proximaRodada,
  reservar,
  vencidas,
  type EntradaHistorico,
  type Pendente,
} from './outbox-policy';

/** What the loop needs from the outside world (injected so the policy runs under fake timers in tests). */
export interface OutboxDeps {
  ler: () => Pendente[];
  gravar: (lista: readonly Pendente[]) => void;
  enviar: (escrita: Envio) => Promise<unknown>;
  historico: (pedidoId: number) => Promise<readonly EntradaHistorico[]>;
  agora: () => number;
  /** Subscribes to changes of the outbox (this tab's writes and other tabs'); returns the unsubscribe. */
  observar: (mudou: () => void) => () => void;
}

/**
 * The retry loop of one user's outbox (docs/decisions/015-outbox.md): at start every kept write is due (the next
 * sign-in sends them at once); then each is tried when its backoff ends, one at a time, oldest first, leased while
 * it is sent so another tab of the same user leaves it alone. A write that may have reached the server is re-sent
 * only when the history shows it missing. Success or a refusal (4xx) removes it; another failure waits longer.
 * Returns the function that stops the loop (sign-out, another user).
 */
export function iniciarOutbox(deps: OutboxDeps): () => void {
  let parado = false;
  let rodando = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const trocar = (id: string, novo: Pendente | null) => {
    const substituto = novo ? [novo] : [];
    deps.gravar(deps.ler().flatMap((p) => (p.id === id ? substituto : [p])));
  };

  async function tentar(p: Pendente): Promise<void> {
    trocar(p.id, reservar(p, deps.agora()));
    try {
      const pedidoId = p.incerta ? pedidoDoLog(p) : null;
      if (pedidoId === null || !jaNoHistorico(p, await deps.historico(pedidoId))) await deps.enviar(p);
      trocar(p.id, null);
    } catch (error) {
      const falha = classificarFalha(error instanceof ApiError ? error.status : 0);
      if (falha === 'recusada') console.error('Registro recusado pelo servidor; descartado');
      trocar(p.id, falha === 'recusada' ? null : aposFalha(p, deps.agora(), falha === 'incerta'));
    }
  }

  async function rodada(): Promise<void> {
    if (parado || rodando) return;
    rodando = true;
    try {
      for (const { id } of vencidas(deps.ler(), deps.agora())) {
        if (parado) break;
        // Read again: another tab may have sent it or leased it since the round began.
        const p = deps.ler().find((x) => x.id === id);
        if (p && p.proximaEm <= deps.agora()) await tentar(p);
      }
    } finally {
      rodando = false;
      agendar();
    }
  }

  function agendar(): void {
    clearTimeout(timer);
    const quando = parado || rodando ? null : proximaRodada(deps.ler());
    if (quando !== null) timer = setTimeout(() => void rodada(), Math.max(0, quando - deps.agora()));
  }

  const agora = deps.agora();
  const lista = deps.ler();
  if (lista.some((p) => p.proximaEm > agora)) deps.gravar(lista.map((p) => ({ ...p, proximaEm: agora })));
  const pararDeObservar = deps.observar(agendar);
  agendar();
  return () => {
    parado = true;
    clearTimeout(timer);
    pararDeObservar();
  };
}
