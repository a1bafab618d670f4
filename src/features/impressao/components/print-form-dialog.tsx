import type { BaseSyntheticEvent, ReactNode } from 'react';
import { AppDialog } from '@/components/dialogs/app-dialog';
import type { Impressao } from './use-imprimir';

/** What every print form dialog receives from the print menu. */
export interface PrintFormProps {
  pedidoId: number;
  codigo: string;
  documentPath: string;
  onClose: () => void;
}

interface PrintFormDialogProps {
  header: string;
  busy: boolean;
  impressao: Impressao;
  /** The form's validation and save (react-hook-form's handleSubmit with `impressao.imprimir` and `recusado`). */
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The print was saved but the browser blocked the document's window: said in words, with the document as a link the
 * user clicks (docs/decisions/007-print-dialogs-and-documents.md 'A window opened within the click'). The link keeps
 * its opener, as the window would (the in-browser mock back-end answers the document through it).
 */
export function DocumentoBloqueadoDialog({
  header,
  href,
  onClose,
}: {
  header: string;
  href: string;
  onClose: () => void;
}) {
  return (
    <AppDialog header={header} onClose={onClose} footer={[{ label: 'Fechar', onClick: onClose }]}>
      <div role="alert" className="impressao-bloqueado">
        <p className="m-0">O navegador bloqueou a janela do documento. Os dados da impressão foram salvos.</p>
        <a href={href} target="_blank" rel="opener" onClick={onClose}>
          Abrir o documento
        </a>
      </div>
    </AppDialog>
  );
}

/** A print form: its fields, Cancelar and Imprimir (spinner while saving; Esc and the mask wait for the write). */
export function PrintFormDialog({ header, busy, impressao, onSubmit, onClose, children }: PrintFormDialogProps) {
  const imprimir = impressao.aoImprimir(onSubmit);
  if (impressao.bloqueado)
    return <DocumentoBloqueadoDialog header={header} href={impressao.bloqueado} onClose={onClose} />;
  return (
    <AppDialog
      header={header}
      onClose={onClose}
      busy={busy}
      footer={[
        { label: 'Cancelar', outlined: true, onClick: onClose, disabled: busy },
        { label: 'Imprimir', icon: 'pi pi-print', onClick: () => void imprimir(), loading: busy },
      ]}
    >
      <form onSubmit={(e) => void imprimir(e)} noValidate className="impressao-form">
        {children}
      </form>
    </AppDialog>
  );
}
