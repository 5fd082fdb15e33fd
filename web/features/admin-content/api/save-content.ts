// POST /api/admin/content (create) and PUT /api/admin/content/:id (update); 409 SLUG_TAKEN when the slug is used.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contentItemSchema, type ContentInput, type ContentItem } from '@contracts/content';
import { apiRequest } from '@web/lib/api-client';
import { useAuth } from '@web/entities/session/use-auth';
import { siteKeys } from '@web/entities/site/site-keys';
import { adminContentKey } from './admin-content-keys';

export function saveContent(id: string | undefined, input: ContentInput): Promise<ContentItem> {
  return id
    ? apiRequest(`/api/admin/content/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body: input,
        schema: contentItemSchema,
      })
    : apiRequest('/api/admin/content', { method: 'POST', body: input, schema: contentItemSchema });
}

/** Saves, then refreshes the admin lists and the public resource pages that may show the item. */
export function useSaveContent(id: string | undefined) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin-content', 'save'],
    mutationFn: (input: ContentInput) => saveContent(id, input),
    onSuccess: async (saved) => {
      queryClient.setQueryData(adminContentKey(user?.id, 'item', saved.id), saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminContentKey(user?.id, 'list') }),
        queryClient.invalidateQueries({ queryKey: siteKeys.publishedContent() }),
      ]);
    },
  });
}
