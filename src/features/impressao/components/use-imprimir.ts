import { useRef, useState, type BaseSyntheticEvent } from 'react';
import { useToast } from '@/components/feedback/toast-context';
import { TOAST_MS } from '@/components/feedback/toast-durations';
import { abrirJanelaEmBranco, enderecoDocumento, mostrarDocumento } from '@/api/documentos/abrir-documento';
import { ATENCAO, ERRO_IMPRIMIR } from '../model/documentos';

type Submit = (event?: BaseSyntheticEvent) => Promise<void>;

/** A print form's sequence, as its dialog uses it. */
export interface Impressao {
  /**
   * The click on 'Imprimir' (or the form's Enter): the document's window opens now, blank, then the form's submit runs
   * (docs/decisions/007-print-dialogs-and-documents.md 'A window opened within the click').
   */
  aoImprimir: (submit: Submit) => Submit;
  /** The save, then the document in the window and the dialog closed. */
  imprimir: (save: () => Promise<unknown>) => Promise<void>;
  /** The form did not validate: the blank window closes, the form shows its messages. */
  recusado: () => void;
  /** The document's address when the browser blocked its window after the save: the dialog offers it as a link. */
  bloqueado: string | null;
}

/**
 * The print sequence of a form (requester-side.md §4): save, then open the document and close; a failed save shows
 * 'Erro ao imprimir!' titled 'Atenção!' for 3 s and the form keeps what was typed.
 */
export function useImprimir(documentPath: string, onDone: () => void): Impressao {
  const toast = useToast();
  const janela = useRef<Window | null>(null);
  const [bloqueado, setBloqueado] = useState(false);
  const fechar = () => {
    janela.current?.close();
    janela.current = null;
  };
  return {
    aoImprimir: (submit) => (event) => {
      event?.preventDefault();
      fechar();
      janela.current = abrirJanelaEmBranco();
      return submit(event);
    },
    imprimir: async (save) => {
      try {
        await save();
      } catch {
        fechar();
        toast.warn(ERRO_IMPRIMIR, { summary: ATENCAO, life: TOAST_MS.default });
        return;
      }
      const aberta = janela.current;
      janela.current = null;
      if (mostrarDocumento(aberta, documentPath)) onDone();
      else setBloqueado(true);
    },
    recusado: fechar,
    bloqueado: bloqueado ? enderecoDocumento(documentPath) : null,
  };
}
