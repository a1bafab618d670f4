import type { ComponentType, ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import type { AccessFlag } from '@/config/access-flags';
import { EXTRA_SCREENS, MAPA_LEITO_FLAGS, MENU, type ScreenPath } from '@/config/access';
import { paths } from '@/config/paths';
import { FirstPermittedRedirect, RequireAccess } from './guards/require-access';
import { RequireSession } from './guards/require-session';
import { AuthLayout } from './layouts/auth-layout';
import { carregarTela, loadScreen, prefetchScreen, type LazyComponent } from './routes/screen-loaders';
import { LoadingState } from '@/components/data/loading-state';
import { failingOnRender } from './routes/chunk-reload';
import { RouteErrorPage } from './routes/route-error-page';

// The layouts are their routes' `lazy`: the router loads a layout's code beside its screen's, where a React.lazy
// layout started only once the screen's code and loader were done (docs/decisions/025-pisos-do-bench.md).
const adminLayout = () => import('./layouts/admin-layout');
const fullWidthLayout = () => import('./layouts/full-width-layout');

// The sign-in page resumes a wizard run left in the tab (an expired session): the wizard feature says where, read
// once the sign-in succeeded (its code stays out of the sign-in page's JS, docs/decisions/002-bundle-budget.md).
const retomar = (userid: number) =>
  import('@/features/wizard/draft/draft-key').then((m) => m.wizardDraftRun(userid)).catch(() => null);
// Once signed in, the first screen's code and the layout's start loading while the resumption above is read.
const prepararEntrada = (path: ScreenPath) => {
  void adminLayout().catch(() => undefined);
  prefetchScreen(path);
};
const login: LazyComponent = () =>
  import('@/features/auth/routes/login-page').then((m) => ({
    Component: () => <m.LoginPage retomar={retomar} prepararEntrada={prepararEntrada} />,
  }));
const aviso: LazyComponent = () =>
  import('@/features/auth/routes/aviso-atualizacao-page').then((m) => ({ Component: m.AvisoAtualizacaoPage }));
const alterarSenha: LazyComponent = () =>
  import('@/features/auth/routes/alterar-senha-page').then((m) => ({ Component: m.AlterarSenhaPage }));
// Where a host serves index.html for /rastreamento/…; the standalone rastreamento.html is the light way in (012).
const rastreamento: LazyComponent = () =>
  import('@/features/rastreamento/routes/rastreamento-route').then((m) => ({ Component: m.RastreamentoRoute }));
/** A signed-in layout's route `lazy`: the layout's code, under the session guard. */
function layoutComSessao(carregar: () => Promise<ComponentType>) {
  return failingOnRender(async () => {
    const Layout = await carregar();
    return {
      element: (
        <RequireSession>
          <Layout />
        </RequireSession>
      ),
    };
  });
}

const mapaLeito = () => import('./routes/mapa-leito-page').then((m) => m.MapaLeitoPage);

function guarded(path: ScreenPath, flags: readonly AccessFlag[]): RouteObject {
  const relative = path.replace(`${paths.admin}/`, '');
  const element = (children: ReactNode) => <RequireAccess flags={flags}>{children}</RequireAccess>;
  return {
    path: relative,
    errorElement: <RouteErrorPage />,
    loader: ({ request }) => loadScreen(path, flags, request),
    lazy: failingOnRender(async () => {
      const { Component } = await carregarTela(path);
      return { element: element(<Component />) };
    }),
  };
}

const appRoutes: RouteObject[] = [
  { path: paths.root, element: <Navigate to={paths.auth} replace /> },
  { path: paths.login, element: <Navigate to={paths.authLogin} replace /> },
  {
    path: paths.auth,
    element: <AuthLayout />,
    children: [
      { index: true, element: <Navigate to={paths.authLogin} replace /> },
      { path: 'login', lazy: failingOnRender(login), errorElement: <RouteErrorPage /> },
      { path: 'avisoAtualizacaoOpera', lazy: failingOnRender(aviso), errorElement: <RouteErrorPage /> },
      { path: '*', element: <Navigate to={paths.authLogin} replace /> },
    ],
  },
  {
    path: '/rastreamento/:codigoPedido',
    element: <AuthLayout />,
    children: [{ index: true, lazy: failingOnRender(rastreamento), errorElement: <RouteErrorPage /> }],
  },
  {
    path: paths.mapaLeito,
    lazy: layoutComSessao(() => fullWidthLayout().then((m) => m.FullWidthLayout)),
    children: [
      {
        index: true,
        errorElement: <RouteErrorPage />,
        lazy: failingOnRender(async () => {
          const MapaLeitoPage = await mapaLeito();
          return {
            element: (
              <RequireAccess flags={MAPA_LEITO_FLAGS}>
                <MapaLeitoPage />
              </RequireAccess>
            ),
          };
        }),
      },
    ],
  },
  {
    path: paths.admin,
    lazy: layoutComSessao(() => adminLayout().then((m) => m.AdminLayout)),
    children: [
      { index: true, element: <FirstPermittedRedirect /> },
      { path: 'alterarsenha', lazy: failingOnRender(alterarSenha), errorElement: <RouteErrorPage /> },
      ...MENU.map((m) => guarded(m.path, [m.flag])),
      ...EXTRA_SCREENS.map((s) => guarded(s.path, s.flags)),
      { path: '*', element: <FirstPermittedRedirect /> },
    ],
  },
  { path: '*', element: <Navigate to={paths.auth} replace /> },
];

/**
 * Every route under one root whose fallback shows while the first lazy route loads. Each screen's route has its own
 * error element, shown inside its layout with the menu; the root's catches a layout's own failure.
 */
export const routes: RouteObject[] = [
  { hydrateFallbackElement: <LoadingState />, errorElement: <RouteErrorPage />, children: appRoutes },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
