import { useEffect, useSyncExternalStore } from 'react';
import { enviarEscrita } from '@/api/escritas/enviar-escrita';
import { fetchHistorico } from '@/api/historico/get-historico';
import { wallMinutes } from '@/lib/dates/wall-clock';
import { iniciarOutbox } from './outbox-loop';
import type { EntradaHistorico } from './outbox-policy';
import { gravarOutbox, lerOutbox, OUTBOX_EVENT, outboxKey } from './outbox-storage';

/** This tab's changes (OUTBOX_EVENT) and another tab's (the storage event on the user's key). */
function observar(userid: number, mudou: () => void): () => void {
  const outraAba = (e: StorageEvent) => {
    if (e.key === null || e.key === outboxKey(userid)) mudou();
  };
  window.addEventListener(OUTBOX_EVENT, mudou);
  window.addEventListener('storage', outraAba);
  return () => {
    window.removeEventListener(OUTBOX_EVENT, mudou);
    window.removeEventListener('storage', outraAba);
  };
}

// The history's times are São Paulo wall clock (src/lib/dates); UTC−3 (spec decision 7) makes them instants.
const SAO_PAULO_MS = 3 * 3_600_000;

async function historico(pedidoId: number): Promise<EntradaHistorico[]> {
  const { rows } = await fetchHistorico(pedidoId);
  return rows.map((h) => ({
    tipo: h.tipo,
    descricao: h.descricao,
    username: h.username,
    criadoEm: h.createdAt ? wallMinutes(h.createdAt) * 60_000 + SAO_PAULO_MS : null,
  }));
}

/** Runs the signed-in user's outbox loop while the admin layout is shown (stopped on sign-out). */
export function useOutboxLoop(userid: number): void {
  useEffect(
    () =>
      iniciarOutbox({
        ler: () => lerOutbox(userid),
        gravar: (lista) => gravarOutbox(userid, lista),
        enviar: enviarEscrita,
        historico,
        agora: Date.now,
        observar: (mudou) => observar(userid, mudou),
      }),
    [userid],
  );
}

/** How many of the user's silent writes wait to be sent. */
export function useOutboxCount(userid: number): number {
  return useSyncExternalStore(
    (mudou) => observar(userid, mudou),
    () => lerOutbox(userid).length,
  );
}
