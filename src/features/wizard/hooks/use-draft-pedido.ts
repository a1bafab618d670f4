import { useIsMutating } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { readWizardDraft, saveWizardState } from '../draft/draft-storage';
import { errorMessage } from '@/lib/http/api-error';
import { createDraftPedidoKey, useCreateDraftPedido, type NovoPedido } from '../api/pedido-draft';
import type { WizardForm } from '../model/form';

/**
 * The request the wizard fills: the stored one, or a draft request created once (a write, so a mutation; a second
 * mount, StrictMode's included, finds it under way in the mutation cache and does not create another).
 */
export function useDraftPedido(
  form: UseFormReturn<WizardForm>,
  stepRef: { current: string },
  stored: NovoPedido | null | undefined,
  onError: (message: string) => void,
  /** False in the demand wizard, whose record is the demand (useDraftDemanda). */
  enabled = true,
): NovoPedido | null {
  const creation = useCreateDraftPedido({
    onCreated: (pedido) => saveWizardState(form.getValues(), stepRef.current, { pedido }),
    onFailed: (error) => onError(`Erro ao criar o pedido: ${errorMessage(error)}`),
  });
  const underWay = useIsMutating({ mutationKey: createDraftPedidoKey }) > 0;
  const requested = useRef(false);
  const { mutate } = creation;
  useEffect(() => {
    // A creation this tab already finished while the page was away is in the draft.
    if (!enabled || stored || underWay || requested.current || readWizardDraft()?.seed.pedido) return;
    requested.current = true;
    mutate();
  }, [enabled, stored, underWay, mutate]);
  if (stored) return stored;
  return creation.data ?? (underWay ? null : (readWizardDraft()?.seed.pedido ?? null));
}
