// GET /api/admin/snapshot-requests?status=&page=: snapshot requests newest first, 50 a page (admins only).
import { useInfiniteQuery } from '@tanstack/react-query';
import {
  snapshotRequestListSchema,
  type SnapshotRequestList,
  type SnapshotRequestListQuery,
} from '@contracts/content';
import { api, validated } from '@web/lib/api-client';
import { userQueryKey } from '@web/lib/query-keys';
import { useAuth } from '@web/entities/session/use-auth';

export type SnapshotRequestFilter = SnapshotRequestListQuery['status'];

/** Snapshot request queries belong to the signed-in admin, so they are dropped on sign-out. */
export function snapshotRequestsKey(userId: string | null | undefined, ...parts: string[]) {
  return userQueryKey(userId, 'admin-snapshot-requests', ...parts);
}

export function listSnapshotRequests(
  status: SnapshotRequestFilter,
  page: number,
): Promise<SnapshotRequestList> {
  return validated(
    api.GET('/api/admin/snapshot-requests', { params: { query: { status, page } } }),
    snapshotRequestListSchema,
  );
}

export function useSnapshotRequests(status: SnapshotRequestFilter) {
  const { user } = useAuth();
  return useInfiniteQuery({
    queryKey: snapshotRequestsKey(user?.id, status),
    queryFn: ({ pageParam }) => listSnapshotRequests(status, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.hasMore ? pages.length : undefined),
  });
}
