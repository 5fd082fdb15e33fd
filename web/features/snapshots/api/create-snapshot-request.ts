// POST /api/snapshot-requests {name, email, company, brand, message} → 201; 400 with invalidParams; 429 after 5 an hour.
import { useMutation } from '@tanstack/react-query';
import type { SnapshotRequestInput } from '@contracts/content';
import { api } from '@web/lib/api-client';

export async function createSnapshotRequest(input: SnapshotRequestInput): Promise<void> {
  await api.POST('/api/snapshot-requests', { body: input });
}

export function useCreateSnapshotRequest() {
  return useMutation({ mutationKey: ['snapshot-requests', 'create'], mutationFn: createSnapshotRequest });
}
