// DELETE /api/workspaces/:id/webhooks/:webhookId: nothing more is sent to the endpoint.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { useAuth } from '@web/entities/session/use-auth';
import { webhooksQueryKey } from './list-webhooks';

export async function deleteWebhook(workspaceId: string, webhookId: string): Promise<void> {
  await api.DELETE('/api/workspaces/{id}/webhooks/{webhookId}', {
    params: { path: { id: workspaceId, webhookId } },
  });
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
