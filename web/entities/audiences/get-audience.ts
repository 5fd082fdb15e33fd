// GET /api/audiences/:id: one audience with its twins (404 outside its workspace).
import { useQuery } from '@tanstack/react-query';
import { audienceWithTwinsSchema } from '@contracts/audiences';
import { apiRequest, isApiError } from '@web/lib/api-client';
import { useAuth } from '@web/entities/session/use-auth';
import { audienceKeys } from './audience-keys';

export const audiencePath = (id: string) => `/api/audiences/${encodeURIComponent(id)}`;

export function useAudience(id: string | undefined) {
  const { user } = useAuth();
  return useQuery({
    queryKey: audienceKeys.one(user?.id, id ?? ''),
    queryFn: () => apiRequest(audiencePath(id!), { schema: audienceWithTwinsSchema }),
    enabled: Boolean(user) && Boolean(id),
    retry: (failures, error) => !(isApiError(error) && error.status === 404) && failures < 2,
  });
}
