// POST /api/workspaces/:id/webhooks/:webhookId/resume: a paused endpoint is sent to again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { webhookSchema, type Webhook } from '@contracts/webhooks';
import { api, validated } from '@web/lib/api-client';
import { useAuth } from '@web/entities/session/use-auth';
import { webhooksQueryKey } from './list-webhooks';

export async function resumeWebhook(workspaceId: string, webhookId: string): Promise<Webhook> {
  return validated(
    api.POST('/api/workspaces/{id}/webhooks/{webhookId}/resume', {
      params: { path: { id: workspaceId, webhookId } },
    }),
    webhookSchema,
  );
}

export function useResumeWebhook(workspaceId: string | undefined) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['profile', 'resume-webhook'],
    mutationFn: (webhookId: string) => resumeWebhook(workspaceId!, webhookId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhooksQueryKey(user?.id, workspaceId) }),
  });
}
