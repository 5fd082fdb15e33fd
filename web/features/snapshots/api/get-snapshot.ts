// GET /api/snapshots/:slug: a shared run, public and read-only (unknown or revoked slugs are 404).
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { feedbackRecordSchema } from '../../../../contracts/feedback';
import { apiRequest, isApiError } from '../../../lib/api-client';

export const snapshotSchema = feedbackRecordSchema.omit({ user_id: true }).extend({ shared_at: z.string() });
export type Snapshot = z.infer<typeof snapshotSchema>;

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
