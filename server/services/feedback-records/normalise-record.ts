// A stored feedback record read into its strict shape (contracts/feedback-records.ts). The stored JSON is never
// rewritten: records saved by hand may hold any JSON, and older runs older shapes, so every field is read here,
// once, with the defaults the contracts promise; whatever matches no field of the contract is left out of the answer.
import {
  DEFAULT_FEEDBACK_TYPE,
  RECORD_TYPES,
  type RecordType,
  type RecordSummary,
} from '@contracts/feedback';
import type { FeedbackRecord, FeedbackRecordContent, FeedbackRecordOf } from '@contracts/feedback-records';
import { filterSetSchema } from '@contracts/personas';
import { trustReportSchema } from '@contracts/trust-report';
import type { feedbackRequests } from '@db/schema';
import { RECORD_KINDS } from '../../research-types/record-kinds';
import { conceptDetailsOf, listOf, numberOf, objectOf, textOf, textsOf, validOrNull } from './record-json';

export type FeedbackRow = typeof feedbackRequests.$inferSelect;

const percentOf = (value: unknown): number => Math.min(100, Math.max(0, numberOf(value) ?? 0));

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
 * What each type reads its own way (its reader in server/research-types/<type>/): its responses and analysis, its own
 * concept details, and any members of its own (a pricing study's demand curve).
 */
export type TypedPart<Type extends RecordType> = Omit<
  FeedbackRecordOf<Type>,
  keyof SharedFields | 'user_id'
> &
  Partial<Pick<FeedbackRecordOf<Type>, 'concept_details'>>;

/** A stored type outside RECORD_TYPES (none is written today; older rows may hold one) reads as the default, as saving does. */
const typeOf = (stored: unknown): RecordType =>
  RECORD_TYPES.includes(stored as RecordType) ? (stored as RecordType) : DEFAULT_FEEDBACK_TYPE;

/** Persona ids: entries stored as persona objects give their id; an entry naming no twin is none. */
const selectedPersonaIdsOf = (value: unknown): string[] =>
  listOf(value).flatMap((entry) => {
    const id = typeof entry === 'string' ? entry : textOf(objectOf(entry)?.id);
    return id ? [id] : [];
  });

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
  const read = RECORD_KINDS[typeOf(stored.type)].read as (stored: StoredRecord) => TypedPart<RecordType>;
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
  const read = RECORD_KINDS[type].read as (stored: StoredRecord) => TypedPart<RecordType>;
  const typed = read(stored);
  return { ...sharedFieldsOf(stored), ...typed, user_id: row.userId } as FeedbackRecordOf<Type>;
}

/** A row written or locked as an interview, read as one. */
export const toInterviewRecord = (row: FeedbackRow) => toTypedRecord(row, 'interview');
