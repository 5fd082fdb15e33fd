import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { routes, type ReturnState } from '@web/lib/routes';
import { DelayedSpinner } from '@web/components/delayed-spinner';
import { useAuth } from '@web/entities/session/use-auth';
import { useSessionExpected } from '@web/entities/session/session-expected';

export const AUTH_SPINNER_DELAY_MS = 450;

/**
 * Signed-in only: a delayed spinner while the session loads (the page itself when the server already saw the
 * session and rendered it), then the page or /login (replace).
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { user, loading } = useAuth();
  const sessionExpected = useSessionExpected();
  const location = useLocation();
  if (loading && !sessionExpected)
    return <DelayedSpinner label="Verifying authentication..." delayMs={AUTH_SPINNER_DELAY_MS} />;
  if (loading) return children ?? <Outlet />;
  if (!user) {
    const state: ReturnState = { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to={routes.login} replace state={state} />;
  }
  return children ?? <Outlet />;
}
