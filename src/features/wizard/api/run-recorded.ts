import { enviarEscrita } from '@/api/escritas/enviar-escrita';
import type { Envio, Escrita } from '@/api/escritas/escrita';
import { executarEscritas } from '@/api/escritas/executar-escritas';
import type { Desfecho, Reenvio } from '@/api/escritas/sequencia';
import { memoriaDoEnvio } from '../draft/submission-progress';
import { conferirReenvio, reenvioApos, type Conferencia, type Leitura } from '../model/submission-reenvio';
import { conferenciaSchema, lerConferencia } from './conferir-escrita';

export interface RunDeps {
  enviar: (write: Envio) => Promise<unknown>;
  /** The read that checks an unanswered write before it is sent again; null when it failed. */
  ler: (c: Conferencia) => Promise<Leitura | null>;
}

const PADRAO: RunDeps = { enviar: enviarEscrita, ler: lerConferencia };

/**
 * A creating POST whose earlier try got no answer is read for first (docs/decisions/
 * 020-timeouts-checked-before-resend.md): found, it is skipped with the id it created; changed since, the record is
 * updated; missing, unreadable or kept in a form this version cannot read, it is sent.
 */
function conferirAntes(ler: RunDeps['ler']) {
  return async (guardada: unknown, escrita: Escrita): Promise<Reenvio> => {
    const anterior = conferenciaSchema.safeParse(guardada);
    if (!anterior.success) return { pular: false, escrita };
    const reenvio = reenvioApos(escrita, conferirReenvio(anterior.data, await ler(anterior.data), escrita.body));
    return reenvio.pular ? reenvio : { pular: false, escrita: reenvio.write };
  };
}

/**
 * Runs a submission's writes for a record (request or demand) through the one runner (src/api/escritas/sequencia),
 * with the submission's memory in sessionStorage (draft/submission-progress): a second Enviar, or one after a
 * reload, resumes at the failed write with the ids earlier tries answered.
 */
export function runRecorded(recordId: number, writes: readonly Escrita[], deps: RunDeps = PADRAO): Promise<Desfecho> {
  return executarEscritas(writes, memoriaDoEnvio(recordId), { enviar: deps.enviar, conferir: conferirAntes(deps.ler) });
}
