import { useCallback } from 'react';
import { abrirDocumento, DOCUMENTO_BLOQUEADO } from '@/api/documentos/abrir-documento';
import { useToast } from '@/components/feedback/toast-context';
import { TOAST_MS } from '@/components/feedback/toast-durations';

/**
 * Opens a printable document straight from the user's click (docs/decisions/007-print-dialogs-and-documents.md 'A
 * window opened within the click'); a window the browser refused is said in words, as the print forms say it.
 */
export function useAbrirDocumento(): (path: string) => void {
  const toast = useToast();
  return useCallback(
    (path: string) => {
      if (!abrirDocumento(path)) toast.warn(DOCUMENTO_BLOQUEADO, { life: TOAST_MS.default });
    },
    [toast],
  );
}
