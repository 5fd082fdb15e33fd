// The session state every screen reads (spec "Session state"), provided by AuthProvider in this folder.
import { createContext, useContext } from 'react';
import type { Profile, Session, SessionUser, Subscription } from '@contracts/account';

export type { Session, SessionUser };

export type AuthState = {
  session: Session | null;
  user: SessionUser | null;
  profile: Profile | null;
  isAdmin: boolean;
  subscription: Subscription | null;
  loading: boolean;
  refreshing: boolean;
  /** The last profile load failure ('Failed to load profile' when it had no message). */
  error: string | null;
  /**
   * Signs out on the server, runs `beforeClear` (e.g. leaving a signed-in page, so no gate bounces to /login),
   * then clears user, profile, admin flag and subscription. Throws when the server refuses.
   */
  signOut: (options?: { beforeClear?: () => void | Promise<void> }) => Promise<void>;
  /** Reloads profile, role and subscription (one load at a time). */
  refreshProfile: () => Promise<void>;
  /** Re-reads the session: the "auth change event" after sign-in, sign-up, sign-out and on window focus. */
  refreshSession: () => Promise<void>;
};

export const AuthContext = createContext<AuthState | undefined>(undefined);

export function useAuth(): AuthState {
  const value = useContext(AuthContext);
  if (value === undefined) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
