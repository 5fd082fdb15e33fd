// DELETE /api/admin/content/:id → 204.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { useAuth } from '@web/entities/session/use-auth';
import { siteKeys } from '@web/entities/site/site-keys';
import { adminContentKey } from './admin-content-keys';

export async function deleteContent(id: string): Promise<void> {
  await api.DELETE('/api/admin/content/{id}', { params: { path: { id } } });
}

export function useDeleteContent() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin-content', 'delete'],
    mutationFn: deleteContent,
    onSuccess: async (_, id) => {
      queryClient.removeQueries({ queryKey: adminContentKey(user?.id, 'item', id) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminContentKey(user?.id, 'list') }),
        queryClient.invalidateQueries({ queryKey: siteKeys.publishedContent() }),
      ]);
    },
  });
}
