import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useProfissional } from '@/api/session/session-store';
import { paths } from '@/config/paths';

/** A user with no stored professional is sent to login. */
export function RequireSession({ children }: { children: ReactNode }) {
  const profissional = useProfissional();
  if (!profissional) return <Navigate to={paths.login} replace />;
  return children;
}
