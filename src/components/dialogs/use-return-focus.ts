import { useLayoutEffect } from 'react';

/**
 * While `open`, remembers what had the focus when the dialog opened; when it closes (hidden or unmounted), gives the
 * focus back to it, unless the app already moved the focus elsewhere or the opener is gone (WCAG 2.4.3 'Focus Order').
 * PrimeReact does this only for a dialog hidden through `visible`, not for one mounted while shown.
 */
export function useReturnFocus(open: boolean) {
  useLayoutEffect(() => {
    if (!open) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!opener || opener === document.body) return undefined;
    return () => {
      // After the dialog's DOM is gone and PrimeReact's own restoring (if any) has run.
      setTimeout(() => {
        const now = document.activeElement;
        const lost = !now || now === document.body || !now.isConnected;
        if (lost && opener.isConnected) opener.focus();
      }, 0);
    };
  }, [open]);
}
