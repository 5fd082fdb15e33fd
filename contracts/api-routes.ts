// Every route under /api with what it takes and what it answers: the source of GET /api/openapi.json, and what the
// integration tests check each JSON answer against (server/testing.ts).
import { imageRunRequestFieldsSchema } from './image-analysis';
import { z } from 'zod';
import type { ApiKeyScope } from './api-keys';
import {
  meSchema,
  profileSchema,
  profileUpdateSchema,
  sessionResponseSchema,
  signInSchema,
  signUpSchema,
} from './account';
import {
  adminCreditResultSchema,
  adminCreditSchema,
  adminRoleResultSchema,
  adminRoleSchema,
  adminSubscriptionResultSchema,
  adminSubscriptionSchema,
  adminUserListSchema,
} from './admin-users';
import {
  audienceListSchema,
  audiencePreviewSchema,
  audienceSchema,
  audienceWithTwinsSchema,
  createAudienceFieldsSchema,
  renameAudienceSchema,
} from './audiences';
import { conceptTestRequestSchema } from './concept-test';
import { angelPitchPageSchema, angelPitchRequestSchema, ownedAngelPitchRecordSchema } from './angel-pitch';
import {
  conceptComparisonPageSchema,
  conceptComparisonQuoteSchema,
  conceptComparisonFormFieldsSchema,
  conceptComparisonRequestSchema,
  MAX_VARIANTS,
  variantImageField,
  ownedConceptComparisonRecordSchema,
} from './concept-comparison';
import {
  ownedPricingStudyRecordSchema,
  pricingStudyPageSchema,
  pricingStudyQuoteSchema,
  pricingStudyRequestSchema,
} from './pricing-study';
import {
  brandProfileInputSchema,
  brandProfileListSchema,
  brandProfileSchema,
  brandStudyRequestSchema,
  brandStudyPageSchema,
  ownedBrandStudyRecordSchema,
} from './brand-study';
import { billingCatalogSchema } from './billing-catalog';
import { checkoutRequestSchema, redirectSchema, stripeWebhookResultSchema } from './checkout';
import {
  contentInputSchema,
  contentItemSchema,
  contentListSchema,
  contentSummarySchema,
  snapshotLinkSchema,
  snapshotRequestListSchema,
  snapshotRequestItemSchema,
  snapshotRequestResultSchema,
  snapshotRequestUpdateSchema,
  snapshotRequestSchema,
  snapshotStateSchema,
  uploadResultSchema,
} from './content';
import {
  consumeRequestSchema,
  consumeResponseSchema,
  ledgerPageSchema,
  creditBalanceSchema,
} from './credits';
import {
  askFollowUpResultSchema,
  feedbackStatsSchema,
  followUpListSchema,
  followUpRequestSchema,
  repairTypesResultSchema,
  saveFeedbackSchema,
  updateFeedbackSchema,
} from './feedback';
import {
  feedbackRecordListSchema,
  feedbackRecordSchema,
  historyPageSchema,
  snapshotSchema,
} from './feedback-records';
import { healthSchema } from './health';
import { openApiDocumentSchema } from './openapi';
import { personaListSchema, personaSchema } from './personas';
import {
  interviewMessageRequestSchema,
  interviewReplySchema,
  ownedInterviewRecordSchema,
  startInterviewSchema,
} from './interviews';
import { siteConfigSchema } from './site-config';
import { validationReportSchema } from './validation';
import { workspaceMembershipListSchema, workspaceSchema } from './workspaces';
import {
  createdWebhookSchema,
  createWebhookSchema,
  webhookDeliveryListSchema,
  webhookListSchema,
} from './webhooks';

/** The API's version in the OpenAPI document: raised when an answer changes shape. */
export const API_VERSION = '1.0.0';

export type FileField = { name: string; mediaType: string; optional?: true };
export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
/** Who may call it: anyone, a signed-in user (cookie or bearer token), an admin, or Stripe (signed webhook). */
export type RouteAccess = 'public' | 'signed-in' | 'admin' | 'stripe';
export type RouteResponse = { description: string; schema?: z.ZodType; contentType?: string };

export type ApiRoute = {
  method: HttpMethod;
  /** As Fastify registers it: '/api/feedback/:id'. */
  path: string;
  tag: string;
  summary: string;
  access: RouteAccess;
  /**
   * Starts or feeds a study: an API key needs the scope "read and run" for it. Every GET takes the scope "read"; any
   * other change is for a signed-in session only.
   */
  runs?: true;
  /** Query parameters and what each means (validated by the route). */
  query?: Record<string, string>;
  body?: z.ZodType;
  bodyType?: 'application/json' | 'multipart/form-data' | 'application/octet-stream';
  /** A second form of the body sent as multipart/form-data: its text fields (files are named in the summary). */
  multipartFields?: z.ZodType;
  /** The file field(s) of a multipart body (an image when left out). */
  file?: FileField | readonly FileField[];
  responses: Record<number, RouteResponse>;
};

/** The scope an API key needs for a call, or null when no key may make it. */
export function apiKeyScopeFor(method: string, path: string | undefined): ApiKeyScope | null {
  const lower = method.toLowerCase();
  if (lower === 'get' || lower === 'head') return 'read';
  return apiRoutes.some((route) => route.runs && route.method === lower && route.path === path)
    ? 'run'
    : null;
}

const ok = (schema: z.ZodType, description = 'OK'): Record<number, RouteResponse> => ({
  200: { description, schema },
});
const created = (schema: z.ZodType, description = 'Created'): Record<number, RouteResponse> => ({
  201: { description, schema },
});
const noContent: Record<number, RouteResponse> = { 204: { description: 'Done; no body.' } };
const betterAuthAnswer = z.looseObject({});

export const apiRoutes: ApiRoute[] = [
  {
    method: 'get',
    path: '/api/health',
    tag: 'System',
    summary: 'Whether the server and its database answer.',
    access: 'public',
    responses: {
      200: { description: 'Healthy', schema: healthSchema },
      503: { description: 'Database unavailable', schema: healthSchema },
    },
  },
  {
    method: 'get',
    path: '/api/config',
    tag: 'System',
    summary: 'Public site settings: brand name, contact email, location and the analytics script, if any.',
    access: 'public',
    responses: ok(siteConfigSchema),
  },
  {
    method: 'get',
    path: '/api/validation/report',
    tag: 'System',
    summary:
      'The latest measured accuracy of the simulation engine against real consumers’ answers, beside baselines.',
    access: 'public',
    responses: ok(validationReportSchema),
  },
  {
    method: 'get',
    path: '/api/openapi.json',
    tag: 'System',
    summary: 'This document (OpenAPI 3.1).',
    access: 'public',
    responses: ok(openApiDocumentSchema),
  },

  {
    method: 'get',
    path: '/api/auth/get-session',
    tag: 'Session',
    summary: 'The current session and its user, or null.',
    access: 'public',
    responses: ok(sessionResponseSchema),
  },
  {
    method: 'post',
    path: '/api/auth/sign-up/email',
    tag: 'Session',
    summary: 'Creates an account (it does not sign in).',
    access: 'public',
    body: signUpSchema,
    responses: ok(betterAuthAnswer),
  },
  {
    method: 'post',
    path: '/api/auth/sign-in/email',
    tag: 'Session',
    summary:
      'Signs in: sets the session cookie; the answer’s token field is the session token, to send as Authorization: Bearer <token> instead.',
    access: 'public',
    body: signInSchema,
    responses: ok(betterAuthAnswer),
  },
  {
    method: 'post',
    path: '/api/auth/sign-out',
    tag: 'Session',
    summary: 'Ends the session.',
    access: 'signed-in',
    responses: ok(betterAuthAnswer),
  },
  {
    method: 'post',
    path: '/api/auth/request-password-reset',
    tag: 'Session',
    summary: 'Sends a reset link (always answers alike).',
    access: 'public',
    body: z.object({ email: z.email(), redirectTo: z.string() }),
    responses: ok(betterAuthAnswer),
  },
  {
    method: 'post',
    path: '/api/auth/reset-password',
    tag: 'Session',
    summary: 'Sets a new password with the emailed token.',
    access: 'public',
    body: z.object({ newPassword: z.string(), token: z.string() }),
    responses: ok(betterAuthAnswer),
  },
  {
    method: 'post',
    path: '/api/auth/change-password',
    tag: 'Session',
    summary: 'Changes the password of the signed-in user.',
    access: 'signed-in',
    body: z.object({
      currentPassword: z.string(),
      newPassword: z.string(),
      revokeOtherSessions: z.boolean().optional(),
    }),
    responses: ok(betterAuthAnswer),
  },

  {
    method: 'get',
    path: '/api/me',
    tag: 'Account',
    summary: 'Profile, admin flag and current subscription.',
    access: 'signed-in',
    responses: ok(meSchema),
  },
  {
    method: 'patch',
    path: '/api/me/profile',
    tag: 'Account',
    summary: 'Updates name, company and job title.',
    access: 'signed-in',
    body: profileUpdateSchema,
    responses: ok(profileSchema),
  },
  {
    method: 'get',
    path: '/api/workspaces',
    tag: 'Account',
    summary: 'The workspaces you belong to.',
    access: 'signed-in',
    responses: ok(workspaceMembershipListSchema),
  },
  {
    method: 'get',
    path: '/api/workspaces/:id',
    tag: 'Account',
    summary: 'One of your workspaces.',
    access: 'signed-in',
    responses: ok(workspaceSchema),
  },
  {
    method: 'get',
    path: '/api/workspaces/:id/webhooks',
    tag: 'Webhooks',
    summary: 'The workspace’s webhook endpoints, each with its latest delivery and how it went (members).',
    access: 'signed-in',
    responses: ok(webhookListSchema),
  },
  {
    method: 'post',
    path: '/api/workspaces/:id/webhooks',
    tag: 'Webhooks',
    summary:
      'Registers an HTTPS endpoint for run.completed, run.failed and/or credits.low (owners). The answer holds the signing secret, shown once. Each delivery is a JSON POST with the headers Twinsight-Event, Twinsight-Delivery and Twinsight-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the secret>; any answer but 2xx is retried with exponential backoff.',
    access: 'signed-in',
    body: createWebhookSchema,
    responses: created(createdWebhookSchema),
  },
  {
    method: 'delete',
    path: '/api/workspaces/:id/webhooks/:webhookId',
    tag: 'Webhooks',
    summary: 'Removes an endpoint; nothing more is sent to it (owners).',
    access: 'signed-in',
    responses: noContent,
  },
  {
    method: 'get',
    path: '/api/workspaces/:id/webhooks/:webhookId/deliveries',
    tag: 'Webhooks',
    summary:
      'The endpoint’s latest 20 deliveries, newest first: event, status, attempts and the last answer.',
    access: 'signed-in',
    responses: ok(webhookDeliveryListSchema),
  },
  {
    method: 'get',
    path: '/api/realtime',
    tag: 'Account',
    summary:
      'Server-Sent Events for your account: balance, subscription, profile and role changes as they happen.',
    access: 'signed-in',
    responses: { 200: { description: 'An event stream', contentType: 'text/event-stream' } },
  },

  {
    method: 'get',
    path: '/api/tokens',
    tag: 'Credits',
    summary: 'The credit balance and current subscription.',
    access: 'signed-in',
    responses: ok(creditBalanceSchema),
  },
  {
    method: 'get',
    path: '/api/tokens/ledger',
    tag: 'Credits',
    summary: 'Every change of the balance, newest first.',
    access: 'signed-in',
    query: {
      limit: 'Entries per page, 1–100 (default 25).',
      before: 'Only entries with a smaller id (the next page).',
    },
    responses: ok(ledgerPageSchema),
  },
  {
    method: 'post',
    path: '/functions/v1/consume-tokens',
    tag: 'Credits',
    summary: 'Spends credits exactly like POST /api/tokens/consume; kept at this path for existing clients.',
    access: 'signed-in',
    body: consumeRequestSchema,
    responses: ok(consumeResponseSchema),
  },
  {
    method: 'post',
    path: '/api/tokens/consume',
    tag: 'Credits',
    summary:
      'Spends credits once per actionId: repeating an actionId charges nothing again. With a current subscription nothing is spent.',
    access: 'signed-in',
    body: consumeRequestSchema,
    responses: ok(consumeResponseSchema),
  },

  {
    method: 'get',
    path: '/api/billing/plans',
    tag: 'Billing',
    summary: 'Plans, credit packs and whether billing is configured.',
    access: 'public',
    responses: ok(billingCatalogSchema),
  },
  {
    method: 'post',
    path: '/api/billing/checkout',
    tag: 'Billing',
    summary: 'Opens Stripe Checkout for a plan or a pack.',
    access: 'signed-in',
    body: checkoutRequestSchema,
    responses: ok(redirectSchema, 'Where to send the browser'),
  },
  {
    method: 'post',
    path: '/api/billing/portal',
    tag: 'Billing',
    summary: 'Opens the Stripe billing portal.',
    access: 'signed-in',
    responses: ok(redirectSchema, 'Where to send the browser'),
  },
  {
    method: 'post',
    path: '/api/billing/webhook',
    tag: 'Billing',
    summary: 'Stripe events, verified by their signature.',
    access: 'stripe',
    bodyType: 'application/octet-stream',
    responses: ok(stripeWebhookResultSchema),
  },

  {
    method: 'get',
    path: '/api/personas',
    tag: 'Digital twins',
    summary: 'The twin library, or the twins with the given ids or filters.',
    access: 'public',
    query: {
      ids: 'Comma-separated twin ids.',
      ageGroups: 'Filter codes, comma-separated (also countries, cities, incomeGroups, jobTypes).',
    },
    responses: ok(personaListSchema),
  },
  {
    method: 'get',
    path: '/api/personas/:id',
    tag: 'Digital twins',
    summary: 'One twin.',
    access: 'public',
    responses: ok(personaSchema),
  },
  {
    method: 'get',
    path: '/api/personas/:id/avatar.svg',
    tag: 'Digital twins',
    summary: "The twin's avatar.",
    access: 'public',
    responses: { 200: { description: 'An SVG image', contentType: 'image/svg+xml' } },
  },

  {
    method: 'post',
    path: '/api/analyses',
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
  {
    method: 'get',
    path: '/api/feedback',
    tag: 'Research runs',
    summary: 'Your runs of one type, newest first, a page at a time.',
    access: 'signed-in',
    query: {
      type: 'focus-group, interview, image-ad or image_analysis.',
      page: 'Page index from 0.',
      pageSize: 'Runs per page, 1–100 (default 20).',
    },
    responses: ok(historyPageSchema),
  },
  {
    method: 'post',
    path: '/api/feedback',
    tag: 'Research runs',
    summary: 'Saves a run record.',
    access: 'signed-in',
    body: saveFeedbackSchema,
    responses: created(feedbackRecordSchema),
  },
  {
    method: 'patch',
    path: '/api/feedback',
    tag: 'Research runs',
    summary:
      'Updating a run needs its id: use PATCH /api/feedback/{id}. Without an id this answers 400 (feedbackId is required for updating feedback).',
    access: 'signed-in',
    responses: {},
  },
  {
    method: 'get',
    path: '/api/feedback/all',
    tag: 'Research runs',
    summary: 'All of your runs, of every type, newest first.',
    access: 'signed-in',
    responses: ok(feedbackRecordListSchema),
  },
  {
    method: 'get',
    path: '/api/feedback/stats',
    tag: 'Research runs',
    summary: 'Your totals: runs, twins asked, and the average interest score.',
    access: 'signed-in',
    responses: ok(feedbackStatsSchema),
  },
  {
    method: 'post',
    path: '/api/feedback/repair-types',
    tag: 'Research runs',
    summary:
      'Gives every run of yours saved without a type the type focus-group (concept test), so it appears in the concept-test history.',
    access: 'signed-in',
    responses: ok(repairTypesResultSchema),
  },
  {
    method: 'get',
    path: '/api/feedback/:id',
    tag: 'Research runs',
    summary: 'One of your runs.',
    access: 'signed-in',
    responses: ok(feedbackRecordSchema),
  },
  {
    method: 'patch',
    path: '/api/feedback/:id',
    tag: 'Research runs',
    summary: 'Replaces a run’s answers and analysis; the updated run is stored with the type interview.',
    access: 'signed-in',
    body: updateFeedbackSchema,
    responses: ok(ownedInterviewRecordSchema),
  },
  {
    method: 'get',
    path: '/api/feedback/:id/follow-ups',
    tag: 'Research runs',
    summary: 'The follow-up conversation with one twin of a run.',
    access: 'signed-in',
    query: { personaId: 'The twin (required).' },
    responses: ok(followUpListSchema),
  },
  {
    method: 'post',
    path: '/api/feedback/:id/follow-ups',
    runs: true,
    tag: 'Research runs',
    summary: 'Asks one twin of a run a follow-up question.',
    access: 'signed-in',
    body: followUpRequestSchema,
    responses: created(askFollowUpResultSchema),
  },
  {
    method: 'get',
    path: '/api/feedback/:id/export',
    tag: 'Research runs',
    summary: 'Downloads the run: CSV with one row per twin answer and the twin’s fields, or a PDF report.',
    access: 'signed-in',
    query: { format: 'csv or pdf (required).' },
    responses: {
      200: {
        description: 'text/csv for format=csv, application/pdf for format=pdf (as an attachment)',
        contentType: 'text/csv',
      },
    },
  },
  {
    method: 'get',
    path: '/api/feedback/:id/snapshot',
    tag: 'Research runs',
    summary: 'The run’s public link, if shared.',
    access: 'signed-in',
    responses: ok(snapshotStateSchema),
  },
  {
    method: 'post',
    path: '/api/feedback/:id/snapshot',
    tag: 'Research runs',
    summary: 'Shares the run read-only (idempotent).',
    access: 'signed-in',
    responses: created(snapshotLinkSchema),
  },
  {
    method: 'delete',
    path: '/api/feedback/:id/snapshot',
    tag: 'Research runs',
    summary: 'Stops sharing the run.',
    access: 'signed-in',
    responses: noContent,
  },
  {
    method: 'get',
    path: '/api/feedback/:id/image',
    tag: 'Research runs',
    summary: 'The ad image of one of your Ad Creative Tests.',
    access: 'signed-in',
    responses: { 200: { description: 'The image', contentType: 'image/webp' } },
  },
  {
    method: 'get',
    path: '/api/snapshots/:slug/image',
    tag: 'Research runs',
    summary: 'The ad image of a shared Ad Creative Test.',
    access: 'public',
    responses: { 200: { description: 'The image', contentType: 'image/webp' } },
  },
  {
    method: 'get',
    path: '/api/snapshots/:slug',
    tag: 'Research runs',
    summary: 'A shared run, as any visitor sees it.',
    access: 'public',
    responses: ok(snapshotSchema),
  },

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
    method: 'post',
    path: '/api/audiences/preview',
    tag: 'Audiences',
    summary:
      'Reads a CSV or XLSX file of records (multipart, file field file, at most 10 MB and 20,000 records) and proposes how its columns map to twin fields: the mapping step. Columns that identify a person are flagged and their values left out. Stores nothing.',
    access: 'signed-in',
    bodyType: 'multipart/form-data',
    file: { name: 'file', mediaType: 'text/csv' },
    responses: ok(audiencePreviewSchema),
  },
  {
    method: 'post',
    path: '/api/audiences',
    tag: 'Audiences',
    summary:
      "Builds an audience of your workspace from a CSV or XLSX file of records (multipart: name, optional mapping as JSON, workspace_id and country, and the file field file; at most 10 MB and 20,000 records): a twin per record, or for more than 500 records 500 weighted twins matching the file's mix. Rows that cannot be used are listed with their line and reason; identifying columns are never stored. A refused file stores nothing.",
    access: 'signed-in',
    bodyType: 'multipart/form-data',
    body: createAudienceFieldsSchema,
    file: { name: 'file', mediaType: 'text/csv' },
    responses: created(audienceWithTwinsSchema),
  },
  {
    method: 'get',
    path: '/api/audiences',
    tag: 'Audiences',
    summary: 'The audiences of your workspaces, newest first.',
    access: 'signed-in',
    responses: ok(audienceListSchema),
  },
  {
    method: 'get',
    path: '/api/audiences/:id',
    tag: 'Audiences',
    summary:
      'One audience with its twins, whose ids work wherever twin ids do (members of its workspace only).',
    access: 'signed-in',
    responses: ok(audienceWithTwinsSchema),
  },
  {
    method: 'patch',
    path: '/api/audiences/:id',
    tag: 'Audiences',
    summary: 'Renames an audience.',
    access: 'signed-in',
    body: renameAudienceSchema,
    responses: ok(audienceSchema),
  },
  {
    method: 'delete',
    path: '/api/audiences/:id',
    tag: 'Audiences',
    summary:
      "Deletes an audience and its twins; records of runs on them stay readable with each twin's name and answers.",
    access: 'signed-in',
    responses: noContent,
  },
  {
    method: 'get',
    path: '/api/brand-profiles',
    tag: 'Research',
    summary: 'Your Brand 360 profiles, newest first.',
    access: 'signed-in',
    responses: ok(brandProfileListSchema),
  },
  {
    method: 'post',
    path: '/api/brand-profiles',
    runs: true,
    tag: 'Research',
    summary: 'Creates a Brand 360 profile: name, category, description, competitors, optional logo.',
    access: 'signed-in',
    body: brandProfileInputSchema,
    responses: created(brandProfileSchema),
  },
  {
    method: 'get',
    path: '/api/brand-profiles/:id',
    tag: 'Research',
    summary: 'One of your brand profiles (404 for anyone else’s).',
    access: 'signed-in',
    responses: ok(brandProfileSchema),
  },
  {
    method: 'patch',
    path: '/api/brand-profiles/:id',
    tag: 'Research',
    summary:
      'Edits one of your brand profiles (404 for anyone else); past studies keep the profile as it was.',
    access: 'signed-in',
    body: brandProfileInputSchema,
    responses: ok(brandProfileSchema),
  },
  {
    method: 'delete',
    path: '/api/brand-profiles/:id',
    tag: 'Research',
    summary: 'Deletes one of your brand profiles; its studies stay readable from their run pages.',
    access: 'signed-in',
    responses: noContent,
  },
  {
    method: 'get',
    path: '/api/brand-profiles/:id/studies',
    tag: 'Research',
    summary: 'The perception studies of one of your brand profiles, newest first.',
    access: 'signed-in',
    responses: ok(z.array(ownedBrandStudyRecordSchema)),
  },
  {
    method: 'post',
    path: '/api/brand-profiles/:id/studies',
    runs: true,
    tag: 'Research',
    summary:
      'Runs a perception study of the brand and its competitors with up to 7 twins (1 credit); answers the saved brand360 record.',
    access: 'signed-in',
    body: brandStudyRequestSchema,
    responses: created(ownedBrandStudyRecordSchema),
  },
  {
    method: 'get',
    path: '/api/brand-studies',
    tag: 'Research',
    summary:
      "Your Brand 360 studies across profiles (deleted profiles' included), newest first, a page at a time.",
    access: 'signed-in',
    query: {
      cursor: 'The nextCursor of the previous page; the first page without it.',
      pageSize: 'Studies per page, 1–100 (default 20).',
    },
    responses: ok(brandStudyPageSchema),
  },
  {
    method: 'get',
    path: '/api/angel-pitches',
    tag: 'Research',
    summary: 'Your angel pitches (records of type angel_pitch), newest first, a page at a time.',
    access: 'signed-in',
    query: {
      cursor: 'The nextCursor of the previous page; the first page without it.',
      pageSize: 'Pitches per page, 1–100 (default 20).',
    },
    responses: ok(angelPitchPageSchema),
  },
  {
    method: 'post',
    path: '/api/angel-pitches',
    runs: true,
    tag: 'Research',
    summary:
      'Has investor twins (high-income business roles) judge a pitch (1 credit); answers the saved angel_pitch record.',
    access: 'signed-in',
    body: angelPitchRequestSchema,
    responses: created(ownedAngelPitchRecordSchema),
  },
  {
    method: 'get',
    path: '/api/pricing-studies',
    tag: 'Research',
    summary: 'Your pricing studies (records of type pricing_study), newest first, a page at a time.',
    access: 'signed-in',
    query: {
      cursor: 'The nextCursor of the previous page; the first page without it.',
      pageSize: 'Studies per page, 1–100 (default 20).',
    },
    responses: ok(pricingStudyPageSchema),
  },
  {
    method: 'post',
    path: '/api/pricing-studies/quote',
    runs: true,
    tag: 'Research',
    summary:
      'What a pricing study would ask before it runs: its panel size, its ladder (a suggested one says what it is centred on), its cost and its model calls. Charges nothing.',
    access: 'signed-in',
    body: pricingStudyRequestSchema,
    responses: ok(pricingStudyQuoteSchema),
  },
  {
    method: 'post',
    path: '/api/pricing-studies',
    runs: true,
    tag: 'Research',
    summary:
      'Runs a pricing study (Gabor-Granger or Van Westendorp) with up to 200 twins, named or chosen by filters (1 credit); answers the saved pricing_study record, or its events as Server-Sent Events with Accept: text/event-stream.',
    access: 'signed-in',
    body: pricingStudyRequestSchema,
    responses: created(ownedPricingStudyRecordSchema),
  },
  {
    method: 'get',
    path: '/api/comparisons',
    tag: 'Research',
    summary: 'Your concept comparisons (records of type concept_comparison), newest first, a page at a time.',
    access: 'signed-in',
    query: {
      cursor: 'The nextCursor of the previous page; the first page without it.',
      pageSize: 'Comparisons per page, 1–100 (default 20).',
    },
    responses: ok(conceptComparisonPageSchema),
  },
  {
    method: 'post',
    path: '/api/comparisons/quote',
    runs: true,
    tag: 'Research',
    summary:
      'What a comparison would ask before it runs: its panel size, its cost and its model calls. Charges nothing.',
    access: 'signed-in',
    body: conceptComparisonRequestSchema,
    responses: ok(conceptComparisonQuoteSchema),
  },
  {
    method: 'post',
    path: '/api/comparisons',
    runs: true,
    tag: 'Research',
    summary:
      "Puts 2–5 variants of a concept to the same twins (up to 200, named or chosen by filters; 1 credit); answers the saved concept_comparison record, or its events as Server-Sent Events with Accept: text/event-stream. As multipart/form-data the same fields travel as JSON text fields, and any variant may carry an image as the file field images.N (N the variant's index from 0; PNG/JPEG/WebP by content, at most 5 MB): the ad reader reads it and the twins judge that variant as in an Ad Creative Test; the record keeps each image's id and reading as variants[N].image. A bad image (wrong type, damaged, over 5 MB with 413, or for a variant that does not exist) is refused naming its field and charges nothing.",
    access: 'signed-in',
    body: conceptComparisonRequestSchema,
    multipartFields: conceptComparisonFormFieldsSchema,
    file: Array.from({ length: MAX_VARIANTS }, (_, index) => ({
      name: variantImageField(index),
      mediaType: 'image/*',
      optional: true as const,
    })),
    responses: created(ownedConceptComparisonRecordSchema),
  },
  {
    method: 'get',
    path: '/api/comparisons/:id/images/:variant',
    tag: 'Research',
    summary:
      'The image of one variant (its index from 0) of one of your concept comparisons; 404 when it has none.',
    access: 'signed-in',
    responses: { 200: { description: 'The image', contentType: 'image/webp' } },
  },
  {
    method: 'post',
    path: '/api/interviews',
    runs: true,
    tag: 'Research',
    summary: 'Starts an interview with one twin (1 credit unless subscribed); answers the record.',
    access: 'signed-in',
    body: startInterviewSchema,
    responses: created(ownedInterviewRecordSchema),
  },
  {
    method: 'post',
    path: '/api/interviews/:id/messages',
    runs: true,
    tag: 'Research',
    summary:
      'Asks the twin a question (up to 20); JSON, or the reply streamed with Accept: text/event-stream.',
    access: 'signed-in',
    body: interviewMessageRequestSchema,
    responses: { 200: { description: 'The reply and the updated record', schema: interviewReplySchema } },
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

  {
    method: 'get',
    path: '/api/admin/content',
    tag: 'Administration',
    summary: 'Every resource, drafts included.',
    access: 'admin',
    query: {
      query: 'Words in the title, slug or summary.',
      status: 'draft or published.',
      kind: 'The kind of resource.',
    },
    responses: ok(contentListSchema),
  },
  {
    method: 'post',
    path: '/api/admin/content',
    tag: 'Administration',
    summary: 'Creates a resource.',
    access: 'admin',
    body: contentInputSchema,
    responses: created(contentItemSchema),
  },
  {
    method: 'get',
    path: '/api/admin/content/:id',
    tag: 'Administration',
    summary: 'One resource.',
    access: 'admin',
    responses: ok(contentItemSchema),
  },
  {
    method: 'put',
    path: '/api/admin/content/:id',
    tag: 'Administration',
    summary: 'Updates a resource.',
    access: 'admin',
    body: contentInputSchema,
    responses: ok(contentItemSchema),
  },
  {
    method: 'delete',
    path: '/api/admin/content/:id',
    tag: 'Administration',
    summary: 'Deletes a resource.',
    access: 'admin',
    responses: noContent,
  },
  {
    method: 'post',
    path: '/api/admin/uploads',
    tag: 'Administration',
    summary: 'Uploads a cover image (PNG, JPEG or WebP, at most 5 MB).',
    access: 'admin',
    bodyType: 'multipart/form-data',
    responses: created(uploadResultSchema),
  },
  {
    method: 'get',
    path: '/api/admin/users',
    tag: 'Administration',
    summary: 'Users matching a search, with balance and subscription.',
    access: 'admin',
    query: { query: 'Words in the name or email.' },
    responses: ok(adminUserListSchema),
  },
  {
    method: 'post',
    path: '/api/admin/users/:id/credits',
    tag: 'Administration',
    summary: 'Adds or removes credits, with a reason.',
    access: 'admin',
    body: adminCreditSchema,
    responses: ok(adminCreditResultSchema),
  },
  {
    method: 'put',
    path: '/api/admin/users/:id/subscription',
    tag: 'Administration',
    summary: 'Sets a manual (e.g. invoiced) subscription.',
    access: 'admin',
    body: adminSubscriptionSchema,
    responses: ok(adminSubscriptionResultSchema),
  },
  {
    method: 'get',
    path: '/api/admin/snapshot-requests',
    tag: 'Administration',
    summary: 'Snapshot requests from /snapshot-request, newest first, 50 a page, with the number still new.',
    access: 'admin',
    query: { status: 'all (default), new or handled.', page: 'Page index from 0.' },
    responses: ok(snapshotRequestListSchema),
  },
  {
    method: 'patch',
    path: '/api/admin/snapshot-requests/:id',
    tag: 'Administration',
    summary: 'Marks a snapshot request handled, or new again.',
    access: 'admin',
    body: snapshotRequestUpdateSchema,
    responses: ok(snapshotRequestItemSchema),
  },
  {
    method: 'put',
    path: '/api/admin/users/:id/role',
    tag: 'Administration',
    summary: 'Grants or withdraws the admin role (never one’s own).',
    access: 'admin',
    body: adminRoleSchema,
    responses: ok(adminRoleResultSchema),
  },
];

/** The route declared for a method and a Fastify route path, if any. */
export function findApiRoute(method: string, path: string): ApiRoute | undefined {
  const wanted = method.toLowerCase();
  return apiRoutes.find((route) => route.method === wanted && route.path === path);
}
