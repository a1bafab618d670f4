import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { LoadingState } from '@/components/data/loading-state';
import { registerPtBrLocale } from '../primereact-locale';
import { IdleGuard } from '../idle/idle-guard';
import { RouteChecks } from './route-checks';
import { Topbar } from './topbar';
import { useScrollOnNavigate } from './use-scroll-on-navigate';

registerPtBrLocale();

/** Full-width layout without sidebar or footer (/admin/mapaleito). */
export function FullWidthLayout() {
  useScrollOnNavigate();
  return (
    <div className="full-width-layout">
      <RouteChecks />
      <IdleGuard />
      <Topbar />
      <main id="conteudo" className="full-width-layout__content">
        <Suspense fallback={<LoadingState />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
