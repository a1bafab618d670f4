import { useIsMutating } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { readWizardDraft, registroDoRascunho } from '../draft/draft-storage';
import { errorMessage } from '@/lib/http/api-error';
import { createDraftPedidoKey, useCreateDraftPedido, type NovoPedido } from '../api/pedido-draft';
import type { Autosave } from './use-wizard-draft';

/** The request the tab's draft holds (created on the way, perhaps by an earlier page of the same run). */
function criadoNoRascunho() {
  const draft = readWizardDraft();
  return draft ? registroDoRascunho(draft).pedido : null;
}

/**
 * The request the wizard fills: the stored one, or a draft request created once (a write, so a mutation; a second
 * mount, StrictMode's included, finds it under way in the mutation cache and does not create another).
 */
export function useDraftPedido(
  autosave: Autosave,
  stored: NovoPedido | null | undefined,
  onError: (message: string) => void,
  /** False in the demand wizard, whose record is the demand (useDraftDemanda). */
  enabled = true,
): NovoPedido | null {
  const creation = useCreateDraftPedido({
    onCreated: (pedido) => autosave.salvar({ registro: { pedido } }),
    onFailed: (error) => onError(`Erro ao criar o pedido: ${errorMessage(error)}`),
  });
  const underWay = useIsMutating({ mutationKey: createDraftPedidoKey }) > 0;
  const requested = useRef(false);
  const { mutate } = creation;
  useEffect(() => {
    // A creation this tab already finished while the page was away is in the draft.
    if (!enabled || stored || underWay || requested.current || criadoNoRascunho()) return;
    requested.current = true;
    mutate();
  }, [enabled, stored, underWay, mutate]);
  if (stored) return stored;
  return creation.data ?? (underWay ? null : criadoNoRascunho());
}
