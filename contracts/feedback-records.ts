// A feedback record as the server returns it: one member per type, told apart by `type`. A new type adds its member
// here (its schema lives with the type's other contracts) and its reader in server/services/feedback-records/normalise-record.ts.
import { z } from 'zod';
import { conceptTestRecordSchema } from './concept-test';
import type { RunReading } from './concept-reading';
import { angelPitchRecordSchema } from './angel-pitch';
import { brandStudyRecordSchema } from './brand-study';
import { conceptComparisonRecordSchema } from './concept-comparison';
import { recordOwnerSchema, type RecordType } from './feedback';
import { featureStudyRecordSchema } from './feature-study';
import { imageAdRecordSchema } from './image-ad';
import { imageAnalysisRecordSchema } from './image-analysis';
import { interviewRecordSchema } from './interviews';
import { pricingStudyRecordSchema } from './pricing-study';

/** A record without its owner: what every type shares plus its own responses and analysis. */
export const feedbackRecordContentSchema = z.discriminatedUnion('type', [
  conceptTestRecordSchema,
  interviewRecordSchema,
  imageAdRecordSchema,
  imageAnalysisRecordSchema,
  angelPitchRecordSchema,
  brandStudyRecordSchema,
  pricingStudyRecordSchema,
  conceptComparisonRecordSchema,
  featureStudyRecordSchema,
]);
export type FeedbackRecordContent = z.infer<typeof feedbackRecordContentSchema>;

export const feedbackRecordSchema = feedbackRecordContentSchema.and(recordOwnerSchema);
export type FeedbackRecord = z.infer<typeof feedbackRecordSchema>;
/** The record of one type. */
export type FeedbackRecordOf<Type extends RecordType> = Extract<FeedbackRecord, { type: Type }>;

export const feedbackRecordListSchema = z.array(feedbackRecordSchema);

export const historyPageSchema = z.object({
  items: z.array(feedbackRecordSchema),
  hasMore: z.boolean(),
  /** Pass as `cursor` to read the next page by keyset (null on the last page). */
  nextCursor: z.string().nullable().optional(),
});
export type HistoryPage = z.infer<typeof historyPageSchema>;

/** GET /api/snapshots/:slug: a shared run as any visitor sees it, without its owner. */
export const snapshotSchema = feedbackRecordContentSchema.and(z.object({ shared_at: z.string() }));
export type Snapshot = z.infer<typeof snapshotSchema>;

/** What the twins understood of the concept (decision 047): kept by concept tests, pricing studies and comparisons. */
export function runReadingOf(record: FeedbackRecordContent): RunReading | undefined {
  if (
    record.type === 'focus-group' ||
    record.type === 'pricing_study' ||
    record.type === 'concept_comparison'
  )
    return record.overall_analysis?.reading;
  return undefined;
}
