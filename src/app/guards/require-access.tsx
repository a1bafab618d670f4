import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import type { AccessFlag } from '@/config/access-flags';
import { sessionStore, useRequiredProfissional } from '@/api/session/session-store';
import { firstPermittedPath, isAllowed } from '@/config/access';
import { paths } from '@/config/paths';

function NoAccess() {
  useEffect(() => sessionStore.signOut('no-access'), []);
  return <Navigate to={paths.auth} replace />;
}

/** A route allowed when any of its flags is present and not 'N'; else the first permitted screen, else /auth. */
export function RequireAccess({ flags, children }: { flags: readonly AccessFlag[]; children: ReactNode }) {
  const profissional = useRequiredProfissional();
  if (flags.some((f) => isAllowed(profissional, f))) return children;
  const target = firstPermittedPath(profissional);
  if (!target) return <NoAccess />;
  return <Navigate to={target} replace />;
}

/** /admin and unknown /admin paths: the first permitted screen. */
export function FirstPermittedRedirect() {
  const profissional = useRequiredProfissional();
  const target = firstPermittedPath(profissional);
  if (!target) return <NoAccess />;
  return <Navigate to={target} replace />;
}
