import {
  adminCreditResultSchema,
  adminCreditSchema,
  adminRoleResultSchema,
  adminRoleSchema,
  adminSubscriptionResultSchema,
  adminSubscriptionSchema,
  adminUserListSchema,
} from '../admin-users';
import {
  contentInputSchema,
  contentItemSchema,
  contentListSchema,
  snapshotRequestListSchema,
  snapshotRequestItemSchema,
  snapshotRequestUpdateSchema,
  uploadResultSchema,
  CONTENT_KINDS,
  CONTENT_STATUSES,
  snapshotRequestListQuerySchema,
} from '../content';
import { type RouteContracts, ok, created, noContent } from './route-types';
import { z } from 'zod';

const adminContentQuery = z.object({
  query: z.string().max(200).optional().describe('Words in the title, slug or summary.'),
  status: z.enum(CONTENT_STATUSES).optional().describe('draft or published.'),
  kind: z.enum(CONTENT_KINDS).optional().describe('The kind of resource.'),
});
const userSearchQuery = z.object({
  query: z.string().max(200).default('').describe('Words in the name or email.'),
});

export const adminRoutes = {
  'get /api/admin/content': {
    tag: 'Administration',
    summary: 'Every resource, drafts included.',
    access: 'admin',
    query: adminContentQuery,
    responses: ok(contentListSchema),
  },
  'post /api/admin/content': {
    tag: 'Administration',
    summary: 'Creates a resource.',
    access: 'admin',
    body: contentInputSchema,
    responses: created(contentItemSchema),
  },
  'get /api/admin/content/:id': {
    tag: 'Administration',
    summary: 'One resource.',
    access: 'admin',
    responses: ok(contentItemSchema),
  },
  'put /api/admin/content/:id': {
    tag: 'Administration',
    summary: 'Updates a resource.',
    access: 'admin',
    body: contentInputSchema,
    responses: ok(contentItemSchema),
  },
  'delete /api/admin/content/:id': {
    tag: 'Administration',
    summary: 'Deletes a resource.',
    access: 'admin',
    responses: noContent,
  },
  'post /api/admin/uploads': {
    tag: 'Administration',
    summary: 'Uploads a cover image (PNG, JPEG or WebP, at most 5 MB).',
    access: 'admin',
    bodyType: 'multipart/form-data',
    responses: created(uploadResultSchema),
  },
  'get /api/admin/users': {
    tag: 'Administration',
    summary: 'Users matching a search, with balance and subscription.',
    access: 'admin',
    query: userSearchQuery,
    responses: ok(adminUserListSchema),
  },
  'post /api/admin/users/:id/credits': {
    tag: 'Administration',
    summary: 'Adds or removes credits, with a reason.',
    access: 'admin',
    body: adminCreditSchema,
    responses: ok(adminCreditResultSchema),
  },
  'put /api/admin/users/:id/subscription': {
    tag: 'Administration',
    summary: 'Sets a manual (e.g. invoiced) subscription.',
    access: 'admin',
    body: adminSubscriptionSchema,
    responses: ok(adminSubscriptionResultSchema),
  },
  'get /api/admin/snapshot-requests': {
    tag: 'Administration',
    summary: 'Snapshot requests from /snapshot-request, newest first, 50 a page, with the number still new.',
    access: 'admin',
    query: snapshotRequestListQuerySchema,
    responses: ok(snapshotRequestListSchema),
  },
  'patch /api/admin/snapshot-requests/:id': {
    tag: 'Administration',
    summary: 'Marks a snapshot request handled, or new again.',
    access: 'admin',
    body: snapshotRequestUpdateSchema,
    responses: ok(snapshotRequestItemSchema),
  },
  'put /api/admin/users/:id/role': {
    tag: 'Administration',
    summary: 'Grants or withdraws the admin role (never one’s own).',
    access: 'admin',
    body: adminRoleSchema,
    responses: ok(adminRoleResultSchema),
  },
} satisfies RouteContracts;
