import { useEffect, useRef } from 'react';
import { Navigate } from 'react-router-dom';
import { LoadingState } from '@/components/data/loading-state';
import { ErrorState } from '@/components/data/query-states';
import { useToast } from '@/components/feedback/toast-context';
import { paths } from '@/config/paths';
import { WizardShell } from '../components/wizard-shell';
import type { RunLoad } from './run-loaders';

interface RunLoadViewProps {
  /** What the run's loader (run-loaders.ts) gave; null while it runs. */
  load: RunLoad | null;
  /** 'Tentar novamente': the loader runs again. */
  onRetry: () => void;
  /** Back to the page the wizard replaced (the gerente's correction of a demand). */
  onExit?: () => void;
}

/** A run its loader read and started, or what stopped it: loading, the read's error, or back to the list. */
export function RunLoadView({ load, onRetry, onExit }: RunLoadViewProps) {
  if (load === null) return <LoadingState />;
  if (load.kind === 'erro') return <ErrorState message={load.mensagem} onRetry={onRetry} />;
  if (load.kind === 'voltar') return <VoltarALista mensagem={load.mensagem} />;
  return <WizardShell spec={load.spec} onExit={onExit} descartado={load.descartado} />;
}

/** Back to the manager list, saying why. */
function VoltarALista({ mensagem }: { mensagem: string }) {
  const toast = useToast();
  const told = useRef(false);
  useEffect(() => {
    if (told.current) return;
    told.current = true;
    toast.info(mensagem);
  }, [toast, mensagem]);
  return <Navigate to={paths.pedidosCirurgia} replace />;
}
