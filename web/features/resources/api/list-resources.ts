// GET /api/content?kind=: published resources, newest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { contentItemSchema, type ContentItem } from '../../../../contracts/content';
import { apiRequest } from '../../../lib/api-client';

const contentListSchema = z.array(contentItemSchema);

export function listResources(): Promise<ContentItem[]> {
  return apiRequest('/api/content', { schema: contentListSchema });
}

export const resourcesQueryOptions = queryOptions({ queryKey: ['resources'], queryFn: listResources });

export function useResources() {
  return useQuery(resourcesQueryOptions);
}
