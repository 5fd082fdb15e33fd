// GET /api/feedback/:id: one saved run of the caller (404 for anyone else's or an unknown id).
import { useQuery } from '@tanstack/react-query';
import { feedbackRecordSchema, type FeedbackRecord } from '@contracts/feedback-records';
import { api, isApiError, validated } from '@web/lib/api-client';
import { useAuth } from '@web/entities/session/use-auth';
import { feedbackRecordKeys } from './feedback-record-keys';

export function getFeedbackRecord(id: string): Promise<FeedbackRecord> {
  return validated(api.GET('/api/feedback/{id}', { params: { path: { id } } }), feedbackRecordSchema);
}

export function useFeedbackRecord(id: string) {
  const { user } = useAuth();
  return useQuery({
    queryKey: feedbackRecordKeys.record(user?.id, id),
    queryFn: () => getFeedbackRecord(id),
    enabled: Boolean(user),
    // A missing run stays missing: no retries for a 404.
    retry: (failures, error) => !(isApiError(error) && error.status === 404) && failures < 2,
  });
}
