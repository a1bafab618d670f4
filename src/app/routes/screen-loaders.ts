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
    import('@/features/gerente/routes/pedidos-cirurgia-page').then((m) => ({ Component: m.PedidosCirurgiaPage })),
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

/**
 * Loads the code of the given screens while the browser is idle, so that opening one from the menu waits only for its
 * data (the module cache keeps each load; a screen opened meanwhile is simply already loading).
 */
export function prefetchScreens(screenPaths: readonly string[]): () => void {
  // Route tests open one screen each: loading the others would only slow them down.
  if (import.meta.env.MODE === 'test') return () => undefined;
  const run = () => {
    for (const path of screenPaths) void SCREEN_LOADERS[path]?.().catch(() => undefined);
  };
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, 300);
  return () => window.clearTimeout(handle);
}
