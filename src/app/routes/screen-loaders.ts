import type { ReactNode } from 'react';
import { paths } from '@/config/paths';
import { withImpressao } from './with-impressao';

/** A route module loaded on demand, as react-router's `lazy` wants it. */
export type LazyComponent = () => Promise<{ Component: () => ReactNode }>;

/** The screens built so far, loaded when first opened (or earlier, by prefetchScreens). */
export const SCREEN_LOADERS: Readonly<Record<string, LazyComponent>> = {
  [paths.meusPedidos]: () =>
    import('@/features/pedidos/routes/meus-pedidos-page').then((m) => ({
      Component: withImpressao(m.MeusPedidosPage),
    })),
  [paths.pedidosResidentes]: () =>
    import('@/features/pedidos/routes/pedidos-residentes-page').then((m) => ({
      Component: withImpressao(m.PedidosResidentesPage),
    })),
  [paths.wizard]: () => import('@/features/wizard/routes/wizard-page').then((m) => ({ Component: m.WizardPage })),
  [paths.wizardGerente]: () =>
    import('@/features/wizard/routes/wizard-gerente-page').then((m) => ({ Component: m.WizardGerentePage })),
  [paths.pedidosCirurgia]: () =>
    import('@/features/gerente/routes/pedidos-cirurgia-page').then((m) => ({
      Component: withImpressao(m.PedidosCirurgiaPage),
    })),
  [paths.wizardDemanda]: () =>
    import('@/features/wizard/routes/wizard-demanda-page').then((m) => ({ Component: m.WizardDemandaPage })),
  [paths.minhasDemandas]: () =>
    import('@/features/demandas/routes/minhas-demandas-page').then((m) => ({ Component: m.MinhasDemandasPage })),
  [paths.demandas]: () =>
    import('@/features/demandas/routes/demandas-page').then((m) => ({ Component: m.DemandasPage })),
  [paths.checkListGeral]: () =>
    import('@/features/checklist/routes/checklist-page').then((m) => ({ Component: m.ChecklistPage })),
  [paths.resumoCheckList]: () =>
    import('@/features/checklist/routes/resumo-checklist-page').then((m) => ({ Component: m.ResumoChecklistPage })),
};

/** How long the first screen has to itself before other screens' code is fetched (its first reads and clicks). */
const PREFETCH_AFTER_MS = 8000;

/** Runs `fn` when the browser is idle (or soon, without requestIdleCallback); returns its cancel. */
function whenIdle(fn: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(fn, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(fn, 300);
  return () => window.clearTimeout(handle);
}

/**
 * Loads the code of the given screens, one at a time in idle time once the first screen has settled, so that opening
 * one from the menu waits only for its data. Each screen's code is parsed in its own task: loading them all at once
 * made long tasks while the user was reading and typing in the first screen (Lighthouse's TBT, the list's keystrokes).
 */
export function prefetchScreens(screenPaths: readonly string[]): () => void {
  // Route tests open one screen each: loading the others would only slow them down.
  if (import.meta.env.MODE === 'test') return () => undefined;
  const queue = [...screenPaths];
  let cancel: () => void = () => undefined;
  let stopped = false;
  const next = () => {
    const path = queue.shift();
    if (stopped || !path) return;
    const load = SCREEN_LOADERS[path] ?? (() => Promise.resolve());
    void load()
      .catch(() => undefined)
      .finally(() => {
        if (!stopped) cancel = whenIdle(next);
      });
  };
  const timer = window.setTimeout(() => {
    cancel = whenIdle(next);
  }, PREFETCH_AFTER_MS);
  return () => {
    stopped = true;
    window.clearTimeout(timer);
    cancel();
  };
}
