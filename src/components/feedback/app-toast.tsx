import { Toast } from 'primereact/toast';
import type { Ref } from 'react';

// Loaded with PrimeReact's Toast on the first toast, so the sign-in page's JS carries neither
// (docs/decisions/002-bundle-budget.md).
const TOAST_PT = {
  // Bottom right, inside a phone's screen: never over the top bar nor a screen's heading or the wizard's patient
  // banner (docs/decisions.md, 'Where toasts appear and how many').
  root: { style: { bottom: '0.5rem', right: '0.5rem', maxWidth: 'calc(100vw - 1rem)' } },
  // Named in Portuguese even before a layout registers PrimeReact's pt-BR locale (the login page's toasts).
  closeButton: { 'aria-label': 'Fechar' },
};

/** The app's one PrimeReact Toast, bottom right. */
export default function AppToast({ ref }: { ref: Ref<Toast> }) {
  return <Toast ref={ref} position="bottom-right" pt={TOAST_PT} />;
}
