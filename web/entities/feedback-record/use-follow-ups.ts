// GET and POST /api/feedback/:id/follow-ups: a conversation with one twin about a saved run (used by the shared follow-up dialog).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { askFollowUpResultSchema, followUpListSchema, type FollowUp } from '@contracts/feedback';
import { api, validated } from '@web/lib/api-client';
import { useAuth } from '@web/entities/session/use-auth';
import { feedbackRecordKeys } from './feedback-record-keys';

function useFollowUpsKey(feedbackId: string, personaId: string) {
  const { user } = useAuth();
  return feedbackRecordKeys.followUps(user?.id, feedbackId, personaId);
}

export function useFollowUps(feedbackId: string, personaId: string, enabled: boolean) {
  return useQuery({
    queryKey: useFollowUpsKey(feedbackId, personaId),
    queryFn: () =>
      validated(
        api.GET('/api/feedback/{id}/follow-ups', {
          params: { path: { id: feedbackId }, query: { personaId } },
        }),
        followUpListSchema,
      ),
    enabled,
  });
}

export function useAskFollowUp(feedbackId: string, personaId: string) {
  const queryClient = useQueryClient();
  const key = useFollowUpsKey(feedbackId, personaId);
  return useMutation({
    mutationFn: (question: string) =>
      validated(
        api.POST('/api/feedback/{id}/follow-ups', {
          params: { path: { id: feedbackId } },
          body: { personaId, question },
        }),
        askFollowUpResultSchema,
      ),
    onSuccess: (result) => queryClient.setQueryData<FollowUp[]>(key, result.followUps),
  });
}
