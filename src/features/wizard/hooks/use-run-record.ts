import type { UseFormReturn } from 'react-hook-form';
import type { WizardSeed } from '../draft/draft-storage';
import type { WizardForm } from '../model/form';
import { registroDoEnvio } from '../model/escritas-do-envio';
import type { RunSpec } from '../runs/run-spec';
import { useDraftDemanda } from './use-draft-demanda';
import { useDraftPedido } from './use-draft-pedido';

interface Options {
  form: UseFormReturn<WizardForm>;
  stepRef: { current: string };
  seed: WizardSeed;
  onError: (message: string) => void;
}

/**
 * The record the run writes, as its spec says: the request (the stored one, or a draft request created once) or the
 * demand (the stored one, or a blank demand created once). The steps read it as the run's `pedido`.
 */
export function useRunRecord(spec: RunSpec, { form, stepRef, seed, onError }: Options) {
  const demanda = registroDoEnvio(spec.submission.escritas) === 'demanda';
  const pedido = useDraftPedido(form, stepRef, seed.pedido, onError, !demanda);
  const registro = useDraftDemanda(form, stepRef, seed.demanda, demanda);
  return demanda ? registro : pedido;
}
