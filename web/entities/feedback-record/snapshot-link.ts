// GET / POST / DELETE /api/feedback/:id/snapshot: the run's read-only public link (publishing is idempotent).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { snapshotLinkSchema, snapshotStateSchema, type SnapshotLink } from '@contracts/content';
import { api, validated } from '@web/lib/api-client';
import { useAuth } from '@web/entities/session/use-auth';
import { feedbackRecordKeys } from './feedback-record-keys';

const snapshotParams = (feedbackId: string) => ({ params: { path: { id: feedbackId } } });

function useSnapshotKey(feedbackId: string) {
  const { user } = useAuth();
  return feedbackRecordKeys.snapshot(user?.id, feedbackId);
}

export function useSnapshotLink(feedbackId: string, enabled: boolean) {
  return useQuery({
    queryKey: useSnapshotKey(feedbackId),
    queryFn: async () =>
      (
        await validated(
          api.GET('/api/feedback/{id}/snapshot', snapshotParams(feedbackId)),
          snapshotStateSchema,
        )
      ).snapshot,
    enabled,
  });
}

export function usePublishSnapshot(feedbackId: string) {
  const queryClient = useQueryClient();
  const key = useSnapshotKey(feedbackId);
  return useMutation({
    mutationFn: () =>
      validated(api.POST('/api/feedback/{id}/snapshot', snapshotParams(feedbackId)), snapshotLinkSchema),
    onSuccess: (link) => queryClient.setQueryData<SnapshotLink | null>(key, link),
  });
}

export function useRevokeSnapshot(feedbackId: string) {
  const queryClient = useQueryClient();
  const key = useSnapshotKey(feedbackId);
  return useMutation({
    mutationFn: () => api.DELETE('/api/feedback/{id}/snapshot', snapshotParams(feedbackId)),
    onSuccess: () => queryClient.setQueryData<SnapshotLink | null>(key, null),
  });
}
