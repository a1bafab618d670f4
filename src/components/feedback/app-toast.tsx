import { Toast } from 'primereact/toast';
import type { Ref } from 'react';

// Loaded with PrimeReact's Toast on the first toast, so the sign-in page's JS carries neither
// (docs/decisions/002-bundle-budget.md).
const TOAST_PT = {
  // Under the 56 px top bar, never over its buttons, and inside a phone's screen (PrimeReact places it at 20 px).
  root: { style: { top: 'calc(56px + 0.5rem)', right: '0.5rem', maxWidth: 'calc(100vw - 1rem)' } },
  // Named in Portuguese even before a layout registers PrimeReact's pt-BR locale (the login page's toasts).
  closeButton: { 'aria-label': 'Fechar' },
};

/** The app's one PrimeReact Toast, top right under the top bar. */
export default function AppToast({ ref }: { ref: Ref<Toast> }) {
  return <Toast ref={ref} position="top-right" pt={TOAST_PT} />;
}
