// Session state per the spec's "Authentication" section, read from two queries: the session, then /api/me for its user.
// TanStack Query does the bookkeeping: one fetch per key at a time, the newest answer wins, focus re-reads the session.
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { isApiError } from '@web/lib/api-client';
import { USER_QUERY_PREFIX } from '@web/lib/query-keys';
import { meQueryOptions } from './get-me';
import { sessionQueryOptions } from './get-session';
import { sessionKeys } from './session-keys';
import { signOutRequest } from './sign-out';
import { AuthContext, type AuthState } from './use-auth';

function messageOf(error: unknown): string | undefined {
  return error instanceof Error && error.message ? error.message : undefined;
}

/** Drops every cached query of users other than `keepUserId` (all of them for null). */
function forgetOtherUsers(queryClient: QueryClient, keepUserId: string | null) {
  queryClient.removeQueries({
    predicate: (query) =>
      query.queryKey[0] === USER_QUERY_PREFIX && (keepUserId === null || query.queryKey[1] !== keepUserId),
  });
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const sessionQuery = useQuery(sessionQueryOptions);
  const current = sessionQuery.data ?? null;
  const userId = current?.user.id ?? null;
  const meQuery = useQuery(meQueryOptions(userId));

  // Loading covers the first session read and, when it found a user, that user's first profile load; a later
  // change of user shows as `refreshing` instead.
  const [started, setStarted] = useState(false);
  const profilePending = userId !== null && meQuery.isPending;
  const loading = !started && (sessionQuery.isPending || profilePending);
  if (!started && !loading) setStarted(true);

  const clearSignedOut = useCallback(() => {
    queryClient.setQueryData(sessionKeys.session(), null);
    forgetOtherUsers(queryClient, null);
  }, [queryClient]);

  const meError = meQuery.error;
  useEffect(() => {
    if (!meError) return;
    // The session ended on the server: that is being signed out.
    if (isApiError(meError) && meError.status === 401) clearSignedOut();
    else console.error('Error fetching user data:', messageOf(meError) ?? 'Failed to load profile');
  }, [meError, clearSignedOut]);

  // Another user's data is never shown: a change of user drops what was cached for the previous one.
  const previousUserId = useRef(userId);
  useEffect(() => {
    if (previousUserId.current !== null && previousUserId.current !== userId)
      forgetOtherUsers(queryClient, userId);
    previousUserId.current = userId;
  }, [queryClient, userId]);

  const refreshSession = useCallback(async () => {
    try {
      const next = await queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 });
      if (next) await queryClient.fetchQuery(meQueryOptions(next.user.id));
    } catch {
      // Already logged and kept in the queries' state: a failed session read changes nothing, a profile one sets `error`.
    }
  }, [queryClient]);

  const refreshProfile = useCallback(async () => {
    if (userId === null) return;
    // fetchQuery joins a load already running instead of starting a second one.
    await queryClient.fetchQuery({ ...meQueryOptions(userId), staleTime: 0 }).catch(() => undefined);
  }, [queryClient, userId]);

  const signOut = useCallback<AuthState['signOut']>(
    async (options) => {
      await signOutRequest();
      await queryClient.cancelQueries({ queryKey: sessionKeys.session() });
      try {
        await options?.beforeClear?.();
      } catch (error) {
        console.error('Error after sign-out:', error);
      }
      clearSignedOut();
    },
    [queryClient, clearSignedOut],
  );

  const me = !meQuery.isError && meQuery.data?.user.id === userId ? meQuery.data : undefined;
  const error =
    meQuery.isError && !(isApiError(meQuery.error) && meQuery.error.status === 401)
      ? (messageOf(meQuery.error) ?? 'Failed to load profile')
      : null;
  const value = useMemo<AuthState>(
    () => ({
      session: current?.session ?? null,
      user: current?.user ?? null,
      profile: me?.profile ?? null,
      isAdmin: me?.isAdmin ?? false,
      subscription: me?.subscription ?? null,
      loading,
      refreshing: started && profilePending,
      error,
      signOut,
      refreshProfile,
      refreshSession,
    }),
    [current, me, loading, started, profilePending, error, signOut, refreshProfile, refreshSession],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
