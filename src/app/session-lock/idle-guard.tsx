import { lazy, Suspense } from 'react';
import { createPortal } from 'react-dom';
import { useIdleLock } from './use-idle-lock';
import './idle-guard.css';

// The warning and the lock load when first shown (after the idle time), not with the layout.
const IdleWarningDialog = lazy(() => import('./idle-warning-dialog').then((m) => ({ default: m.IdleWarningDialog })));
const LockScreen = lazy(() => import('./lock-screen').then((m) => ({ default: m.LockScreen })));

/**
 * The signed-in layouts' idle lock: the warning's dialog, then the lock alone in the page. `onUnlocked` lets a layout
 * opened while locked render its screens.
 */
export function IdleGuard({ onUnlocked }: { onUnlocked: () => void }) {
  const idle = useIdleLock(onUnlocked);
  if (idle.phase === 'warning') {
    return (
      <Suspense fallback={null}>
        <IdleWarningDialog lockAt={idle.lockAt()} onContinue={idle.extend} />
      </Suspense>
    );
  }
  if (idle.phase !== 'locked') return null;
  return createPortal(
    <div className="lock-screen">
      <Suspense fallback={null}>
        <LockScreen onUnlocked={idle.unlocked} onSwitchUser={idle.switchUser} />
      </Suspense>
    </div>,
    document.body,
  );
}
