// POST /api/workspaces {name}: a team workspace owned by the caller (a Business subscription, or an admin).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { workspaceSchema } from '@contracts/workspaces';
import { api, validated } from '@web/lib/api-client';
import { useAuth } from '@web/entities/session/use-auth';
import { workspaceKeys } from '@web/entities/workspaces/workspace-keys';

export function useCreateWorkspace() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => validated(api.POST('/api/workspaces', { body: { name } }), workspaceSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workspaceKeys.list(user?.id) }),
  });
}
