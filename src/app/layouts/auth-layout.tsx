import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { LoadingState } from '@/components/data/loading-state';

/** The /auth layout: a centred card, no menu. */
export function AuthLayout() {
  return (
    <div className="auth-layout">
      <Suspense fallback={<LoadingState />}>
        <Outlet />
      </Suspense>
    </div>
  );
}
