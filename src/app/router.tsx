import { lazy, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import type { AccessFlag } from '@/config/access-flags';
import { EXTRA_ROUTE_FLAGS, MENU } from '@/config/access';
import { paths } from '@/config/paths';
import { FirstPermittedRedirect, RequireAccess } from './guards/require-access';
import { RequireSession } from './guards/require-session';
import { AuthLayout } from './layouts/auth-layout';
import { PlaceholderPage } from './routes/placeholder-page';
import { prefetchScreenData, SCREEN_LOADERS, type LazyComponent } from './routes/screen-loaders';
import { LoadingState } from '@/components/data/loading-state';

const AdminLayout = lazy(() => import('./layouts/admin-layout').then((m) => ({ default: m.AdminLayout })));
const FullWidthLayout = lazy(() => import('./layouts/full-width-layout').then((m) => ({ default: m.FullWidthLayout })));

const login: LazyComponent = () =>
  import('@/features/auth/routes/login-page').then((m) => ({ Component: m.LoginPage }));
const aviso: LazyComponent = () =>
  import('@/features/auth/routes/aviso-atualizacao-page').then((m) => ({ Component: m.AvisoAtualizacaoPage }));
const alterarSenha: LazyComponent = () =>
  import('@/features/auth/routes/alterar-senha-page').then((m) => ({ Component: m.AlterarSenhaPage }));
// Where a host serves index.html for /rastreamento/…; the standalone rastreamento.html is the light way in (012).
const rastreamento: LazyComponent = () =>
  import('@/features/rastreamento/routes/rastreamento-route').then((m) => ({ Component: m.RastreamentoRoute }));
const mapaLeito = () => import('./routes/mapa-leito-page').then((m) => m.MapaLeitoPage);

/** Screens of later issues: the route and its guard exist, the page shows its title. */
const SCREENS: Record<string, { title: string; lazy?: LazyComponent }> = {
  [paths.dashboard]: { title: 'Dashboard' },
  [paths.mapaDeSalas]: { title: 'Mapa de Salas' },
  [paths.meusPedidos]: {
    title: 'Meus Pedidos',
    lazy: SCREEN_LOADERS[paths.meusPedidos],
  },
  [paths.pedidosResidentes]: {
    title: 'Pedidos de Residentes',
    lazy: SCREEN_LOADERS[paths.pedidosResidentes],
  },
  [paths.pedidosCirurgia]: {
    title: 'Pedidos de Cirurgias',
    lazy: SCREEN_LOADERS[paths.pedidosCirurgia],
  },
  [paths.checkListGeral]: { title: 'Checklist Geral', lazy: SCREEN_LOADERS[paths.checkListGeral] },
  [paths.pareceresAreaTecnica]: {
    title: 'Parecer Área Técnica',
    lazy: SCREEN_LOADERS[paths.pareceresAreaTecnica],
  },
  [paths.agendaAreaTecnica]: { title: 'Minha Agenda', lazy: SCREEN_LOADERS[paths.agendaAreaTecnica] },
  [paths.agendaMedico]: { title: 'Agenda do Médico' },
  [paths.minhasDemandas]: { title: 'Minhas Demandas', lazy: SCREEN_LOADERS[paths.minhasDemandas] },
  [paths.demandas]: { title: 'Demandas', lazy: SCREEN_LOADERS[paths.demandas] },
  [paths.relatorioDemandaCirurgica]: { title: 'Relatórios' },
  [paths.wizard]: {
    title: 'Pedido de Cirurgia',
    lazy: SCREEN_LOADERS[paths.wizard],
  },
  [paths.wizardDemanda]: { title: 'Demanda Cirurgica', lazy: SCREEN_LOADERS[paths.wizardDemanda] },
  [paths.wizardGerente]: {
    title: 'Conferência do Pedido',
    lazy: SCREEN_LOADERS[paths.wizardGerente],
  },
  [paths.resumoCheckList]: { title: 'Resumo do pedido', lazy: SCREEN_LOADERS[paths.resumoCheckList] },
};

function guarded(path: string, flags: readonly AccessFlag[]): RouteObject {
  const screen = SCREENS[path];
  const relative = path.replace(`${paths.admin}/`, '');
  const element = (children: ReactNode) => <RequireAccess flags={flags}>{children}</RequireAccess>;
  if (screen.lazy) {
    const load = screen.lazy;
    return {
      path: relative,
      loader: () => prefetchScreenData(path, flags),
      lazy: async () => {
        const { Component } = await load();
        return { element: element(<Component />) };
      },
    };
  }
  return { path: relative, element: element(<PlaceholderPage title={screen.title} />) };
}

const appRoutes: RouteObject[] = [
  { path: paths.root, element: <Navigate to={paths.auth} replace /> },
  { path: paths.login, element: <Navigate to={paths.authLogin} replace /> },
  {
    path: paths.auth,
    element: <AuthLayout />,
    children: [
      { index: true, element: <Navigate to={paths.authLogin} replace /> },
      { path: 'login', lazy: login },
      { path: 'avisoAtualizacaoOpera', lazy: aviso },
      { path: '*', element: <Navigate to={paths.authLogin} replace /> },
    ],
  },
  {
    path: '/rastreamento/:codigoPedido',
    element: <AuthLayout />,
    children: [{ index: true, lazy: rastreamento }],
  },
  {
    path: paths.mapaLeito,
    element: (
      <RequireSession>
        <FullWidthLayout />
      </RequireSession>
    ),
    children: [
      {
        index: true,
        lazy: async () => {
          const MapaLeitoPage = await mapaLeito();
          return {
            element: (
              <RequireAccess flags={EXTRA_ROUTE_FLAGS[paths.mapaLeito]}>
                <MapaLeitoPage />
              </RequireAccess>
            ),
          };
        },
      },
    ],
  },
  {
    path: paths.admin,
    element: (
      <RequireSession>
        <AdminLayout />
      </RequireSession>
    ),
    children: [
      { index: true, element: <FirstPermittedRedirect /> },
      { path: 'alterarsenha', lazy: alterarSenha },
      ...MENU.map((m) => guarded(m.path, [m.flag])),
      ...Object.entries(EXTRA_ROUTE_FLAGS)
        .filter(([path]) => path !== paths.mapaLeito)
        .map(([path, flags]) => guarded(path, flags)),
      { path: '*', element: <FirstPermittedRedirect /> },
    ],
  },
  { path: '*', element: <Navigate to={paths.auth} replace /> },
];

/** Every route under one root whose fallback shows while the first lazy route loads. */
export const routes: RouteObject[] = [{ hydrateFallbackElement: <LoadingState />, children: appRoutes }];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
