// GET /api/workspaces/:id/webhooks: the workspace's endpoints, each with its latest delivery.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { webhookListSchema, type Webhook } from '@contracts/webhooks';
import { api, validated } from '@web/lib/api-client';
import { useAuth } from '@web/entities/session/use-auth';
import { userQueryKey } from '@web/lib/query-keys';

export function listWebhooks(workspaceId: string): Promise<Webhook[]> {
  return validated(
    api.GET('/api/workspaces/{id}/webhooks', { params: { path: { id: workspaceId } } }),
    webhookListSchema,
  );
}

export const webhooksQueryKey = (userId: string | null | undefined, workspaceId: string | undefined) =>
  userQueryKey(userId, 'webhooks', workspaceId ?? 'none');

export function useWebhooks(workspaceId: string | undefined) {
  const { user } = useAuth();
  return useQuery(
    queryOptions({
      queryKey: webhooksQueryKey(user?.id, workspaceId),
      queryFn: () => listWebhooks(workspaceId!),
      enabled: Boolean(user?.id && workspaceId),
    }),
  );
}
