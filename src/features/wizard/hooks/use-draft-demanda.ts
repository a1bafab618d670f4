import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { readWizardDraft, registroDoRascunho } from '../draft/draft-storage';
import { errorMessage } from '@/lib/http/api-error';
import { createDraftDemanda, type NovaDemanda } from '../api/demanda-draft';
import type { Autosave } from './use-wizard-draft';

const KEY = ['wizard', 'demanda', 'create'] as const;

/**
 * The demand wizard's record: the stored blank demand, or one created once on entry (§4 'Demand wizard'). A failure to
 * create it is ignored, as §8 says (only logged); Enviar then has no demand to save and says so.
 */
export function useDraftDemanda(
  autosave: Autosave,
  stored: NovaDemanda | null | undefined,
  enabled: boolean,
): NovaDemanda | null {
  const creation = useMutation({
    mutationKey: KEY,
    mutationFn: createDraftDemanda,
    onSuccess: (demanda) => autosave.salvar({ registro: { demanda } }),
    onError: (error) => console.error('Falha ao criar a demanda', errorMessage(error)),
  });
  const requested = useRef(false);
  const { mutate } = creation;
  useEffect(() => {
    const draft = readWizardDraft();
    if (!enabled || stored || requested.current || (draft && registroDoRascunho(draft).demanda)) return;
    requested.current = true;
    mutate();
  }, [enabled, stored, mutate]);
  return stored ?? creation.data ?? null;
}
