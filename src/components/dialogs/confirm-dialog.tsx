import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import type { ReactNode } from 'react';
import { DIALOG_BREAKPOINTS, DIALOG_WIDTH } from './dialog-widths';

interface ConfirmDialogProps {
  visible: boolean;
  header: string;
  children: ReactNode;
  acceptLabel?: string;
  rejectLabel?: string;
  onAccept: () => void;
  onReject: () => void;
  busy?: boolean;
}

/** A yes/no confirmation ('Sim'/'Não' by default); Não takes the focus so Enter never confirms by accident. */
export function ConfirmDialog({
  visible,
  header,
  children,
  acceptLabel = 'Sim',
  rejectLabel = 'Não',
  onAccept,
  onReject,
  busy = false,
}: ConfirmDialogProps) {
  return (
    <Dialog
      header={header}
      visible={visible}
      onHide={onReject}
      style={{ width: DIALOG_WIDTH.small }}
      breakpoints={DIALOG_BREAKPOINTS}
      footer={
        <>
          <Button label={rejectLabel} outlined onClick={onReject} autoFocus disabled={busy} />
          <Button label={acceptLabel} onClick={onAccept} loading={busy} disabled={busy} />
        </>
      }
    >
      {children}
    </Dialog>
  );
}
