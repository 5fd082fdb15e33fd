// GET /api/auth/api-key/list (better-auth's API key plugin): the caller's keys, without the keys themselves.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiKeyListSchema, type ApiKeySummary } from '@contracts/api-keys';
import { apiRequest } from '@web/lib/api-client';
import { apiKeyPaths } from '@web/lib/untyped-api-paths';
import { useAuth } from '@web/entities/session/use-auth';
import { userQueryKey } from '@web/lib/query-keys';

export async function listApiKeys(): Promise<ApiKeySummary[]> {
  const answer = await apiRequest(apiKeyPaths.list, { schema: apiKeyListSchema });
  return [...answer.apiKeys].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export const apiKeysQueryKey = (userId: string | null | undefined) => userQueryKey(userId, 'api-keys');

export function apiKeysQueryOptions(userId: string | null | undefined) {
  return queryOptions({ queryKey: apiKeysQueryKey(userId), queryFn: listApiKeys, enabled: Boolean(userId) });
}

export function useApiKeys() {
  const { user } = useAuth();
  return useQuery(apiKeysQueryOptions(user?.id));
}
