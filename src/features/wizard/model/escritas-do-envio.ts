import type { Escrita as EscritaEnviada } from '@/api/escritas/escrita';
import { contextoDaCorrecao, ESCRITA_DA_DEMANDA, type EscritaDaDemanda } from './demanda-submission';
import type { DemandaContexto } from './demanda-payload';
import type { DemandaLida, ItemSalvo } from './demanda-to-form';
import type { WizardForm } from './form';
import { ESCRITA_DO_PEDIDO, type EscritaDoPedido } from './submission';
import type { PlanoInput } from './submission-plano';
import { submissionInput, type SubmissionSources } from './submission-input';

// A run's Enviar as data (docs/decisions/018-wizard-run-specs.md): its spec lists the writes it makes, in order
// (wizards-and-management.md §4 'Submission of a request (in order)', 'Demand wizard'); this module turns the list and
// what was read and typed into the writes, and says what must be read before them.

/** One write (or one per item) of an Enviar: a request's or a demand's. */
export type Escrita = EscritaDoPedido | EscritaDaDemanda;

/** What a write needs read just before Enviar sends: the record's stored items, the accommodations, the demand read. */
type Leitura = 'itensDoPedido' | 'acomodacoes' | 'itensDaDemanda' | 'demandaLida';

const LEITURAS: Partial<Record<Escrita, readonly Leitura[]>> = {
  // Only the difference from the items the request holds is sent (model/itens-diferenca).
  excluirItens: ['itensDoPedido'],
  itensPedido: ['itensDoPedido', 'acomodacoes'],
  itensDemanda: ['itensDaDemanda'],
  correcaoDaDemanda: ['demandaLida'],
};

/** What the listed writes need read before they are built. */
export function leiturasDoEnvio(escritas: readonly Escrita[]): ReadonlySet<Leitura> {
  return new Set(escritas.flatMap((e) => LEITURAS[e] ?? []));
}

const doPedido = (e: Escrita): e is EscritaDoPedido => e in ESCRITA_DO_PEDIDO;

/** The record a run's writes save: a demand when they name one, else the request. */
export const registroDoEnvio = (escritas: readonly Escrita[]): 'pedido' | 'demanda' =>
  escritas.some((e) => !doPedido(e)) ? 'demanda' : 'pedido';

/** Everything besides the list that decides what Enviar sends: the form, the record, and what was read. */
export interface EntradaDoEnvio {
  form: WizardForm;
  /** The run's record (the request or the demand) the writes save. */
  registroId: number;
  /** What a request's writes read besides the form (model/submission-input). */
  fontes: Omit<SubmissionSources, 'pedidoId' | 'edicao'>;
  /** configuracoes.statusInicialDemanda. */
  statusInicialDemanda: number | null;
  /** The demand's items as stored now (an earlier try's are not posted again). */
  itensDaDemanda: readonly ItemSalvo[];
  /** The saved demand a gerente's correction opened; null in every other run. */
  demandaLida: DemandaLida | null;
}

/** The demand's context: the one read when the run corrects it, else the session's new demand. */
function contextoDaDemanda(e: EntradaDoEnvio, lida: DemandaLida | null): DemandaContexto {
  if (lida) return contextoDaCorrecao({ ...lida, itensSalvos: [...e.itensDaDemanda] }, e.statusInicialDemanda);
  return {
    demandaId: e.registroId,
    profissionalInclusao: e.fontes.profissional.profissional_id,
    equipeRequisitante: e.fontes.profissional.equipe_id ?? null,
    statusInicialDemanda: e.statusInicialDemanda,
    itensSalvos: e.itensDaDemanda,
  };
}

/**
 * The writes Enviar makes, in the listed order, for this draft: each listed write gives what it has to send (none
 * when the draft has nothing for it: no admission, no items, not urgent). A request is written as a review when the
 * list names 'revisaoDoPedido'; a demand keeps what it was read with when the list names 'correcaoDaDemanda'.
 */
export function escritasDoEnvio(escritas: readonly Escrita[], e: EntradaDoEnvio): EscritaEnviada[] {
  let plano: PlanoInput | null = null;
  const doPlano = () =>
    (plano ??= submissionInput(e.form, {
      ...e.fontes,
      pedidoId: e.registroId,
      edicao: escritas.includes('revisaoDoPedido'),
    }));
  let contexto: DemandaContexto | null = null;
  const daDemanda = () =>
    (contexto ??= contextoDaDemanda(e, escritas.includes('correcaoDaDemanda') ? e.demandaLida : null));
  return escritas.flatMap((escrita) =>
    doPedido(escrita) ? ESCRITA_DO_PEDIDO[escrita](doPlano()) : ESCRITA_DA_DEMANDA[escrita](e.form, daDemanda()),
  );
}
