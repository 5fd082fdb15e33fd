// DELETE /api/audiences/:id: the audience and its twins go; records of runs on them stay.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { audienceKeys } from '@web/entities/audiences/audience-keys';
import { useAuth } from '@web/entities/session/use-auth';
import { api } from '@web/lib/api-client';

export function useDeleteAudience() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.DELETE('/api/audiences/{id}', { params: { path: { id } } }),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: audienceKeys.one(user?.id, id) });
      return queryClient.invalidateQueries({ queryKey: audienceKeys.all(user?.id) });
    },
  });
}
