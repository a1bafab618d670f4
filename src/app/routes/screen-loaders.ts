import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { AccessFlag } from '@/config/access-flags';
import { sessionStore } from '@/api/session/session-store';
import { isAllowed, type ScreenPath } from '@/config/access';
import { paths } from '@/config/paths';
import { appQueryClient } from '../query-client';
import { isLockStored } from '../session-lock/lock-mark';
import { umaCargaPorVez } from './uma-carga-por-vez';
import { umaVez } from './uma-vez';

// The slot wrappers load with their screens, not with the app: the login page's JS stays within its budget (002).
const withImpressao = () => import('./with-impressao').then((w) => w.withImpressao);
const withDemandaWizard = () => import('./with-demanda-wizard').then((w) => w.withDemandaWizard);
const rascunho = () => import('./with-rascunho');
const gestao = () => import('./management-screens');

/** A route module loaded on demand, as react-router's `lazy` wants it. */
export type LazyComponent = () => Promise<{ Component: () => ReactNode }>;

/**
 * A screen's route loader (the wizard's runs start there, docs/decisions/018-wizard-run-specs.md): what the screen reads
 * before it renders, handed to it as its loader data.
 */
type ScreenLoader = (args: { request: Request; queryClient: QueryClient }) => Promise<unknown>;

/** A screen's module, with its route loader when it has one. */
type LazyScreen = () => Promise<{ Component: () => ReactNode; loader?: ScreenLoader }>;

const wizardRoute = () =>
  Promise.all([import('@/features/wizard/routes/wizard-page'), import('@/features/wizard/routes/run-loaders')]);

/**
 * Every screen's code, loaded when first opened (or earlier, by prefetchScreens). Keyed by the route type: a menu
 * entry or a route without its loader does not compile.
 */
export const SCREEN_LOADERS: Readonly<Record<ScreenPath, LazyScreen>> = {
  [paths.meusPedidos]: () =>
    Promise.all([import('@/features/pedidos/routes/meus-pedidos-page'), withImpressao(), rascunho()]).then(
      ([m, wrap, r]) => ({ Component: wrap(r.withRascunho(m.MeusPedidosPage)), loader: r.carregarAvisoDoRascunho }),
    ),
  [paths.pedidosResidentes]: () =>
    Promise.all([import('@/features/pedidos/routes/pedidos-residentes-page'), withImpressao()]).then(([m, wrap]) => ({
      Component: wrap(m.PedidosResidentesPage),
    })),
  [paths.wizard]: () => wizardRoute().then(([m, l]) => ({ Component: m.WizardPage, loader: l.wizardLoader })),
  [paths.wizardGerente]: () =>
    wizardRoute().then(([m, l]) => ({ Component: m.WizardGerentePage, loader: l.wizardGerenteLoader })),
  [paths.pedidosCirurgia]: () =>
    Promise.all([import('@/features/gerente/routes/pedidos-cirurgia-page'), withImpressao()]).then(([m, wrap]) => ({
      Component: wrap(m.PedidosCirurgiaPage),
    })),
  [paths.wizardDemanda]: () =>
    wizardRoute().then(([m, l]) => ({ Component: m.WizardDemandaPage, loader: l.wizardDemandaLoader })),
  [paths.minhasDemandas]: () =>
    import('@/features/demandas/routes/minhas-demandas-page').then((m) => ({ Component: m.MinhasDemandasPage })),
  [paths.demandas]: () =>
    Promise.all([import('@/features/demandas/routes/demandas-page'), withDemandaWizard()]).then(([m, wrap]) => ({
      Component: wrap(m.DemandasPage),
    })),
  [paths.checkListGeral]: () =>
    import('@/features/checklist/routes/checklist-page').then((m) => ({ Component: m.ChecklistPage })),
  [paths.pareceresAreaTecnica]: () =>
    import('@/features/areaTecnica/routes/pareceres-area-tecnica-page').then((m) => ({
      Component: m.PareceresAreaTecnicaPage,
    })),
  [paths.agendaAreaTecnica]: () =>
    import('@/features/areaTecnica/routes/agenda-area-tecnica-page').then((m) => ({
      Component: m.AgendaAreaTecnicaPage,
    })),
  [paths.dashboard]: () => gestao().then((m) => m.dashboard()),
  [paths.relatorioDemandaCirurgica]: () => gestao().then((m) => m.relatorios()),
  [paths.mapaDeSalas]: () =>
    import('@/features/mapaDeSalas/routes/mapa-de-salas-page').then((m) => ({ Component: m.MapaDeSalasPage })),
  [paths.agendaMedico]: () =>
    import('@/features/agenda/routes/agenda-medico-page').then((m) => ({ Component: m.AgendaMedicoPage })),
  [paths.resumoCheckList]: () =>
    import('@/features/checklist/routes/resumo-checklist-page').then((m) => ({ Component: m.ResumoChecklistPage })),
};

/** A screen's code by its route, one load at a time (`umaCargaPorVez`). */
export const carregarTela = umaCargaPorVez((path: ScreenPath) => SCREEN_LOADERS[path]());

type Sessao = NonNullable<ReturnType<typeof sessionStore.get>>;

/** The code that starts a screen's first data, and how it starts it for the signed-in user. */
interface DadosDaTela {
  codigo: () => Promise<unknown>;
  iniciar: (queryClient: QueryClient, profissional: Sessao) => Promise<void>;
}

const pedidosApi = umaVez(() => import('@/features/pedidos/api/get-pedidos'));
const gerenteApi = umaVez(() => import('@/features/gerente/api/get-pedidos-gerente'));

/**
 * The data a screen shows first, started when the router navigates to it, in parallel with its code: the list's
 * request no longer waits for the screen's chunks to arrive and render (the first-rows budget `npm run bench` measures). Only for a user
 * the route lets in; the screen's own query then finds the request under way.
 */
const SCREEN_DATA: Readonly<Partial<Record<ScreenPath, DadosDaTela>>> = {
  [paths.meusPedidos]: {
    codigo: pedidosApi,
    iniciar: (queryClient, profissional) =>
      pedidosApi().then((m) => m.prefetchMeusPedidos(queryClient, profissional.profissional_id)),
  },
  [paths.pedidosCirurgia]: {
    codigo: gerenteApi,
    iniciar: (queryClient, profissional) =>
      gerenteApi().then((m) => m.prefetchPedidosGerente(queryClient, profissional.centrosCirurgicos)),
  },
};

/**
 * Starts loading a screen's code when the user shows the intent to open it (pointer over or focus on its menu link),
 * so the click waits mostly for its data: first the small module that starts its data (its request then goes out
 * before the screen's chunks are in), then the screen's. Nothing is fetched in the background: parsing other screens'
 * code while the first one is read and searched made long tasks (Lighthouse's TBT, keystrokes in the list). The module
 * cache makes a repeated call free.
 */
export function prefetchScreen(path: ScreenPath): void {
  void SCREEN_DATA[path]?.codigo().catch(() => undefined);
  void carregarTela(path).catch(() => undefined);
}

/**
 * Loads, once the shell is idle, the small modules that start the first data of the screens `paths` (the menu's): a
 * click on one of them then sends its request at once, without waiting for that module (docs/decisions/025-pisos-do-bench.md
 * 'A list's request leaves with the click'). The screens' own code still loads on intent only.
 */
export function prefetchScreenData(paths: readonly ScreenPath[]): () => void {
  const load = () => {
    for (const path of paths) void SCREEN_DATA[path]?.codigo().catch(() => undefined);
  };
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(load, { timeout: 2_000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(load, 200);
  return () => clearTimeout(id);
}

/** Starts the screen's first data with the app's query client and the signed-in user, when there are both. */
function iniciarDados(path: ScreenPath): void {
  const dados = SCREEN_DATA[path];
  const queryClient = appQueryClient();
  const profissional = sessionStore.get();
  // A module that cannot load leaves the screen's own query to read the list (and say so when it fails).
  if (dados && queryClient && profissional) void dados.iniciar(queryClient, profissional).catch(() => undefined);
}

/**
 * A guarded route's loader: when the signed-in user may open it, starts the screen's first data and runs the screen's
 * own loader (its result is the screen's loader data); otherwise null.
 */
export async function loadScreen(path: ScreenPath, flags: readonly AccessFlag[], request: Request): Promise<unknown> {
  const profissional = sessionStore.get();
  const queryClient = appQueryClient();
  // A locked tab sends nothing that needs a session (docs/decisions/014-lock-and-export.md).
  if (!profissional || !queryClient || isLockStored() || !flags.some((f) => isAllowed(profissional, f))) return null;
  iniciarDados(path);
  // A module that cannot load is the route's own failure (its lazy): nothing to read here.
  const screen = await carregarTela(path).catch(() => null);
  return screen?.loader ? screen.loader({ request, queryClient }) : null;
}
