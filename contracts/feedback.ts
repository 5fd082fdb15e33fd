import { z } from 'zod';

export const FEEDBACK_TYPES = ['focus-group', 'interview', 'image-ad', 'image_analysis', 'angel_pitch'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
export const DEFAULT_FEEDBACK_TYPE: FeedbackType = 'focus-group';
/** Types the history lookup accepts; anything else falls back to image-ad. */
export const HISTORY_TYPES = ['image-ad', 'image_analysis', 'interview', 'focus-group'] as const;
export type HistoryType = (typeof HISTORY_TYPES)[number];
export const HISTORY_PAGE_SIZE = 20;
export const HISTORY_MAX_PAGE_SIZE = 100;

export const followUpSchema = z.object({
  question: z.string(),
  response: z.string(),
  timestamp: z.string(),
  isSaved: z.literal(true),
});
export type FollowUp = z.infer<typeof followUpSchema>;

/** A response item as stored: the spec's fields, open to more (the engine's detail). */
export const responseItemSchema = z
  .object({
    personaId: z.string().optional(),
    sender: z.enum(['user', 'ai']).optional(),
    personaName: z.string().optional(),
    text: z.string().optional(),
    detailed: z
      .object({
        sentiment: z.string().optional(),
        sentimentScore: z.number().optional(),
        personaName: z.string().optional(),
        interestLevel: z.number().optional(),
        concept: z.object({ interestLevel: z.number().optional() }).loose().optional(),
      })
      .loose()
      .optional(),
    followUpConversations: z.array(followUpSchema).optional(),
  })
  .loose();
export type ResponseItem = z.infer<typeof responseItemSchema>;

export const feedbackRecordSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  concept: z.string().nullable(),
  concept_details: z.record(z.string(), z.unknown()).nullable(),
  selected_personas: z.array(z.unknown()),
  responses: z.array(responseItemSchema),
  overall_analysis: z.record(z.string(), z.unknown()),
  type: z.string().nullable(),
  filters: z.record(z.string(), z.array(z.string())).nullable().default(null),
  engine: z.object({ provider: z.string(), model: z.string(), version: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type FeedbackRecord = z.infer<typeof feedbackRecordSchema>;
export const feedbackRecordListSchema = z.array(feedbackRecordSchema);

const MAX_RESPONSES = 500;
/** The most one saved or updated record may hold, as JSON. */
export const RECORD_MAX_BYTES = 256 * 1024;

export const saveFeedbackSchema = z
  .object({
    type: z.string().optional().nullable(),
    concept: z.string().max(20_000).optional(),
    feedbackContent: z.string().max(20_000).optional(),
    conceptDetails: z.record(z.string(), z.unknown()).optional(),
    selectedPersonas: z.array(z.unknown()).max(50).default([]),
    responses: z.array(responseItemSchema).max(MAX_RESPONSES).default([]),
    overallAnalysis: z.record(z.string(), z.unknown()).default({}),
  })
  .refine((body) => (body.feedbackContent ?? body.concept ?? '').trim().length > 0, {
    message: 'Enter a concept or feedbackContent',
    path: ['concept'],
  });
export type SaveFeedbackRequest = z.infer<typeof saveFeedbackSchema>;

export const updateFeedbackSchema = z.object({
  responses: z.array(responseItemSchema).max(MAX_RESPONSES),
  overallAnalysis: z.record(z.string(), z.unknown()),
  concept: z.string().max(20_000).optional(),
  selectedPersonas: z.array(z.unknown()).max(50).optional(),
});
export type UpdateFeedbackRequest = z.infer<typeof updateFeedbackSchema>;

export const historyPageSchema = z.object({
  items: z.array(feedbackRecordSchema),
  hasMore: z.boolean(),
  /** Pass as `cursor` to read the next page by keyset (null on the last page). */
  nextCursor: z.string().nullable().optional(),
});
export type HistoryPage = z.infer<typeof historyPageSchema>;

export const feedbackStatsSchema = z.object({
  totalAnalyses: z.number(),
  totalTwins: z.number(),
  averageInterestScore: z.number(),
});
export type FeedbackStats = z.infer<typeof feedbackStatsSchema>;

export const repairTypesResultSchema = z.object({
  success: z.boolean(),
  updated: z.number(),
  message: z.string().optional(),
  error: z.string().optional(),
});

export const followUpRequestSchema = z.object({
  personaId: z.string().optional(),
  question: z.string().trim().min(1, 'Ask a question').max(1000, 'At most 1,000 characters'),
});

export const followUpListSchema = z.array(followUpSchema);
/** POST /api/feedback/:id/follow-ups: the new answer and the whole conversation with that twin. */
export const askFollowUpResultSchema = z.object({ followUp: followUpSchema, followUps: followUpListSchema });

/** GET /api/snapshots/:slug: a shared run as any visitor sees it, without its owner. */
export const snapshotSchema = feedbackRecordSchema.omit({ user_id: true }).extend({ shared_at: z.string() });
export type Snapshot = z.infer<typeof snapshotSchema>;

/** What an angel_pitch record stores as its overall analysis when none was generated (spec: "an error note"). */
export const ANGEL_PITCH_ANALYSIS_MISSING = { error: 'The analysis was not generated.' } as const;
