import type { BaseSyntheticEvent, ReactNode } from 'react';
import { AppDialog } from '@/components/dialogs/app-dialog';

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
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  onClose: () => void;
  children: ReactNode;
  /** Footer buttons before 'Imprimir' (the AIH steps' Voltar). */
  submitLabel?: string;
}

/** A print form: its fields, Cancelar and Imprimir (spinner while saving; Esc and the mask wait for the write). */
export function PrintFormDialog({
  header,
  busy,
  onSubmit,
  onClose,
  children,
  submitLabel = 'Imprimir',
}: PrintFormDialogProps) {
  return (
    <AppDialog
      header={header}
      onClose={onClose}
      busy={busy}
      footer={[
        { label: 'Cancelar', outlined: true, onClick: onClose, disabled: busy },
        { label: submitLabel, icon: 'pi pi-print', onClick: () => void onSubmit(), loading: busy },
      ]}
    >
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="impressao-form">
        {children}
      </form>
    </AppDialog>
  );
}
