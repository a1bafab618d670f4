import { useEffect, useRef } from 'react';
import { Navigate, useLoaderData, useLocation, useRevalidator } from 'react-router-dom';
import { LoadingState } from '@/components/data/loading-state';
import { ErrorState } from '@/components/data/query-states';
import { useToast } from '@/components/feedback/toast-context';
import { paths } from '@/config/paths';
import { WizardShell } from '../components/wizard-shell';
import type { RunLoad } from './run-loaders';

/**
 * The wizard's routes (/admin/wizard, /admin/wizardGerente, /admin/wizardDemanda): their loader (run-loaders.ts) read
 * what the run needs and started it; the page renders the run, or what stopped it.
 */
function RunPage({ load }: { load: RunLoad | null }) {
  const revalidator = useRevalidator();
  const { revalidate } = revalidator;
  // A tab unlocked after it opened here (the router's loader did not run while locked): the run starts now.
  const pedida = useRef(false);
  useEffect(() => {
    if (load !== null || pedida.current) return;
    pedida.current = true;
    void revalidate();
  }, [load, revalidate]);
  if (load === null) return <LoadingState />;
  if (load.kind === 'erro') return <ErrorState message={load.mensagem} onRetry={() => void revalidator.revalidate()} />;
  if (load.kind === 'voltar') return <VoltarALista mensagem={load.mensagem} />;
  return <WizardShell spec={load.spec} />;
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

/** /admin/wizard: a new address is a new run, the same address resumes the tab's draft. */
export function WizardPage() {
  const load = useLoaderData<RunLoad | null>();
  const { search } = useLocation();
  return <RunPage key={search} load={load} />;
}

/** /admin/wizardGerente: each arrival at the address is its own opening (a restart reads the request again). */
export function WizardGerentePage() {
  const load = useLoaderData<RunLoad | null>();
  const { key } = useLocation();
  return <RunPage key={key} load={load} />;
}

/** /admin/wizardDemanda: a new demand, or the tab's demand draft. */
export function WizardDemandaPage() {
  return <RunPage load={useLoaderData<RunLoad | null>()} />;
}
