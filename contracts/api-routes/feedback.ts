import { imageRunRequestFieldsSchema } from '../image-analysis';
import { conceptTestRequestSchema } from '../concept-test';
import { snapshotLinkSchema, snapshotStateSchema } from '../content';
import {
  askFollowUpResultSchema,
  feedbackStatsSchema,
  followUpListSchema,
  followUpRequestSchema,
  repairTypesResultSchema,
  saveFeedbackSchema,
  updateFeedbackSchema,
} from '../feedback';
import {
  feedbackRecordListSchema,
  feedbackRecordSchema,
  historyPageSchema,
  snapshotSchema,
} from '../feedback-records';
import { ownedInterviewRecordSchema } from '../interviews';
import { type RouteContracts, ok, created, noContent, slugParams, pageSizeQuery } from './route-types';
import { z } from 'zod';

export const EXPORT_FORMATS = ['csv', 'pdf'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

const historyQuery = z.object({
  type: z.string().optional().describe('focus-group, interview, image-ad or image_analysis.'),
  page: z.coerce.number().int().min(0).max(100_000).default(0).describe('Page index from 0.'),
  pageSize: pageSizeQuery('Runs'),
  cursor: z.uuid().optional().describe('The nextCursor of the previous page (instead of page).'),
});
const followUpsQuery = z.object({ personaId: z.string().optional().describe('The twin (required).') });
const exportQuery = z.object({ format: z.enum(EXPORT_FORMATS).describe('csv or pdf (required).') });

export const feedbackRoutes = {
  'post /api/analyses': {
    runs: true,
    tag: 'Research runs',
    summary:
      'Runs a concept test (JSON) or, as multipart/form-data with these fields and the file field image (PNG/JPEG/WebP, at most 5 MB), an Ad Creative Test (type image-ad, with the chosen twins) or an image analysis (type image_analysis: the image read alone, no twins, free). A run with twins costs 1 credit. With Accept: text/event-stream it streams reading (image runs), persona, analysis and done events.',
    access: 'signed-in',
    body: conceptTestRequestSchema,
    multipartFields: imageRunRequestFieldsSchema,
    responses: {
      201: { description: 'The saved run record (or an event stream)', schema: feedbackRecordSchema },
    },
  },
  'get /api/feedback': {
    tag: 'Research runs',
    summary: 'Your runs of one type, newest first, a page at a time.',
    access: 'signed-in',
    query: historyQuery,
    responses: ok(historyPageSchema),
  },
  'post /api/feedback': {
    tag: 'Research runs',
    summary: 'Saves a run record.',
    access: 'signed-in',
    body: saveFeedbackSchema,
    responses: created(feedbackRecordSchema),
  },
  'patch /api/feedback': {
    tag: 'Research runs',
    summary:
      'Updating a run needs its id: use PATCH /api/feedback/{id}. Without an id this answers 400 (feedbackId is required for updating feedback).',
    access: 'signed-in',
    responses: {},
  },
  'get /api/feedback/all': {
    tag: 'Research runs',
    summary: 'All of your runs, of every type, newest first.',
    access: 'signed-in',
    responses: ok(feedbackRecordListSchema),
  },
  'get /api/feedback/stats': {
    tag: 'Research runs',
    summary: 'Your totals: runs, twins asked, and the average interest score.',
    access: 'signed-in',
    responses: ok(feedbackStatsSchema),
  },
  'post /api/feedback/repair-types': {
    tag: 'Research runs',
    summary:
      'Gives every run of yours saved without a type the type focus-group (concept test), so it appears in the concept-test history.',
    access: 'signed-in',
    responses: ok(repairTypesResultSchema),
  },
  'get /api/feedback/:id': {
    tag: 'Research runs',
    summary: 'One of your runs.',
    access: 'signed-in',
    responses: ok(feedbackRecordSchema),
  },
  'patch /api/feedback/:id': {
    tag: 'Research runs',
    summary: 'Replaces a run’s answers and analysis; the updated run is stored with the type interview.',
    access: 'signed-in',
    body: updateFeedbackSchema,
    responses: ok(ownedInterviewRecordSchema),
  },
  'get /api/feedback/:id/follow-ups': {
    tag: 'Research runs',
    summary: 'The follow-up conversation with one twin of a run.',
    access: 'signed-in',
    query: followUpsQuery,
    responses: ok(followUpListSchema),
  },
  'post /api/feedback/:id/follow-ups': {
    runs: true,
    tag: 'Research runs',
    summary: 'Asks one twin of a run a follow-up question.',
    access: 'signed-in',
    body: followUpRequestSchema,
    responses: created(askFollowUpResultSchema),
  },
  'get /api/feedback/:id/export': {
    tag: 'Research runs',
    summary: 'Downloads the run: CSV with one row per twin answer and the twin’s fields, or a PDF report.',
    access: 'signed-in',
    query: exportQuery,
    responses: {
      200: {
        description: 'text/csv for format=csv, application/pdf for format=pdf (as an attachment)',
        contentType: 'text/csv',
      },
    },
  },
  'get /api/feedback/:id/snapshot': {
    tag: 'Research runs',
    summary: 'The run’s public link, if shared.',
    access: 'signed-in',
    responses: ok(snapshotStateSchema),
  },
  'post /api/feedback/:id/snapshot': {
    tag: 'Research runs',
    summary: 'Shares the run read-only (idempotent).',
    access: 'signed-in',
    responses: created(snapshotLinkSchema),
  },
  'delete /api/feedback/:id/snapshot': {
    tag: 'Research runs',
    summary: 'Stops sharing the run.',
    access: 'signed-in',
    responses: noContent,
  },
  'get /api/feedback/:id/image': {
    tag: 'Research runs',
    summary: 'The ad image of one of your Ad Creative Tests.',
    access: 'signed-in',
    responses: { 200: { description: 'The image', contentType: 'image/webp' } },
  },
  'get /api/snapshots/:slug/image': {
    tag: 'Research runs',
    summary: 'The ad image of a shared Ad Creative Test.',
    access: 'public',
    params: slugParams,
    responses: { 200: { description: 'The image', contentType: 'image/webp' } },
  },
  'get /api/snapshots/:slug': {
    tag: 'Research runs',
    summary: 'A shared run, as any visitor sees it.',
    access: 'public',
    params: slugParams,
    responses: ok(snapshotSchema),
  },
} satisfies RouteContracts;
