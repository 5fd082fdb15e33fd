// POST /api/feedback/repair-types: the spec's maintenance routine turning null/empty types into focus-group.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { repairTypesResultSchema } from '@contracts/feedback';
import { api, validated } from '@web/lib/api-client';
import { useAuth } from '@web/entities/session/use-auth';
import { feedbackRecordKeys } from '@web/entities/feedback-record/feedback-record-keys';

export const FIX_TYPES_FAILED = 'Failed to fix type values. Please try again later.';

export async function repairFeedbackTypes(): Promise<void> {
  const result = await validated(api.POST('/api/feedback/repair-types'), repairTypesResultSchema);
  if (!result.success) throw new Error(FIX_TYPES_FAILED);
}

/** On reported success the loaded history is dropped and read again from the first page. */
export function useRepairFeedbackTypes() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['feedback-history', 'repair-types'],
    mutationFn: repairFeedbackTypes,
    onSuccess: () =>
      Promise.all([
        queryClient.resetQueries({ queryKey: feedbackRecordKeys.histories(user?.id) }),
        queryClient.invalidateQueries({ queryKey: feedbackRecordKeys.everything(user?.id) }),
      ]),
  });
}
