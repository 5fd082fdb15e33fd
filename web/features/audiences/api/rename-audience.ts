// PATCH /api/audiences/:id: a new name.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { audienceSchema } from '@contracts/audiences';
import { audienceKeys } from '@web/entities/audiences/audience-keys';
import { useAuth } from '@web/entities/session/use-auth';
import { api, validated } from '@web/lib/api-client';

export function useRenameAudience() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      validated(
        api.PATCH('/api/audiences/{id}', { params: { path: { id } }, body: { name } }),
        audienceSchema,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: audienceKeys.all(user?.id) }),
  });
}
