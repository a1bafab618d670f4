import { useEffect, useRef } from 'react';
import { useLoaderData, useLocation, useRevalidator } from 'react-router-dom';
import type { RunLoad } from './run-loaders';
import { RunLoadView } from './run-load-view';

/**
 * The wizard's routes (/admin/wizard, /admin/wizardGerente, /admin/wizardDemanda): their loader (run-loaders.ts) read
 * what the run needs and started it; the page renders the run, or what stopped it.
 */
function RunPage({ load }: { load: RunLoad | null }) {
  const { revalidate } = useRevalidator();
  // A tab unlocked after it opened here (the router's loader did not run while locked): the run starts now.
  const pedida = useRef(false);
  useEffect(() => {
    if (load !== null || pedida.current) return;
    pedida.current = true;
    void revalidate();
  }, [load, revalidate]);
  return <RunLoadView load={load} onRetry={() => void revalidate()} />;
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
