// POST /api/admin/content (create) and PUT /api/admin/content/:id (update); 409 SLUG_TAKEN when the slug is used.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contentItemSchema, type ContentInput, type ContentItem } from '@contracts/content';
import { api, validated } from '@web/lib/api-client';
import { useAuth } from '@web/entities/session/use-auth';
import { siteKeys } from '@web/entities/site/site-keys';
import { adminContentKey } from './admin-content-keys';

export function saveContent(id: string | undefined, input: ContentInput): Promise<ContentItem> {
  return id
    ? validated(
        api.PUT('/api/admin/content/{id}', { params: { path: { id } }, body: input }),
        contentItemSchema,
      )
    : validated(api.POST('/api/admin/content', { body: input }), contentItemSchema);
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
