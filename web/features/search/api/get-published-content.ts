// GET /api/content: published resources, searched beside the site pages.
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { contentItemSchema, type ContentItem } from '../../../../contracts/content';
import { apiRequest } from '../../../lib/api-client';

export function getPublishedContent(): Promise<ContentItem[]> {
  return apiRequest('/api/content', { schema: z.array(contentItemSchema) });
}

export function usePublishedContent() {
  return useQuery({ queryKey: ['search', 'published-content'], queryFn: getPublishedContent, staleTime: 60_000 });
}
