import { classificarFalha } from '@/api/outbox/outbox-policy';
import { isApiError } from '@/lib/http/api-error';
import type { Escrita } from './escrita';
import { fingerprint, type MemoriaDeEscritas } from './memoria';
import { paraEnvio, resolverRefs, resultadoDe } from './refs';

// Every ordered sequence of writes runs here: a request's or a demand's Enviar (wizards-and-management.md §4
// 'Submission of a request (in order)', 'Demand wizard') and each dialog that writes more than once (the manager's
// status change and reschedule, the rejection, the technical area's opinion, the cancellation, each with its log
// entry). In order, skipping what the memory (./memoria.ts) holds as done with the same content; the ids creating
// writes answered go into the later writes (./refs.ts); a POST that got no answer is read for before it is sent again
// (docs/decisions/020-timeouts-checked-before-resend.md); a silent write goes through the outbox, which never fails
// (docs/decisions/015-outbox.md); before the first write, the check that the request has not changed since the screen
// showed it (docs/decisions/031-pedido-alterado-antes-da-escrita.md). The first failure stops the run: the next try
// resumes there.

/** What the retry of an unanswered POST does after its read: skip it (with the answer to take), or send this write. */
export type Reenvio = { pular: true; resposta: unknown } | { pular: false; escrita: Escrita };

export interface SequenciaDeps {
  memoria: MemoriaDeEscritas;
  enviar: (escrita: Escrita) => Promise<unknown>;
  /** A silent write: sent, or kept in the outbox when it fails; never rejects. */
  guardar: (escrita: Escrita) => Promise<void>;
  /** The read before an unanswered POST is sent again, from what its memory kept; absent: it is sent again. */
  conferir?: (guardada: unknown, escrita: Escrita) => Promise<Reenvio>;
  /** The words of a failure (the server's message). */
  descrever: (erro: unknown) => string;
  /**
   * The check before the sequence's first write is sent, that what the decision rests on has not changed
   * (./conferir-pedido.ts): the error it answers ends the run with nothing sent; null lets it go on.
   */
  verificar?: () => Promise<unknown>;
}

export type Desfecho = { ok: true } | { ok: false; escrita: Escrita; erro: unknown; mensagem: string };

async function enviarUma(escrita: Escrita, deps: SequenciaDeps): Promise<unknown> {
  if (escrita.silenciosa) return deps.guardar(escrita);
  let alvo = escrita;
  const guardada = escrita.method === 'POST' ? deps.memoria.incerta(escrita.id) : null;
  if (guardada !== null && guardada !== undefined && deps.conferir) {
    const reenvio = await deps.conferir(guardada, escrita);
    if (reenvio.pular) return reenvio.resposta;
    alvo = reenvio.escrita;
  }
  try {
    return await deps.enviar(alvo);
  } catch (erro) {
    if (alvo.ausenteOk && isApiError(erro, 404)) return null;
    if (alvo.conferir && alvo.method === 'POST' && isApiError(erro) && classificarFalha(erro.status) === 'incerta')
      deps.memoria.marcarIncerta(alvo.id, alvo.conferir);
    throw erro;
  }
}

/**
 * Runs the writes in order: a write the memory holds as done with what it would send now is skipped; each success
 * is recorded (with the id a creating write answered); the first failure ends the run with its message, the writes
 * after it waiting for the next try. Once every write is done the memory forgets the sequence.
 */
export async function executarSequencia(escritas: readonly Escrita[], deps: SequenciaDeps): Promise<Desfecho> {
  const conhecidos: Record<string, number> = { ...deps.memoria.resultados() };
  for (const escrita of escritas) {
    const marca = fingerprint(resolverRefs(escrita, conhecidos));
    if (deps.memoria.feita(escrita.id) === marca) continue;
    // Once the first write went, the request's state is this sequence's own: a retry does not check again.
    const alterado = escrita === escritas[0] && deps.verificar ? await deps.verificar() : null;
    if (alterado) return { ok: false, escrita, erro: alterado, mensagem: deps.descrever(alterado) };
    try {
      const resultado = resultadoDe(escrita, await enviarUma(paraEnvio(escrita, conhecidos), deps));
      // A record created without a readable id cannot be named by the writes after it: the run stops there.
      if (escrita.guarda && !resultado && conhecidos[escrita.guarda] === undefined) throw new Error('id não lido');
      if (resultado) conhecidos[resultado.nome] = resultado.id;
      deps.memoria.marcarFeita(escrita.id, marca, resultado);
    } catch (erro) {
      const texto = deps.descrever(erro);
      return { ok: false, escrita, erro, mensagem: escrita.falha ? escrita.falha(texto) : texto };
    }
  }
  deps.memoria.esquecer();
  return { ok: true };
}
