// POST /api/workspaces/:id/webhooks {url, events}: the answer holds the signing secret, shown this once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createdWebhookSchema, type CreateWebhook } from '@contracts/webhooks';
import { api, validated } from '@web/lib/api-client';
import { useAuth } from '@web/entities/session/use-auth';
import { webhooksQueryKey } from './list-webhooks';

export function createWebhook(workspaceId: string, input: CreateWebhook) {
  return validated(
    api.POST('/api/workspaces/{id}/webhooks', { params: { path: { id: workspaceId } }, body: input }),
    createdWebhookSchema,
  );
}

export function useCreateWebhook(workspaceId: string | undefined) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['profile', 'create-webhook'],
    mutationFn: (input: CreateWebhook) => createWebhook(workspaceId!, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksQueryKey(user?.id, workspaceId) }),
  });
}
