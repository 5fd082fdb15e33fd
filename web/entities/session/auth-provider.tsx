// Session state per the spec's "Authentication" section.
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Profile, Subscription } from '../../../contracts/account';
import { isApiError } from '../../lib/api-client';
import { USER_QUERY_PREFIX } from '../../lib/query-keys';
import { AuthContext, type AuthState, type Session, type SessionUser } from './use-auth';
import { getMe } from './get-me';
import { getSession, type SessionResponse } from './get-session';
import { signOutRequest } from './sign-out';

type CoreState = {
  session: Session | null;
  user: SessionUser | null;
  profile: Profile | null;
  isAdmin: boolean;
  subscription: Subscription | null;
  loading: boolean;
  refreshing: boolean;
  error: string | null;
};

const initialState: CoreState = {
  session: null,
  user: null,
  profile: null,
  isAdmin: false,
  subscription: null,
  loading: true,
  refreshing: false,
  error: null,
};

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<CoreState>(initialState);
  const userIdRef = useRef<string | null>(null);
  const startedRef = useRef(false);
  const profileLoadRef = useRef<Promise<void> | null>(null);
  const sessionSeqRef = useRef(0);

  const clearSignedOut = useCallback(() => {
    userIdRef.current = null;
    setState((current) => ({
      ...current,
      session: null,
      user: null,
      profile: null,
      isAdmin: false,
      subscription: null,
      refreshing: false,
    }));
    queryClient.removeQueries({ queryKey: [USER_QUERY_PREFIX] });
  }, [queryClient]);

  /** One profile load at a time: a second call while one runs gets the same promise. */
  const loadProfile = useCallback((): Promise<void> => {
    if (profileLoadRef.current) return profileLoadRef.current;
    const expectedUserId = userIdRef.current;
    const run = (async () => {
      try {
        const me = await getMe();
        if (userIdRef.current !== expectedUserId || me.user.id !== expectedUserId) return;
        setState((current) => ({ ...current, profile: me.profile, isAdmin: me.isAdmin, subscription: me.subscription, error: null }));
      } catch (error) {
        if (isApiError(error) && error.status === 401) {
          // The session ended on the server: that is being signed out.
          clearSignedOut();
          return;
        }
        const message = error instanceof Error && error.message ? error.message : 'Failed to load profile';
        console.error('Error fetching user data:', message);
        setState((current) => ({ ...current, profile: null, isAdmin: false, subscription: null, error: message }));
      } finally {
        profileLoadRef.current = null;
      }
    })();
    profileLoadRef.current = run;
    return run;
  }, [clearSignedOut]);

  const refreshSession = useCallback(async () => {
    const seq = ++sessionSeqRef.current;
    let result: SessionResponse;
    try {
      result = await getSession();
    } catch (error) {
      if (seq !== sessionSeqRef.current) return;
      console.error('Error fetching session:', error instanceof Error ? error.message : error);
      startedRef.current = true;
      setState((current) => ({ ...current, loading: false }));
      return;
    }
    if (seq !== sessionSeqRef.current) return;

    if (!result) {
      if (userIdRef.current !== null) clearSignedOut();
      startedRef.current = true;
      setState((current) => ({ ...current, loading: false }));
      return;
    }

    const { session, user } = result;
    if (userIdRef.current === user.id) {
      // Same user (token refresh, user updated, focus): only the user object changes.
      setState((current) => ({ ...current, session, user, loading: false }));
      return;
    }

    // A new user id: store the user, reload profile data; `refreshing` marks it after start.
    const isStart = !startedRef.current;
    const hadUser = userIdRef.current !== null;
    userIdRef.current = user.id;
    if (hadUser) queryClient.removeQueries({ queryKey: [USER_QUERY_PREFIX] });
    setState((current) => ({
      ...current,
      session,
      user,
      profile: null,
      isAdmin: false,
      subscription: null,
      refreshing: !isStart,
    }));
    // A load started for the previous user must not stand in for this one.
    if (profileLoadRef.current) await profileLoadRef.current.catch(() => undefined);
    await loadProfile();
    if (seq !== sessionSeqRef.current && userIdRef.current !== user.id) return;
    startedRef.current = true;
    setState((current) => ({ ...current, loading: false, refreshing: false }));
  }, [clearSignedOut, loadProfile, queryClient]);

  const refreshProfile = useCallback(async () => {
    if (userIdRef.current === null) return;
    await loadProfile();
  }, [loadProfile]);

  const signOut = useCallback<AuthState['signOut']>(async (options) => {
    await signOutRequest();
    sessionSeqRef.current++;
    try {
      await options?.beforeClear?.();
    } catch (error) {
      console.error('Error after sign-out:', error);
    }
    clearSignedOut();
    setState((current) => ({ ...current, loading: false, error: null }));
  }, [clearSignedOut]);

  useEffect(() => {
    void refreshSession();
    const onFocus = () => {
      if (startedRef.current) void refreshSession();
    };
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [refreshSession]);

  const value = useMemo<AuthState>(
    () => ({ ...state, signOut, refreshProfile, refreshSession }),
    [state, signOut, refreshProfile, refreshSession],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
