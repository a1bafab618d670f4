import { useState, type ReactNode } from 'react';
import { useWriteOnce } from '@/components/dialogs/use-write-once';
import { useToast } from '@/components/feedback/toast-context';
import { errorMessage } from '@/lib/http/api-error';
import './dialog-falha.css';

/**
 * A manager dialog's write: once per click burst (useWriteOnce); on success a toast and the dialog closes; on failure
 * the server's message shows in the dialog and what was typed stays for another try.
 */
export function useEscrita(onClose: () => void) {
  const once = useWriteOnce();
  const toast = useToast();
  const [falha, setFalha] = useState<string | null>(null);
  const escrever = (key: string, write: () => Promise<void>, sucesso: string) =>
    once(key, async () => {
      setFalha(null);
      try {
        await write();
        toast.success(sucesso);
        onClose();
        return true;
      } catch (error) {
        setFalha(errorMessage(error));
        return false;
      }
    });
  const aviso: ReactNode = falha ? (
    <p className="dialog-falha" role="alert">
      {falha}
    </p>
  ) : null;
  return { escrever, aviso };
}
