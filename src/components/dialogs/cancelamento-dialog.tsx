import type { FormEvent, ReactNode } from 'react';
import { AppDialog } from './app-dialog';

interface Props {
  /** 'Cancelar pedido nº …', 'Cancelar demanda nº …'. */
  header: string;
  onClose: () => void;
  /** The cancellation is being sent: the dialog is busy and its button spins. */
  pendente: boolean;
  /** 'Confirmar cancelamento' or Enter in the form (the form's event, to be handled by react-hook-form). */
  onConfirmar: (event?: FormEvent) => void;
  /** The form's fields. */
  children: ReactNode;
}

/** The frame of a cancellation: its title, the form, 'Voltar' and 'Confirmar cancelamento' (the danger button). */
export function CancelamentoDialog({ header, onClose, pendente, onConfirmar, children }: Props) {
  return (
    <AppDialog
      header={header}
      onClose={onClose}
      busy={pendente}
      footer={[
        { label: 'Voltar', outlined: true, onClick: onClose },
        { label: 'Confirmar cancelamento', severity: 'danger', onClick: () => onConfirmar(), loading: pendente },
      ]}
    >
      <form onSubmit={(e) => onConfirmar(e)} noValidate>
        {children}
      </form>
    </AppDialog>
  );
}
