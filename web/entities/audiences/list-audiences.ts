// GET /api/audiences: the audiences of the user's workspaces, newest first.
import { useQuery } from '@tanstack/react-query';
import { audienceListSchema } from '@contracts/audiences';
import { api, validated } from '@web/lib/api-client';
import { useAuth } from '@web/entities/session/use-auth';
import { audienceKeys } from './audience-keys';

export function useAudiences(enabled = true) {
  const { user } = useAuth();
  return useQuery({
    queryKey: audienceKeys.all(user?.id),
    queryFn: () => validated(api.GET('/api/audiences'), audienceListSchema),
    enabled: Boolean(user) && enabled,
  });
}
