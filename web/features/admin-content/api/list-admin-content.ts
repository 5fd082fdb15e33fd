// GET /api/admin/content?query=&status=&kind=: every resource, drafts included (admins only).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { contentListSchema, type ContentItem } from '@contracts/content';
import { apiRequest } from '@web/lib/api-client';
import { useAuth } from '@web/entities/session/use-auth';
import { adminContentKey } from './admin-content-keys';

export type AdminContentFilters = {
  query: string;
  status: ContentItem['status'] | '';
  kind: ContentItem['kind'] | '';
};

export function listAdminContent({ query, status, kind }: AdminContentFilters): Promise<ContentItem[]> {
  const search = new URLSearchParams();
  if (query.trim()) search.set('query', query.trim());
  if (status) search.set('status', status);
  if (kind) search.set('kind', kind);
  const suffix = search.size ? `?${search}` : '';
  return apiRequest(`/api/admin/content${suffix}`, { schema: contentListSchema });
}

export function useAdminContentList(filters: AdminContentFilters) {
  const { user } = useAuth();
  return useQuery({
    queryKey: adminContentKey(user?.id, 'list', filters.query.trim(), filters.status, filters.kind),
    queryFn: () => listAdminContent(filters),
    placeholderData: keepPreviousData,
  });
}
