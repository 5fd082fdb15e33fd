// DELETE /api/workspaces/:id/webhooks/:webhookId: nothing more is sent to the endpoint.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { useAuth } from '@web/entities/session/use-auth';
import { webhooksQueryKey } from './list-webhooks';

export async function deleteWebhook(workspaceId: string, webhookId: string): Promise<void> {
  await apiRequest(
    `/api/workspaces/${encodeURIComponent(workspaceId)}/webhooks/${encodeURIComponent(webhookId)}`,
    { method: 'DELETE' },
  );
}

export function useDeleteWebhook(workspaceId: string | undefined) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['profile', 'delete-webhook'],
    mutationFn: (webhookId: string) => deleteWebhook(workspaceId!, webhookId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhooksQueryKey(user?.id, workspaceId) }),
  });
}
