import { registroDoEnvio } from '../model/escritas-do-envio';
import type { RunSpec } from '../runs/run-spec';
import { useDraftDemanda } from './use-draft-demanda';
import { useDraftPedido } from './use-draft-pedido';
import type { Autosave, OpenedDraft } from './use-wizard-draft';

interface Options {
  /** The run's autosave: a record created on the way is saved beside the form. */
  autosave: Autosave;
  /** The records the draft holds (started with, or created on the way). */
  registro: OpenedDraft['registro'];
  onError: (message: string) => void;
}

/**
 * The record the run writes, as its spec says: the request (the stored one, or a draft request created once) or the
 * demand (the stored one, or a blank demand created once). The steps read it as the run's `pedido`.
 */
export function useRunRecord(spec: RunSpec, { autosave, registro, onError }: Options) {
  const demanda = registroDoEnvio(spec.submission.escritas) === 'demanda';
  const pedido = useDraftPedido(autosave, registro.pedido, onError, !demanda);
  const criada = useDraftDemanda(autosave, registro.demanda, demanda);
  return demanda ? criada : pedido;
}
