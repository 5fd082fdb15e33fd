// GET /api/audiences/:id: one audience with its twins (404 outside its workspace).
import { useQuery } from '@tanstack/react-query';
import { audienceWithTwinsSchema } from '@contracts/audiences';
import { api, isApiError, validated } from '@web/lib/api-client';
import { useAuth } from '@web/entities/session/use-auth';
import { audienceKeys } from './audience-keys';

export function useAudience(id: string | undefined) {
  const { user } = useAuth();
  return useQuery({
    queryKey: audienceKeys.one(user?.id, id ?? ''),
    queryFn: () =>
      validated(api.GET('/api/audiences/{id}', { params: { path: { id: id! } } }), audienceWithTwinsSchema),
    enabled: Boolean(user) && Boolean(id),
    retry: (failures, error) => !(isApiError(error) && error.status === 404) && failures < 2,
  });
}
