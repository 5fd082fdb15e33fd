// GET /api/content-summaries: published resources without their bodies, newest first (the resources page).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { contentSummarySchema, type ContentSummary } from '@contracts/content';
import { api, validated } from '@web/lib/api-client';
import { siteKeys } from './site-keys';

const summaryListSchema = z.array(contentSummarySchema);

export function listContentSummaries(): Promise<ContentSummary[]> {
  return validated(api.GET('/api/content-summaries'), summaryListSchema);
}

export const contentSummariesQueryOptions = queryOptions({
  queryKey: siteKeys.contentSummaries(),
  queryFn: listContentSummaries,
});

export function useContentSummaries() {
  return useQuery(contentSummariesQueryOptions);
}
