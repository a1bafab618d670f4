import { Button, type ButtonProps } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import type { ReactNode } from 'react';
import { DIALOG_BREAKPOINTS, DIALOG_WIDTH } from './dialog-widths';
import { useReturnFocus } from './use-return-focus';

type DialogWidth = keyof typeof DIALOG_WIDTH;

/** One footer button of an app dialog. */
export interface DialogAction {
  label: string;
  onClick: () => void;
  /** Secondary actions (Cancelar, Voltar, Não) are outlined. */
  outlined?: boolean;
  severity?: ButtonProps['severity'];
  icon?: string;
  loading?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
}

interface AppDialogProps {
  header: string;
  onClose: () => void;
  children: ReactNode;
  /** Open by default: most dialogs are mounted only while shown. */
  visible?: boolean;
  /** One of the specification's widths (constants.md); narrow screens take the whole width. */
  width?: DialogWidth;
  footer?: readonly DialogAction[];
  /** A write is pending: Esc, the close icon and the mask do not close the dialog meanwhile. */
  busy?: boolean;
}

/**
 * The app's dialog: title, body, footer buttons and a standard width; focus moves into it, Esc closes it, and on
 * closing the focus goes back to what opened it.
 */
export function AppDialog({
  header,
  onClose,
  children,
  visible = true,
  width = 'standard',
  footer,
  busy = false,
}: AppDialogProps) {
  useReturnFocus(visible);
  const hide = () => {
    if (!busy) onClose();
  };
  return (
    <Dialog
      header={header}
      visible={visible}
      onHide={hide}
      // A dialog fading out lets go of Esc at once: PrimeReact keeps its Esc handler until the fade ends, and an Esc
      // pressed meanwhile, meant for the dialog below, was spent on the one already closed.
      closeOnEscape={visible && !busy}
      className={`app-dialog app-dialog--${width}`}
      style={{ width: DIALOG_WIDTH[width] }}
      breakpoints={DIALOG_BREAKPOINTS}
      // PrimeReact names the close icon in English whatever the locale.
      pt={{ closeButton: { 'aria-label': 'Fechar' } }}
      footer={footer?.length ? <DialogFooter actions={footer} /> : undefined}
    >
      {children}
    </Dialog>
  );
}

function DialogFooter({ actions }: { actions: readonly DialogAction[] }) {
  return (
    <>
      {actions.map((a) => (
        <Button
          key={a.label}
          type="button"
          label={a.label}
          icon={a.icon}
          outlined={a.outlined}
          severity={a.severity}
          onClick={a.onClick}
          loading={a.loading}
          disabled={a.disabled}
          // PrimeReact's focus trap focuses this button when the dialog opens (the autoFocus prop is linted out).
          data-pc-autofocus={a.autoFocus ? 'true' : undefined}
        />
      ))}
    </>
  );
}
