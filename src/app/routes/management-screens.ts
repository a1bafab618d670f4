import type { LazyComponent } from './screen-loaders';

// The management screens' loaders, in a module of their own: each dynamic import lists its chunks' files in the
// module that holds it, and screen-loaders.ts is part of the sign-in page's JS (docs/decisions/002-bundle-budget.md).

export const dashboard: LazyComponent = () =>
  import('@/features/dashboard/routes/dashboard-page').then((m) => ({ Component: m.DashboardPage }));

export const relatorios: LazyComponent = () =>
  import('@/features/relatorios/routes/relatorios-page').then((m) => ({ Component: m.RelatoriosPage }));
