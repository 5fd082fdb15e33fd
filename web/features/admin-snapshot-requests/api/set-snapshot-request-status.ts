// PATCH /api/admin/snapshot-requests/:id {status} → the request: marks it handled, or new again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { snapshotRequestItemSchema, type SnapshotRequestStatus } from '@contracts/content';
import { api, validated } from '@web/lib/api-client';
import { useAuth } from '@web/entities/session/use-auth';
import { snapshotRequestsKey } from './list-snapshot-requests';

export function setSnapshotRequestStatus(id: string, status: SnapshotRequestStatus) {
  return validated(
    api.PATCH('/api/admin/snapshot-requests/{id}', { params: { path: { id } }, body: { status } }),
    snapshotRequestItemSchema,
  );
}

export function useSetSnapshotRequestStatus() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: SnapshotRequestStatus }) =>
      setSnapshotRequestStatus(id, status),
    // Every filtered list and the count of new requests may change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: snapshotRequestsKey(user?.id) }),
  });
}
