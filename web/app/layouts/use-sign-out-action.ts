import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '@web/entities/session/use-auth';
import { routes } from '@web/lib/routes';

export const SIGN_OUT_FAILED_MESSAGE = 'Failed to sign out. Please try again.';

/** Sign-out action: close the menu it was chosen from, sign out, go to / (replace); alert on failure. */
export function useSignOutAction(closeMenu: () => void) {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return useCallback(async () => {
    closeMenu();
    try {
      // Go to / before the session state clears, so the page being left never bounces to /login.
      await signOut({ beforeClear: () => navigate(routes.home, { replace: true, flushSync: true }) });
    } catch {
      window.alert(SIGN_OUT_FAILED_MESSAGE);
    }
  }, [closeMenu, signOut, navigate]);
}
