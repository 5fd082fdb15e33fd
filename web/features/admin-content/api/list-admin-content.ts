// GET /api/admin/content?query=&status=&kind=: every resource, drafts included (admins only).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { contentListSchema, type ContentItem } from '@contracts/content';
import { api, validated } from '@web/lib/api-client';
import { useAuth } from '@web/entities/session/use-auth';
import { adminContentKey } from './admin-content-keys';

export type AdminContentFilters = {
  query: string;
  status: ContentItem['status'] | '';
  kind: ContentItem['kind'] | '';
};

export function listAdminContent({ query, status, kind }: AdminContentFilters): Promise<ContentItem[]> {
  // An empty filter is left out of the query.
  const filters = { query: query.trim() || undefined, status: status || undefined, kind: kind || undefined };
  return validated(api.GET('/api/admin/content', { params: { query: filters } }), contentListSchema);
}

export function useAdminContentList(filters: AdminContentFilters) {
  const { user } = useAuth();
  return useQuery({
    queryKey: adminContentKey(user?.id, 'list', filters.query.trim(), filters.status, filters.kind),
    queryFn: () => listAdminContent(filters),
    placeholderData: keepPreviousData,
  });
}
