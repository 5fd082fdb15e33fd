// GET /api/content/:slug: one published resource (drafts and unknown slugs are 404).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentItemSchema, type ContentItem } from '../../../../contracts/content';
import { apiRequest, isApiError } from '../../../lib/api-client';

export function getResource(slug: string): Promise<ContentItem> {
  return apiRequest(`/api/content/${encodeURIComponent(slug)}`, { schema: contentItemSchema });
}

export function resourceQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['resources', slug],
    queryFn: () => getResource(slug),
    retry: (failures, error) => !(isApiError(error) && error.status === 404) && failures < 2,
  });
}

export function useResource(slug: string) {
  return useQuery(resourceQueryOptions(slug));
}
