import { lazy, Suspense } from 'react';
import type { DialogoGerente } from './gerente-dialogs';

const GerenteDialogs = lazy(() => import('./gerente-dialogs').then((m) => ({ default: m.GerenteDialogs })));

/** The open row dialog of the list or the Prontidão, its code loaded with the first one opened. */
export function GerenteDialogHost({ active, onClose }: { active: DialogoGerente | null; onClose: () => void }) {
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <GerenteDialogs active={active} onClose={onClose} />
    </Suspense>
  );
}
