// A stored feedback record read into its strict shape (contracts/feedback-records.ts). The stored JSON is never
// rewritten: records saved by hand may hold any JSON, and older runs older shapes, so every field is read here,
// once, with the defaults the contracts promise; whatever matches no field of the contract is left out of the answer.
import { imageAnalysisSchema } from '@contracts/image-analysis';
import type { z } from 'zod';
import {
  overallAnalysisSchema,
  purchaseIntentSchema,
  reasonSchema,
  sentimentSchema,
} from '@contracts/twin-answers';
import {
  ANGEL_PITCH_MISSING_ANALYSIS,
  angelPitchAnalysisSchema,
  angelPitchDetailsSchema,
  investorDetailSchema,
} from '@contracts/angel-pitch';
import {
  adReactionSchema,
  imageAdDetailsSchema,
  imageAdOverallAnalysisSchema,
  type ImageAdAnswerItem,
} from '@contracts/image-ad';
import {
  brandAnswerDetailSchema,
  brandStudyAnalysisSchema,
  brandStudyDetailsSchema,
} from '@contracts/brand-study';
import {
  DEFAULT_FEEDBACK_TYPE,
  RECORD_TYPES,
  type RecordType,
  type FollowUp,
  type RecordSummary,
  type TwinAnswerItem,
} from '@contracts/feedback';
import type { FeedbackRecord, FeedbackRecordContent, FeedbackRecordOf } from '@contracts/feedback-records';
import {
  interviewCounts,
  MAX_INTERVIEW_QUESTIONS,
  type InterviewAnalysis,
  type InterviewMessage,
} from '@contracts/interviews';
import { filterSetSchema } from '@contracts/personas';
import { trustReportSchema } from '@contracts/trust-report';
import {
  pricingAnalysisSchema,
  pricingAnswerDetailSchema,
  pricingStudyDetailsSchema,
} from '@contracts/pricing-study';
import {
  featureAnswerDetailSchema,
  featureStudyAnalysisSchema,
  featureStudyDetailsSchema,
} from '@contracts/feature-study';
import { comparisonAnalysisSchema, comparisonAnswerDetailSchema } from '@contracts/concept-comparison';
import type { feedbackRequests } from '@db/schema';

export type FeedbackRow = typeof feedbackRequests.$inferSelect;

type Json = Record<string, unknown>;
const objectOf = (value: unknown): Json | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : undefined;
const textOf = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const numberOf = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;
const countOf = (value: unknown): number | undefined =>
  Number.isInteger(value) && (value as number) >= 0 ? (value as number) : undefined;
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const textsOf = (value: unknown): string[] =>
  listOf(value).filter((item): item is string => typeof item === 'string');
const validOrNull = <T>(schema: z.ZodType<T>, value: unknown): T | null => {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
};
const validItems = <T>(schema: z.ZodType<T>, value: unknown): T[] =>
  listOf(value).flatMap((item) => validOrNull(schema, item) ?? []);
const percentOf = (value: unknown): number => Math.min(100, Math.max(0, numberOf(value) ?? 0));

function followUpsOf(value: unknown): FollowUp[] {
  return listOf(value).flatMap((item) => {
    const entry = objectOf(item);
    if (!entry || (textOf(entry.question) === undefined && textOf(entry.response) === undefined)) return [];
    return [
      {
        question: textOf(entry.question) ?? '',
        response: textOf(entry.response) ?? '',
        timestamp: textOf(entry.timestamp) ?? '',
        isSaved: true as const,
      },
    ];
  });
}

/** What every answer item has, whatever its type's detail. */
function answerItemOf(item: Json) {
  const detailed = objectOf(item.detailed) ?? {};
  return {
    personaId: textOf(item.personaId) ?? '',
    sender: item.sender === 'user' ? ('user' as const) : ('ai' as const),
    personaName: textOf(item.personaName) ?? textOf(detailed.personaName) ?? null,
    text: textOf(item.text) ?? '',
    followUpConversations: followUpsOf(item.followUpConversations),
  };
}

/** The spec's response item, from the engine's answer or any saved one. */
export function twinAnswerItemOf(item: Json): TwinAnswerItem {
  const detailed = objectOf(item.detailed) ?? {};
  const common = answerItemOf(item);
  const interestLevel =
    numberOf(detailed.interestLevel) ?? numberOf(objectOf(detailed.concept)?.interestLevel) ?? null;
  return {
    ...common,
    detailed: {
      sentiment: validOrNull(sentimentSchema, detailed.sentiment),
      sentimentScore: numberOf(detailed.sentimentScore) ?? null,
      personaName: common.personaName,
      interestLevel,
      concept: { interestLevel },
      purchaseIntent: validOrNull(purchaseIntentSchema, detailed.purchaseIntent),
      reasonsFor: validItems(reasonSchema, detailed.reasonsFor),
      reasonsAgainst: validItems(reasonSchema, detailed.reasonsAgainst),
      concerns: textsOf(detailed.concerns),
      suggestions: textsOf(detailed.suggestions),
    },
  };
}

/** A twin's answer to an ad: the spec's item with its reaction to the creative (null when none is stored). */
export function imageAdAnswerItemOf(item: Json): ImageAdAnswerItem {
  const answer = twinAnswerItemOf(item);
  const adReaction = validOrNull(adReactionSchema, objectOf(item.detailed)?.adReaction);
  return { ...answer, detailed: { ...answer.detailed, adReaction } };
}

/** Answer items of a run type with its own detail schema; a detail that is not that type's reads as null. */
const typedAnswerItemsOf =
  <Detail>(detail: z.ZodType<Detail>) =>
  (value: unknown) =>
    listOf(value).flatMap((entry) => {
      const item = objectOf(entry);
      return item ? [{ ...answerItemOf(item), detailed: validOrNull(detail, item.detailed) }] : [];
    });

/** An entry that is not an object is no answer. */
const twinAnswerItemsOf = (value: unknown): TwinAnswerItem[] =>
  listOf(value).flatMap((entry) => {
    const item = objectOf(entry);
    return item ? [twinAnswerItemOf(item)] : [];
  });

function interviewMessagesOf(stored: StoredRecord): InterviewMessage[] {
  return listOf(stored.responses).flatMap((value, index) => {
    const item = objectOf(value);
    if (!item) return [];
    const replyTo = textOf(item.replyTo);
    return [
      {
        id: textOf(item.id) ?? `message-${index + 1}`,
        sender: item.sender === 'user' ? ('user' as const) : ('ai' as const),
        personaId: textOf(item.personaId) ?? '',
        personaName: textOf(item.personaName) ?? '',
        text: textOf(item.text) ?? '',
        timestamp: textOf(item.timestamp) ?? stored.created_at,
        ...(replyTo === undefined ? {} : { replyTo }),
      },
    ];
  });
}

function interviewAnalysisOf(stored: StoredRecord, messages: InterviewMessage[]): InterviewAnalysis {
  const analysis = objectOf(stored.overall_analysis) ?? {};
  const stats = objectOf(analysis.conversation_stats) ?? {};
  // The conversation itself is the count whenever it is stored; stored stats only stand in for a record without it.
  const counts = messages.length > 0 ? interviewCounts(messages) : undefined;
  return {
    conversation_summary: textOf(analysis.conversation_summary) ?? null,
    conversation_stats: {
      total_messages: counts?.messages ?? countOf(stats.total_messages) ?? 0,
      user_messages: counts?.questions ?? countOf(stats.user_messages) ?? 0,
      ai_messages: counts?.answers ?? countOf(stats.ai_messages) ?? 0,
      last_updated: textOf(stats.last_updated) ?? textOf(stats.created_at) ?? stored.updated_at,
    },
    topics: textsOf(analysis.topics),
    max_questions: countOf(analysis.max_questions) ?? MAX_INTERVIEW_QUESTIONS,
  };
}

/** The history card's facts, from the spec's overall_analysis fields, whichever type stored them. */
export function recordSummaryOf(value: unknown): RecordSummary {
  const analysis = objectOf(value) ?? {};
  const stored = objectOf(objectOf(analysis.sentimentAnalysis)?.distribution);
  const sentimentDistribution = stored
    ? {
        positive: percentOf(stored.positive),
        neutral: percentOf(stored.neutral),
        negative: percentOf(stored.negative),
      }
    : null;
  const percent =
    numberOf(objectOf(analysis.key_metrics)?.overall_sentiment) ??
    numberOf(analysis.aggregateScore) ??
    sentimentDistribution?.positive;
  return {
    sentimentPercent: percent === undefined ? null : Math.round(percent),
    sentimentDistribution,
    keyMessages: textsOf(objectOf(analysis.qualitativeFeedback)?.perceivedKeyMessages),
  };
}

/**
 * A record's stored fields under the spec's names, as a snapshot keeps its copy (copies are JSON, so every field is
 * read as unknown; the timestamps are ISO strings).
 */
export type StoredRecord = {
  id: string;
  concept: unknown;
  concept_details: unknown;
  selected_personas: unknown;
  responses: unknown;
  overall_analysis: unknown;
  type: unknown;
  filters: unknown;
  engine: unknown;
  trust?: unknown;
  audiences?: unknown;
  created_at: string;
  updated_at: string;
};

export function storedRecordOf(row: FeedbackRow): StoredRecord {
  return {
    id: row.id,
    concept: row.concept,
    concept_details: row.conceptDetails,
    selected_personas: row.selectedPersonas,
    responses: row.responses,
    overall_analysis: row.overallAnalysis,
    type: row.type,
    filters: row.filters,
    engine: row.engine,
    trust: row.trust,
    audiences: row.audiences,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A snapshot's copy, read as stored fields whatever it holds. */
export function storedRecordFromJson(value: unknown): StoredRecord {
  const json = objectOf(value) ?? {};
  return {
    ...json,
    id: textOf(json.id) ?? '',
    created_at: textOf(json.created_at) ?? '',
    updated_at: textOf(json.updated_at) ?? textOf(json.created_at) ?? '',
  } as StoredRecord;
}

type SharedFields = Omit<FeedbackRecordContent, 'type' | 'responses' | 'overall_analysis'>;
/**
 * What each type reads its own way: its responses and analysis, its own concept details, and any members of its
 * own (a pricing study's demand curve).
 */
type TypedPart<Type extends RecordType> = Omit<FeedbackRecordOf<Type>, keyof SharedFields | 'user_id'> &
  Partial<Pick<FeedbackRecordOf<Type>, 'concept_details'>>;

function pricingStudyPart(stored: StoredRecord): TypedPart<'pricing_study'> {
  const analysis = validOrNull(pricingAnalysisSchema, stored.overall_analysis);
  return {
    type: 'pricing_study',
    concept_details: validOrNull(pricingStudyDetailsSchema, stored.concept_details),
    responses: typedAnswerItemsOf(pricingAnswerDetailSchema)(stored.responses),
    overall_analysis: analysis,
    method: analysis?.method ?? null,
    currency: analysis?.currency ?? null,
    prices: analysis?.prices ?? [],
    demand: analysis?.demand ?? [],
    revenueMaximisingPrice: analysis?.revenueMaximisingPrice ?? null,
    acceptableRange: analysis?.acceptableRange ?? null,
    optimalPrice: analysis?.optimalPrice ?? null,
    indifferencePrice: analysis?.indifferencePrice ?? null,
  };
}

function featureStudyPart(stored: StoredRecord): TypedPart<'feature_study'> {
  const analysis = validOrNull(featureStudyAnalysisSchema, stored.overall_analysis);
  return {
    type: 'feature_study',
    concept_details: validOrNull(featureStudyDetailsSchema, stored.concept_details),
    responses: typedAnswerItemsOf(featureAnswerDetailSchema)(stored.responses),
    overall_analysis: analysis,
    partWorths: analysis?.estimate.partWorths ?? [],
    importance: analysis?.estimate.importance ?? [],
    willingnessToPay: analysis?.estimate.willingnessToPay ?? [],
    noneShare: analysis?.estimate.noneShare ?? null,
    segments: analysis?.segments ?? [],
  };
}

function conceptComparisonPart(stored: StoredRecord): TypedPart<'concept_comparison'> {
  const analysis = validOrNull(comparisonAnalysisSchema, stored.overall_analysis);
  return {
    type: 'concept_comparison',
    responses: typedAnswerItemsOf(comparisonAnswerDetailSchema)(stored.responses),
    overall_analysis: analysis,
    variants: analysis?.variants ?? [],
    winner: analysis?.winner ?? null,
  };
}

/** Each type's reader of its responses and analysis: a new type adds its own. */
const typedParts: { [Type in RecordType]: (stored: StoredRecord) => TypedPart<Type> } = {
  'focus-group': (stored) => ({
    type: 'focus-group',
    responses: twinAnswerItemsOf(stored.responses),
    overall_analysis: validOrNull(overallAnalysisSchema, stored.overall_analysis),
  }),
  interview: (stored) => {
    const messages = interviewMessagesOf(stored);
    return {
      type: 'interview',
      responses: messages,
      overall_analysis: interviewAnalysisOf(stored, messages),
    };
  },
  'image-ad': (stored) => ({
    type: 'image-ad',
    concept_details:
      validOrNull(imageAdDetailsSchema, stored.concept_details) ?? conceptDetailsOf(stored.concept_details),
    responses: listOf(stored.responses).flatMap((entry) => {
      const item = objectOf(entry);
      return item ? [imageAdAnswerItemOf(item)] : [];
    }),
    overall_analysis: validOrNull(imageAdOverallAnalysisSchema, stored.overall_analysis),
  }),
  image_analysis: (stored) => ({
    type: 'image_analysis',
    concept_details:
      validOrNull(imageAdDetailsSchema, stored.concept_details) ?? conceptDetailsOf(stored.concept_details),
    responses: twinAnswerItemsOf(stored.responses),
    overall_analysis: validOrNull(imageAnalysisSchema, stored.overall_analysis),
  }),
  angel_pitch: (stored) => ({
    type: 'angel_pitch',
    concept_details: validOrNull(angelPitchDetailsSchema, stored.concept_details),
    responses: typedAnswerItemsOf(investorDetailSchema)(stored.responses),
    overall_analysis:
      objectOf(stored.overall_analysis)?.error === ANGEL_PITCH_MISSING_ANALYSIS.error
        ? ANGEL_PITCH_MISSING_ANALYSIS
        : validOrNull(angelPitchAnalysisSchema, stored.overall_analysis),
  }),
  brand360: (stored) => ({
    type: 'brand360',
    concept_details: validOrNull(brandStudyDetailsSchema, stored.concept_details),
    responses: typedAnswerItemsOf(brandAnswerDetailSchema)(stored.responses),
    overall_analysis: validOrNull(brandStudyAnalysisSchema, stored.overall_analysis),
  }),
  pricing_study: pricingStudyPart,
  concept_comparison: conceptComparisonPart,
  feature_study: featureStudyPart,
};

/** A stored type outside RECORD_TYPES (none is written today; older rows may hold one) reads as the default, as saving does. */
const typeOf = (stored: unknown): RecordType =>
  RECORD_TYPES.includes(stored as RecordType) ? (stored as RecordType) : DEFAULT_FEEDBACK_TYPE;

/** Persona ids: entries stored as persona objects give their id; an entry naming no twin is none. */
const selectedPersonaIdsOf = (value: unknown): string[] =>
  listOf(value).flatMap((entry) => {
    const id = typeof entry === 'string' ? entry : textOf(objectOf(entry)?.id);
    return id ? [id] : [];
  });

function conceptDetailsOf(value: unknown): { content?: string; description?: string } | null {
  const details = objectOf(value);
  if (!details) return null;
  const content = textOf(details.content);
  const description = textOf(details.description);
  return {
    ...(content === undefined ? {} : { content }),
    ...(description === undefined ? {} : { description }),
  };
}

function engineOf(value: unknown): FeedbackRecordContent['engine'] {
  const engine = objectOf(value);
  const [provider, model, version] = [
    textOf(engine?.provider),
    textOf(engine?.model),
    textOf(engine?.version),
  ];
  return provider !== undefined && model !== undefined && version !== undefined
    ? { provider, model, version }
    : null;
}

function sharedFieldsOf(stored: StoredRecord): SharedFields {
  return {
    id: stored.id,
    concept: textOf(stored.concept) ?? '',
    concept_details: conceptDetailsOf(stored.concept_details),
    selected_personas: selectedPersonaIdsOf(stored.selected_personas),
    summary: recordSummaryOf(stored.overall_analysis),
    stored_type: textOf(stored.type) ?? null,
    filters: validOrNull(filterSetSchema, stored.filters),
    engine: engineOf(stored.engine),
    trust: validOrNull(trustReportSchema, stored.trust),
    audiences: listOf(stored.audiences).flatMap((entry) => {
      const audience = objectOf(entry);
      const [id, name] = [textOf(audience?.id), textOf(audience?.name)];
      return id !== undefined && name !== undefined ? [{ id, name }] : [];
    }),
    created_at: stored.created_at,
    updated_at: stored.updated_at,
  };
}

/** The record without its owner, as snapshots show it. */
export function feedbackRecordContentOf(stored: StoredRecord): FeedbackRecordContent {
  const read = typedParts[typeOf(stored.type)] as (stored: StoredRecord) => TypedPart<RecordType>;
  // The reader of `type` gives that member's parts, so the whole is that member.
  return { ...sharedFieldsOf(stored), ...read(stored) } as FeedbackRecordContent;
}

/** The record as every route answers it. */
export function toFeedbackRecord(row: FeedbackRow): FeedbackRecord {
  return { ...feedbackRecordContentOf(storedRecordOf(row)), user_id: row.userId };
}

/** A row written or locked as a record of one type, read as that type. */
export function toTypedRecord<Type extends RecordType>(row: FeedbackRow, type: Type): FeedbackRecordOf<Type> {
  const stored = storedRecordOf(row);
  const read = typedParts[type] as (stored: StoredRecord) => TypedPart<RecordType>;
  const typed = read(stored);
  return { ...sharedFieldsOf(stored), ...typed, user_id: row.userId } as FeedbackRecordOf<Type>;
}

/** A row written or locked as an interview, read as one. */
export const toInterviewRecord = (row: FeedbackRow) => toTypedRecord(row, 'interview');
