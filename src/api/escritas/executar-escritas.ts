import { useCallback, useRef } from 'react';
import { enviarOuGuardar } from '@/api/outbox/enviar-ou-guardar';
import { fingerprint } from './submission-progress';
import { isApiError } from '@/lib/http/api-error';
import { enviarEscrita, type EscritaHttp } from './enviar-escrita';

// The resumable sequence of writes outside the wizard (the manager's status change and reschedule, a print form's
// save): the same mechanism as the request's submission (wizards-and-management.md §4 'Submission of a request (in
// order)', src/features/wizard/model/submission.ts) — ordered writes as data, each recorded by its fingerprint once it
// succeeded, so a retry after a failure sends only what is missing; a silent write goes through the outbox.

/** One write of a sequence. */
export interface EscritaPlanejada extends EscritaHttp {
  /** Stable within the sequence. */
  id: string;
  /** A write whose failure is only logged (§8): kept in the outbox instead (docs/decisions/015-outbox.md). */
  silenciosa?: boolean;
  /** A 404 means there is nothing to change (a booking never made) and is no failure. */
  ausenteOk?: boolean;
}

export interface EscritasDeps {
  enviar: (escrita: EscritaHttp) => Promise<unknown>;
  guardar: (escrita: EscritaHttp) => Promise<void>;
}

const PADRAO: EscritasDeps = { enviar: enviarEscrita, guardar: enviarOuGuardar };

/**
 * Sends the writes in order, skipping those already done with the same content (`feitas`, fingerprints), recording
 * each success; the first failure is thrown and the rest wait for the retry.
 */
export async function executarEscritas(
  escritas: readonly EscritaPlanejada[],
  feitas: Set<string>,
  deps: EscritasDeps = PADRAO,
): Promise<void> {
  for (const escrita of escritas) {
    const marca = fingerprint(escrita);
    if (feitas.has(marca)) continue;
    if (escrita.silenciosa) await deps.guardar(escrita);
    else {
      try {
        await deps.enviar(escrita);
      } catch (error) {
        if (!(escrita.ausenteOk && isApiError(error, 404))) throw error;
      }
    }
    feitas.add(marca);
  }
}

/** executarEscritas with what this dialog already sent: a second Salvar or Imprimir resumes after a failure. */
export function useEscritasRetomaveis(): (escritas: readonly EscritaPlanejada[]) => Promise<void> {
  const feitas = useRef(new Set<string>());
  return useCallback((escritas) => executarEscritas(escritas, feitas.current), []);
}
