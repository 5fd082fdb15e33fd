// GET /api/content: published resources, newest first (the resources page and site search both read it).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentListSchema, type ContentItem } from '@contracts/content';
import { api, validated } from '@web/lib/api-client';
import { siteKeys } from './site-keys';

export function listPublishedContent(): Promise<ContentItem[]> {
  return validated(api.GET('/api/content'), contentListSchema);
}

export const publishedContentQueryOptions = queryOptions({
  queryKey: siteKeys.publishedContent(),
  queryFn: listPublishedContent,
});

export function usePublishedContent() {
  return useQuery(publishedContentQueryOptions);
}
