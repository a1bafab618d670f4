import { lazy, Suspense, useCallback, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { LoadingState } from '@/components/data/loading-state';
import { NavegarProvider } from '@/lib/router/navegar';
import { isLockStored } from '../session-lock/lock-mark';
import { estabilizarIconesPrimeReact } from '../primereact-icones';
import { registerPtBrLocale } from '../primereact-locale';
import { NavigationProgress } from './navigation-progress';
import { RouteChecks } from './route-checks';
import { Topbar } from './topbar';
import { useScrollOnNavigate } from './use-scroll-on-navigate';

// The idle lock loads beside the layout (docs/decisions/014-lock-and-export.md). Its folder sorts after `layouts`:
// the bundler orders the sign-in page's core chunk by the lazy modules' paths, and that order is 0.2 KB of gzip
// (docs/decisions/002-bundle-budget.md).
const IdleGuard = lazy(() => import('../session-lock/idle-guard').then((m) => ({ default: m.IdleGuard })));

registerPtBrLocale();
estabilizarIconesPrimeReact();

/** Full-width layout without sidebar or footer (/admin/mapaleito). */
export function FullWidthLayout() {
  useScrollOnNavigate();
  // A tab opened or reloaded while locked renders no screen, so none of its calls leaves before the unlock
  // (docs/decisions/014-lock-and-export.md).
  const [liberada, setLiberada] = useState(() => !isLockStored());
  const liberar = useCallback(() => setLiberada(true), []);
  return (
    <>
      <Suspense fallback={null}>
        <IdleGuard onUnlocked={liberar} />
      </Suspense>
      <NavegarProvider>
        {liberada ? (
          <div className="full-width-layout">
            <RouteChecks />
            <Topbar />
            <NavigationProgress />
            <main id="conteudo" className="full-width-layout__content">
              <Suspense fallback={<LoadingState />}>
                <Outlet />
              </Suspense>
            </main>
          </div>
        ) : null}
      </NavegarProvider>
    </>
  );
}
