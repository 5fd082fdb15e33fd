// GET /api/me: profile, admin flag and subscription, read in parallel by the server (401 when signed out).
import { queryOptions } from '@tanstack/react-query';
import { meSchema, type Me } from '@contracts/account';
import { api, validated } from '@web/lib/api-client';
import { sessionKeys } from './session-keys';

export function getMe(): Promise<Me> {
  return validated(api.GET('/api/me'), meSchema);
}

export function meQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: sessionKeys.me(userId),
    queryFn: getMe,
    enabled: userId !== null,
    // Fresh until a realtime event or an edit says otherwise.
    staleTime: Infinity,
    retry: false,
  });
}
