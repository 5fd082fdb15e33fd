// GET /api/auth/get-session: the current session, or null when signed out.
import { queryOptions } from '@tanstack/react-query';
import { sessionResponseSchema, type SessionResponse } from '@contracts/account';
import { api, validated } from '@web/lib/api-client';
import { sessionKeys } from './session-keys';

export async function getSession(): Promise<SessionResponse> {
  const data = await validated(api.GET('/api/auth/get-session'), sessionResponseSchema);
  if (!data) return null;
  const { id, userId, expiresAt } = data.session;
  const { id: uid, email, name, emailVerified, image, createdAt, updatedAt } = data.user;
  return {
    session: { id, userId, expiresAt },
    user: { id: uid, email, name, emailVerified, image, createdAt, updatedAt },
  };
}

/** Read on start and on every window focus (the spec's auth change events); a failure counts as no change. */
export const sessionQueryOptions = queryOptions({
  queryKey: sessionKeys.session(),
  queryFn: () =>
    getSession().catch((error: unknown) => {
      console.error('Error fetching session:', error instanceof Error ? error.message : error);
      throw error;
    }),
  staleTime: 0,
  retry: false,
});
