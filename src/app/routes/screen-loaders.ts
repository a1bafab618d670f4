import type { ReactNode } from 'react';
import { paths } from '@/config/paths';
import { withDemandaWizard } from './with-demanda-wizard';
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
    import('@/features/demandas/routes/demandas-page').then((m) => ({ Component: withDemandaWizard(m.DemandasPage) })),
  [paths.checkListGeral]: () =>
    import('@/features/checklist/routes/checklist-page').then((m) => ({ Component: m.ChecklistPage })),
  [paths.resumoCheckList]: () =>
    import('@/features/checklist/routes/resumo-checklist-page').then((m) => ({ Component: m.ResumoChecklistPage })),
};

/**
 * Starts loading a screen's code when the user shows the intent to open it (pointer over or focus on its menu link),
 * so the click waits mostly for its data. Nothing is fetched in the background: parsing other screens' code while the
 * first one is read and searched made long tasks (Lighthouse's TBT, keystrokes in the list). The module cache makes a
 * repeated call free.
 */
export function prefetchScreen(path: string): void {
  void SCREEN_LOADERS[path]?.().catch(() => undefined);
}
