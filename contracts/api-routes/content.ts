import { z } from 'zod';
import {
  contentItemSchema,
  contentListSchema,
  contentSummarySchema,
  snapshotRequestResultSchema,
  snapshotRequestSchema,
} from '../content';
import { type ApiRoute, ok, created } from './route-types';

export const contentRoutes: ApiRoute[] = [
  {
    method: 'get',
    path: '/api/content',
    tag: 'Content',
    summary: 'Published resources, newest first.',
    access: 'public',
    query: { kind: 'Only this kind of resource.' },
    responses: ok(contentListSchema),
  },
  {
    method: 'get',
    path: '/api/content-summaries',
    tag: 'Content',
    summary: 'Published resources without their bodies, newest first.',
    access: 'public',
    responses: ok(z.array(contentSummarySchema)),
  },
  {
    method: 'get',
    path: '/api/content/:slug',
    tag: 'Content',
    summary: 'One published resource.',
    access: 'public',
    responses: ok(contentItemSchema),
  },
  {
    method: 'get',
    path: '/api/uploads/:id',
    tag: 'Content',
    summary: 'An uploaded image.',
    access: 'public',
    responses: { 200: { description: 'The image', contentType: 'image/webp' } },
  },
  {
    method: 'post',
    path: '/api/snapshot-requests',
    tag: 'Content',
    summary: 'Asks for a free brand snapshot.',
    access: 'public',
    body: snapshotRequestSchema,
    responses: created(snapshotRequestResultSchema),
  },
];
