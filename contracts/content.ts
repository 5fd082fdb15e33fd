import { z } from 'zod';

export const CONTENT_KINDS = ['article', 'guide', 'case-study', 'webinar'] as const;
export const CONTENT_KIND_LABELS: Record<(typeof CONTENT_KINDS)[number], string> = {
  article: 'Article',
  guide: 'Guide',
  'case-study': 'Case study',
  webinar: 'Webinar',
};
export const CONTENT_STATUSES = ['draft', 'published'] as const;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A URL-safe slug from a title: 'Hello, World!' → 'hello-world'. */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
}

export const contentInputSchema = z.object({
  title: z.string().trim().min(3, 'At least 3 characters').max(160, 'At most 160 characters'),
  slug: z
    .string()
    .trim()
    .min(3, 'At least 3 characters')
    .max(80, 'At most 80 characters')
    .regex(SLUG_PATTERN, 'Use lowercase letters, digits and single hyphens'),
  summary: z.string().trim().max(300, 'At most 300 characters').default(''),
  body: z.string().max(100_000, 'At most 100,000 characters').default(''),
  kind: z.enum(CONTENT_KINDS),
  status: z.enum(CONTENT_STATUSES),
  coverImage: z.string().max(300).nullable().optional(),
});
export type ContentInput = z.input<typeof contentInputSchema>;

export const contentItemSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  kind: z.enum(CONTENT_KINDS),
  status: z.enum(CONTENT_STATUSES),
  coverImage: z.string().nullable(),
  authorName: z.string().nullable(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ContentItem = z.infer<typeof contentItemSchema>;
/** GET /api/content, GET /api/admin/content: a list of items. */
export const contentListSchema = z.array(contentItemSchema);

/** A resource as lists show it: everything but the body. */
export const contentSummarySchema = contentItemSchema.omit({ body: true });
export type ContentSummary = z.infer<typeof contentSummarySchema>;

export const snapshotRequestSchema = z.object({
  name: z.string().trim().min(1, 'Enter your name').max(100, 'At most 100 characters'),
  email: z.email('Enter a valid work email'),
  company: z.string().trim().min(1, 'Enter your company').max(100, 'At most 100 characters'),
  brand: z.string().trim().min(1, 'Enter the brand to analyse').max(100, 'At most 100 characters'),
  message: z.string().trim().max(2000, 'At most 2,000 characters').default(''),
});
export type SnapshotRequestInput = z.input<typeof snapshotRequestSchema>;

export const snapshotLinkSchema = z.object({ slug: z.string(), url: z.string(), createdAt: z.string() });
export type SnapshotLink = z.infer<typeof snapshotLinkSchema>;
/** GET /api/feedback/:id/snapshot: the run's current public link, if any. */
export const snapshotStateSchema = z.object({ snapshot: snapshotLinkSchema.nullable() });
/** POST /api/snapshot-requests */
export const snapshotRequestResultSchema = z.object({ id: z.string(), createdAt: z.string() });

export const SNAPSHOT_REQUEST_STATUSES = ['new', 'handled'] as const;
export type SnapshotRequestStatus = (typeof SNAPSHOT_REQUEST_STATUSES)[number];
export const SNAPSHOT_REQUESTS_PAGE_SIZE = 50;
/** One lead from /snapshot-request as admins see it. */
export const snapshotRequestItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  company: z.string(),
  brand: z.string(),
  message: z.string(),
  createdAt: z.string(),
  status: z.enum(SNAPSHOT_REQUEST_STATUSES),
  handledAt: z.string().nullable(),
  handledBy: z.string().nullable(),
});
export type SnapshotRequestItem = z.infer<typeof snapshotRequestItemSchema>;
/** GET /api/admin/snapshot-requests?status=&page=: newest first, pages of 50. */
export const snapshotRequestListQuerySchema = z.object({
  status: z
    .enum(['all', ...SNAPSHOT_REQUEST_STATUSES])
    .default('all')
    .describe('all, new or handled (default all).'),
  page: z.coerce.number().int().min(0).max(10_000).default(0).describe('Page index from 0.'),
});
export type SnapshotRequestListQuery = z.infer<typeof snapshotRequestListQuerySchema>;
export const snapshotRequestListSchema = z.object({
  items: z.array(snapshotRequestItemSchema),
  hasMore: z.boolean(),
  newCount: z.number(),
});
export type SnapshotRequestList = z.infer<typeof snapshotRequestListSchema>;
/** PATCH /api/admin/snapshot-requests/:id: marks a request handled, or new again. */
export const snapshotRequestUpdateSchema = z.object({ status: z.enum(SNAPSHOT_REQUEST_STATUSES) });

export const uploadResultSchema = z.object({
  id: z.string(),
  url: z.string(),
  width: z.number(),
  height: z.number(),
});
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
