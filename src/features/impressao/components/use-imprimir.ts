import { useToast } from '@/components/feedback/toast-context';
import { TOAST_MS } from '@/components/feedback/toast-durations';
import { abrirDocumento } from '@/api/documentos/abrir-documento';
import { ATENCAO, ERRO_IMPRIMIR } from '../model/documentos';

/**
 * The print sequence of a form (requester-side.md §4): save, then open the document and close; a failed save shows
 * 'Erro ao imprimir!' titled 'Atenção!' for 3 s and the form keeps what was typed.
 */
export function useImprimir(documentPath: string, onDone: () => void) {
  const toast = useToast();
  return async (save: () => Promise<unknown>): Promise<void> => {
    try {
      await save();
    } catch {
      toast.warn(ERRO_IMPRIMIR, { summary: ATENCAO, life: TOAST_MS.default });
      return;
    }
    abrirDocumento(documentPath);
    onDone();
  };
}
