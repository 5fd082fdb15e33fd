// GET /api/snapshots/:slug: a shared run, public and read-only (unknown or revoked slugs are 404).
import { useQuery } from '@tanstack/react-query';
import { snapshotSchema, type Snapshot } from '@contracts/feedback-records';
import { apiRequest, isApiError } from '@web/lib/api-client';

export function getSnapshot(slug: string): Promise<Snapshot> {
  return apiRequest(`/api/snapshots/${encodeURIComponent(slug)}`, { schema: snapshotSchema });
}

export function useSnapshot(slug: string) {
  return useQuery({
    queryKey: ['snapshots', slug],
    queryFn: () => getSnapshot(slug),
    retry: (failures, error) => !(isApiError(error) && error.status === 404) && failures < 2,
  });
}
