// GET /api/feedback/all: every run of the caller, read only to explain an empty history.
import { useQuery } from '@tanstack/react-query';
import { feedbackRecordListSchema, type FeedbackRecord } from '@contracts/feedback-records';
import { api, validated } from '@web/lib/api-client';
import { useAuth } from '@web/entities/session/use-auth';
import { feedbackRecordKeys } from './feedback-record-keys';

export function listAllFeedback(): Promise<FeedbackRecord[]> {
  return validated(api.GET('/api/feedback/all'), feedbackRecordListSchema);
}

export function useAllFeedback(enabled: boolean) {
  const { user } = useAuth();
  return useQuery({
    queryKey: feedbackRecordKeys.everything(user?.id),
    queryFn: listAllFeedback,
    enabled: enabled && Boolean(user),
  });
}
