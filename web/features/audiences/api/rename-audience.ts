// PATCH /api/audiences/:id: a new name.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { audienceSchema } from '@contracts/audiences';
import { audienceKeys } from '@web/entities/audiences/audience-keys';
import { audiencePath } from '@web/entities/audiences/get-audience';
import { useAuth } from '@web/entities/session/use-auth';
import { apiRequest } from '@web/lib/api-client';

export function useRenameAudience() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      apiRequest(audiencePath(id), { method: 'PATCH', body: { name }, schema: audienceSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: audienceKeys.all(user?.id) }),
  });
}
