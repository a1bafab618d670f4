import type { ReactNode } from 'react';
import { AppDialog } from './app-dialog';

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
    <AppDialog
      header={header}
      visible={visible}
      onClose={onReject}
      width="small"
      busy={busy}
      footer={[
        { label: rejectLabel, outlined: true, onClick: onReject, autoFocus: true, disabled: busy },
        { label: acceptLabel, onClick: onAccept, loading: busy, disabled: busy },
      ]}
    >
      {children}
    </AppDialog>
  );
}
