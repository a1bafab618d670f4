import { PrimeReactProvider } from 'primereact/api';
import { lazy, Suspense, useCallback, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { useRequiredProfissional } from '@/api/session/session-store';
import { LoadingState } from '@/components/data/loading-state';
import { isLockStored } from '../session-lock/lock-mark';
import { PrintUserContext } from '@/components/table/print-user';
import { estabilizarIconesPrimeReact } from '../primereact-icones';
import { registerPtBrLocale } from '../primereact-locale';
import { Footer } from './footer';
import { NavigationProgress } from './navigation-progress';
import { RouteChecks } from './route-checks';
import { Sidebar } from './sidebar';
import { Topbar } from './topbar';
import { useDrawer } from './use-drawer';
import { useScrollOnNavigate } from './use-scroll-on-navigate';
import { usePhoneLayout } from '@/components/layout/use-media-query';
import { NavegarProvider } from '@/lib/router/navegar';

// The idle lock loads beside the layout (docs/decisions/014-lock-and-export.md). Its folder sorts after `layouts`:
// the bundler orders the sign-in page's core chunk by the lazy modules' paths, and that order is 0.2 KB of gzip
// (docs/decisions/002-bundle-budget.md).
const IdleGuard = lazy(() => import('../session-lock/idle-guard').then((m) => ({ default: m.IdleGuard })));

const MENU_ID = 'menu-lateral';

/**
 * PrimeReact defaults for every screen (accessibility: duplicate native select hidden, scrollable dialogs focusable).
 * The locale is named here too: the provider sets PrimeReact's locale to its own ('en' unless told) when it mounts,
 * after `registerPtBrLocale` chose pt-BR, and the month grids were in English.
 */
const PRIME_CONFIG = {
  locale: 'pt-BR',
  pt: {
    dropdown: { select: { 'aria-hidden': true } },
    // A dialog's content may scroll: it must be reachable by keyboard.
    dialog: { content: { tabIndex: 0 } },
  },
};

// Every screen with PrimeReact widgets sits under a layout loaded after sign-in; the locale comes with it.
registerPtBrLocale();
estabilizarIconesPrimeReact();

/** Admin layout: 260 px sidebar (below 960 px a drawer opened by the menu button), top bar, content, footer. */
export function AdminLayout() {
  // A tab opened or reloaded while locked renders no screen, so none of its calls leaves before the unlock
  // (docs/decisions/014-lock-and-export.md).
  const [liberada, setLiberada] = useState(() => !isLockStored());
  const liberar = useCallback(() => setLiberada(true), []);
  return (
    <PrimeReactProvider value={PRIME_CONFIG}>
      <Suspense fallback={null}>
        <IdleGuard onUnlocked={liberar} />
      </Suspense>
      <NavegarProvider>{liberada ? <AdminFrame /> : null}</NavegarProvider>
    </PrimeReactProvider>
  );
}

/**
 * The scroll of each navigation, in a component of its own: the frame below reads no location, so a navigation renders
 * the screen, the menu entries that change and the route checks, not the top bar and footer
 * (docs/decisions/025-pisos-do-bench.md).
 */
function RolagemDaNavegacao() {
  useScrollOnNavigate();
  return null;
}

/** The sidebar, top bar, screen and footer of a signed-in session. */
function AdminFrame() {
  const wide = !usePhoneLayout();
  const drawer = useDrawer();
  const { close: fecharDrawer } = drawer;
  const fecharMenu = useCallback(() => fecharDrawer(!wide), [fecharDrawer, wide]);
  const sidebarOpen = wide || drawer.open;
  const { nome, username } = useRequiredProfissional();
  return (
    <PrintUserContext value={`${nome} (${username})`}>
      <div className={`admin-layout${sidebarOpen ? ' admin-layout--menu-open' : ''}`}>
        <a href="#conteudo" className="skip-link">
          Ir para o conteúdo
        </a>
        <RolagemDaNavegacao />
        <RouteChecks />
        <Topbar
          menuId={MENU_ID}
          menuOpen={sidebarOpen}
          onToggleMenu={wide ? undefined : drawer.toggle}
          menuButtonRef={drawer.toggleRef}
        />
        <NavigationProgress />
        <div className="admin-layout__body">
          {sidebarOpen ? <Sidebar id={MENU_ID} ref={drawer.drawerRef} onNavigate={fecharMenu} /> : null}
          <div className="admin-layout__main">
            <main id="conteudo" className="admin-layout__content" tabIndex={-1}>
              <Suspense fallback={<LoadingState />}>
                <Outlet />
              </Suspense>
            </main>
            <Footer />
          </div>
        </div>
      </div>
    </PrintUserContext>
  );
}
