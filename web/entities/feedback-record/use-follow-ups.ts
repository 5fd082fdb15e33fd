// GET and POST /api/feedback/:id/follow-ups: a conversation with one twin about a saved run (used by the shared follow-up dialog).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { askFollowUpResultSchema, followUpListSchema, type FollowUp } from '@contracts/feedback';
import { apiRequest } from '@web/lib/api-client';
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
      apiRequest(
        `/api/feedback/${encodeURIComponent(feedbackId)}/follow-ups?personaId=${encodeURIComponent(personaId)}`,
        { schema: followUpListSchema },
      ),
    enabled,
  });
}

export function useAskFollowUp(feedbackId: string, personaId: string) {
  const queryClient = useQueryClient();
  const key = useFollowUpsKey(feedbackId, personaId);
  return useMutation({
    mutationFn: (question: string) =>
      apiRequest(`/api/feedback/${encodeURIComponent(feedbackId)}/follow-ups`, {
        method: 'POST',
        body: { personaId, question },
        schema: askFollowUpResultSchema,
      }),
    onSuccess: (result) => queryClient.setQueryData<FollowUp[]>(key, result.followUps),
  });
}
