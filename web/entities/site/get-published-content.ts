// GET /api/content/:slug: one published resource (drafts and unknown slugs are 404).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentItemSchema, type ContentItem } from '@contracts/content';
import { api, isApiError, validated } from '@web/lib/api-client';
import { siteKeys } from './site-keys';

export function getPublishedContent(slug: string): Promise<ContentItem> {
  return validated(api.GET('/api/content/{slug}', { params: { path: { slug } } }), contentItemSchema);
}

export function publishedItemQueryOptions(slug: string) {
  return queryOptions({
    queryKey: siteKeys.publishedItem(slug),
    queryFn: () => getPublishedContent(slug),
    retry: (failures, error) => !(isApiError(error) && error.status === 404) && failures < 2,
  });
}

export function usePublishedItem(slug: string) {
  return useQuery(publishedItemQueryOptions(slug));
}
