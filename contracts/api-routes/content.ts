import { z } from 'zod';
import {
  contentItemSchema,
  contentListSchema,
  contentSummarySchema,
  snapshotRequestResultSchema,
  snapshotRequestSchema,
  CONTENT_KINDS,
} from '../content';
import { type RouteContracts, ok, created } from './route-types';

export const publicContentQuery = z.object({
  kind: z.enum(CONTENT_KINDS).optional().describe('Only this kind of resource.'),
});

export const contentRoutes = {
  'get /api/content': {
    tag: 'Content',
    summary: 'Published resources, newest first.',
    access: 'public',
    query: publicContentQuery,
    responses: ok(contentListSchema),
  },
  'get /api/content-summaries': {
    tag: 'Content',
    summary: 'Published resources without their bodies, newest first.',
    access: 'public',
    responses: ok(z.array(contentSummarySchema)),
  },
  'get /api/content/:slug': {
    tag: 'Content',
    summary: 'One published resource.',
    access: 'public',
    responses: ok(contentItemSchema),
  },
  'get /api/uploads/:id': {
    tag: 'Content',
    summary: 'An uploaded image.',
    access: 'public',
    responses: { 200: { description: 'The image', contentType: 'image/webp' } },
  },
  'post /api/snapshot-requests': {
    tag: 'Content',
    summary: 'Asks for a free brand snapshot.',
    access: 'public',
    body: snapshotRequestSchema,
    responses: created(snapshotRequestResultSchema),
  },
} satisfies RouteContracts;
