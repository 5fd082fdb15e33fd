// GET /api/snapshots/:slug: a shared run, public and read-only (unknown or revoked slugs are 404).
import { useQuery } from '@tanstack/react-query';
import { snapshotSchema, type Snapshot } from '@contracts/feedback-records';
import { api, isApiError, validated } from '@web/lib/api-client';

export function getSnapshot(slug: string): Promise<Snapshot> {
  return validated(api.GET('/api/snapshots/{slug}', { params: { path: { slug } } }), snapshotSchema);
}

export function useSnapshot(slug: string) {
  return useQuery({
    queryKey: ['snapshots', slug],
    queryFn: () => getSnapshot(slug),
    retry: (failures, error) => !(isApiError(error) && error.status === 404) && failures < 2,
  });
}
