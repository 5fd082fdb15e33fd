// GET /api/admin/content/:id: one resource for the editor, draft or published.
import { useQuery } from '@tanstack/react-query';
import { contentItemSchema, type ContentItem } from '@contracts/content';
import { api, isApiError, validated } from '@web/lib/api-client';
import { useAuth } from '@web/entities/session/use-auth';
import { adminContentKey } from './admin-content-keys';

export function getAdminContent(id: string): Promise<ContentItem> {
  return validated(api.GET('/api/admin/content/{id}', { params: { path: { id } } }), contentItemSchema);
}

export function useAdminContent(id: string | undefined) {
  const { user } = useAuth();
  return useQuery({
    queryKey: adminContentKey(user?.id, 'item', id ?? ''),
    queryFn: () => getAdminContent(id!),
    enabled: Boolean(id),
    retry: (failures, error) =>
      !(isApiError(error) && error.status < 500 && error.status > 0) && failures < 2,
    // The editor holds its own copy; refetching on focus would only overwrite nothing and cost a request.
    refetchOnWindowFocus: false,
  });
}
