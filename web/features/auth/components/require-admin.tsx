import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { routes, type ReturnState } from '@web/lib/routes';
import { DelayedSpinner } from '@web/components/delayed-spinner';
import { useAuth } from '@web/entities/session/use-auth';

/** Admin only: not signed in → /login remembering the origin; signed in but not admin → /. */
export function RequireAdmin({ children }: { children?: ReactNode }) {
  const { user, isAdmin, loading, refreshing } = useAuth();
  const location = useLocation();
  if (loading || refreshing) return <DelayedSpinner label="Checking admin privileges..." />;
  if (!user) {
    const state: ReturnState = { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to={routes.login} replace state={state} />;
  }
  if (!isAdmin) return <Navigate to={routes.home} replace />;
  return children ?? <Outlet />;
}
