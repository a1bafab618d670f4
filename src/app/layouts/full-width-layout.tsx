import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { LoadingState } from '@/components/data/loading-state';
import { registerPtBrLocale } from '../primereact-locale';
import { RouteChecks } from './route-checks';
import { Topbar } from './topbar';

registerPtBrLocale();

/** Full-width layout without sidebar or footer (/admin/mapaleito). */
export function FullWidthLayout() {
  return (
    <div className="full-width-layout">
      <RouteChecks />
      {/* A new screen opens at its top (its title under the top bar, not behind it); Back returns where it was. */}
      <ScrollRestoration />
      <Topbar />
      <main id="conteudo" className="full-width-layout__content">
        <Suspense fallback={<LoadingState />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
