import { AppDialog } from './app-dialog';

interface AttentionDialogProps {
  /** The error text; the dialog is open while it is set. */
  message: string | null;
  onClose: () => void;
}

/** The 'Atenção!' dialog with the error text and OK. */
export function AttentionDialog({ message, onClose }: AttentionDialogProps) {
  return (
    <AppDialog
      header="Atenção!"
      visible={message !== null}
      onClose={onClose}
      width="small"
      footer={[{ label: 'OK', onClick: onClose, autoFocus: true }]}
    >
      <p className="m-0">{message}</p>
    </AppDialog>
  );
}
