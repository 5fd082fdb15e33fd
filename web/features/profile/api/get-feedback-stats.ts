// GET /api/feedback/stats: how much research the user has run.
import { useQuery } from '@tanstack/react-query';
import { feedbackStatsSchema, type FeedbackStats } from '@contracts/feedback';
import { api, validated } from '@web/lib/api-client';
import { useAuth } from '@web/entities/session/use-auth';
import { feedbackRecordKeys } from '@web/entities/feedback-record/feedback-record-keys';

export function getFeedbackStats(): Promise<FeedbackStats> {
  return validated(api.GET('/api/feedback/stats'), feedbackStatsSchema);
}

export function useFeedbackStats() {
  const { user } = useAuth();
  return useQuery({
    queryKey: feedbackRecordKeys.stats(user?.id),
    queryFn: getFeedbackStats,
    enabled: Boolean(user),
  });
}
