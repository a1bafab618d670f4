import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { DIALOG_BREAKPOINTS, DIALOG_WIDTH } from './dialog-widths';

interface AttentionDialogProps {
  /** The error text; the dialog is open while it is set. */
  message: string | null;
  onClose: () => void;
}

/** The 'Atenção!' dialog with the error text and OK. */
export function AttentionDialog({ message, onClose }: AttentionDialogProps) {
  return (
    <Dialog
      header="Atenção!"
      visible={message !== null}
      onHide={onClose}
      style={{ width: DIALOG_WIDTH.small }}
      breakpoints={DIALOG_BREAKPOINTS}
      footer={<Button label="OK" onClick={onClose} autoFocus />}
    >
      <p className="m-0">{message}</p>
    </Dialog>
  );
}
