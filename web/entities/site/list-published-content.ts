// GET /api/content: published resources, newest first (the resources page and site search both read it).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentListSchema, type ContentItem } from '@contracts/content';
import { apiRequest } from '@web/lib/api-client';
import { siteKeys } from './site-keys';

export function listPublishedContent(): Promise<ContentItem[]> {
  return apiRequest('/api/content', { schema: contentListSchema });
}

export const publishedContentQueryOptions = queryOptions({
  queryKey: siteKeys.publishedContent(),
  queryFn: listPublishedContent,
});

export function usePublishedContent() {
  return useQuery(publishedContentQueryOptions);
}
