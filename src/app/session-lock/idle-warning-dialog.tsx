import { useEffect, useState } from 'react';
import { AppDialog } from '@/components/dialogs/app-dialog';

/** The warning's text at `seconds` before the lock. */
export const avisoBloqueio = (seconds: number): string => `Sua sessão será bloqueada por inatividade em ${seconds} s`;

/**
 * The idle warning with its countdown; 'Continuar trabalhando' has the focus, so one key (Enter, Space, or Esc)
 * keeps the session (WCAG 2.2.1 'Timing Adjustable').
 */
export function IdleWarningDialog({ lockAt, onContinue }: { lockAt: number; onContinue: () => void }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(id);
  }, []);
  const seconds = Math.max(0, Math.ceil((lockAt - now) / 1_000));
  return (
    <AppDialog
      header="Sessão inativa"
      onClose={onContinue}
      width="standard"
      footer={[{ label: 'Continuar trabalhando', onClick: onContinue, autoFocus: true }]}
    >
      <p role="timer" aria-live="off">
        {avisoBloqueio(seconds)}
      </p>
    </AppDialog>
  );
}
