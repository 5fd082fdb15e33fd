// GET /api/content-summaries: published resources without their bodies, newest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { contentSummarySchema, type ContentSummary } from '../../../../contracts/content';
import { apiRequest } from '../../../lib/api-client';

const summaryListSchema = z.array(contentSummarySchema);

export function listResources(): Promise<ContentSummary[]> {
  return apiRequest('/api/content-summaries', { schema: summaryListSchema });
}

export const resourcesQueryOptions = queryOptions({ queryKey: ['resources'], queryFn: listResources });

export function useResources() {
  return useQuery(resourcesQueryOptions);
}
