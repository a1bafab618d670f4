import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { LoadingState } from '@/components/data/loading-state';
import { registerPtBrLocale } from '../primereact-locale';
import { RouteChecks } from './route-checks';
import { Topbar } from './topbar';
import { useScrollOnNavigate } from './use-scroll-on-navigate';

// The idle lock loads beside the layout (docs/decisions/014-lock-and-export.md). Its folder sorts after `layouts`:
// the bundler orders the sign-in page's core chunk by the lazy modules' paths, and that order is 0.2 KB of gzip
// (docs/decisions/002-bundle-budget.md).
const IdleGuard = lazy(() => import('../session-lock/idle-guard').then((m) => ({ default: m.IdleGuard })));

registerPtBrLocale();

/** Full-width layout without sidebar or footer (/admin/mapaleito). */
export function FullWidthLayout() {
  useScrollOnNavigate();
  return (
    <div className="full-width-layout">
      <RouteChecks />
      <Suspense fallback={null}>
        <IdleGuard />
      </Suspense>
      <Topbar />
      <main id="conteudo" className="full-width-layout__content">
        <Suspense fallback={<LoadingState />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
