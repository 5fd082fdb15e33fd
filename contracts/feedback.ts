import { z } from 'zod';
import {
  purchaseIntentSchema,
  reasonSchema,
  sentimentDistributionSchema,
  sentimentSchema,
} from './twin-answers';
import { filterSetSchema } from './personas';
import { trustReportSchema } from './trust-report';

export const FEEDBACK_TYPES = [
  'focus-group',
  'interview',
  'image-ad',
  'image_analysis',
  'angel_pitch',
] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
/**
 * Every type a stored record can be read as: the spec's, which hand-saving accepts, and those only the server writes:
 * brand360 (decision 018), pricing_study and concept_comparison (decision 034), feature_study (decision 053).
 */
export const RECORD_TYPES = [
  ...FEEDBACK_TYPES,
  'brand360',
  'pricing_study',
  'concept_comparison',
  'feature_study',
] as const;
export type RecordType = (typeof RECORD_TYPES)[number];
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

/** A response item as saved: the spec's fields, open to more (the engine's detail). Requests and stored rows only. */
export const savedResponseItemSchema = z
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
export type SavedResponseItem = z.infer<typeof savedResponseItemSchema>;

/**
 * A twin's answer detail as the server returns it: the spec's fields and what the engine adds, null or empty where a
 * record lacks them.
 */
export const answerDetailSchema = z.object({
  sentiment: sentimentSchema.nullable(),
  sentimentScore: z.number().nullable(),
  /** The spec keeps the name here too; the same as the item's personaName. */
  personaName: z.string().nullable(),
  /** 1..5: `interestLevel`, else the spec's `concept.interestLevel`. */
  interestLevel: z.number().nullable(),
  /** The spec's place for the interest level; the same as interestLevel. */
  concept: z.object({ interestLevel: z.number().nullable() }),
  purchaseIntent: purchaseIntentSchema.nullable(),
  reasonsFor: z.array(reasonSchema),
  reasonsAgainst: z.array(reasonSchema),
  concerns: z.array(z.string()),
  suggestions: z.array(z.string()),
});
export type AnswerDetail = z.infer<typeof answerDetailSchema>;

/** The spec's response item as the server returns it, every field present. */
export const twinAnswerItemSchema = z.object({
  personaId: z.string(),
  sender: z.enum(['user', 'ai']),
  /** `personaName`, else the spec's `detailed.personaName`; null when the record names no one. */
  personaName: z.string().nullable(),
  text: z.string(),
  detailed: answerDetailSchema,
  followUpConversations: z.array(followUpSchema),
});
export type TwinAnswerItem = z.infer<typeof twinAnswerItemSchema>;

/** A twin's answer of a run type with its own detail (null when a stored item's detail is not that type's). */
export function typedAnswerItemSchema<Detail extends z.ZodType>(detail: Detail) {
  return twinAnswerItemSchema.extend({ detailed: detail.nullable() });
}

/** What a history card shows of any record, read by the server from whatever its overall_analysis holds. */
export const recordSummarySchema = z.object({
  /** key_metrics.overall_sentiment when a number, else aggregateScore, else the positive share; rounded. */
  sentimentPercent: z.number().int().nullable(),
  sentimentDistribution: sentimentDistributionSchema.nullable(),
  /** qualitativeFeedback.perceivedKeyMessages. */
  keyMessages: z.array(z.string()),
});
export type RecordSummary = z.infer<typeof recordSummarySchema>;

/** The concept's details when stored beside the concept string. */
export const conceptDetailsSchema = z.object({
  content: z.string().optional(),
  description: z.string().optional(),
});

/**
 * The fields every feedback record has, as the server returns it (normalised from the stored JSON, which is kept as
 * it is). Each type adds `type`, `responses` and `overall_analysis` (contracts/feedback-records.ts joins them).
 */
export const feedbackRecordBaseSchema = z.object({
  id: z.string(),
  concept: z.string(),
  concept_details: conceptDetailsSchema.nullable(),
  /** Persona ids (entries stored as persona objects give their id). */
  selected_personas: z.array(z.string()),
  summary: recordSummarySchema,
  /**
   * The type exactly as stored (history diagnostics show null and empty ones, which the type repair fixes); `type`
   * reads a missing or unknown one as focus-group, the type that repair gives it.
   */
  stored_type: z.string().nullable(),
  /** The filters a run's twins were chosen with. */
  filters: filterSetSchema.nullable(),
  engine: z.object({ provider: z.string(), model: z.string(), version: z.string() }).nullable(),
  /** How far the run's answers can be trusted (decision 036); null for a type without twins' answers. */
  trust: trustReportSchema.nullable(),
  /** The workspace audiences whose twins answered, named as they were when the run was made. */
  audiences: z.array(z.object({ id: z.string(), name: z.string() })),
  created_at: z.string(),
  updated_at: z.string(),
});
/** The owner, on every record but a snapshot's. */
export const recordOwnerSchema = z.object({ user_id: z.string() });

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
    responses: z.array(savedResponseItemSchema).max(MAX_RESPONSES).default([]),
    overallAnalysis: z.record(z.string(), z.unknown()).default({}),
  })
  .refine((body) => (body.feedbackContent ?? body.concept ?? '').trim().length > 0, {
    message: 'Enter a concept or feedbackContent',
    path: ['concept'],
  });
export type SaveFeedbackRequest = z.infer<typeof saveFeedbackSchema>;

export const updateFeedbackSchema = z.object({
  responses: z.array(savedResponseItemSchema).max(MAX_RESPONSES),
  overallAnalysis: z.record(z.string(), z.unknown()),
  concept: z.string().max(20_000).optional(),
  selectedPersonas: z.array(z.unknown()).max(50).optional(),
});
export type UpdateFeedbackRequest = z.infer<typeof updateFeedbackSchema>;

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
