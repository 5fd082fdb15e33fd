import { z } from 'zod';
import { overallAnalysisSchema } from './twin-answers';
import { feedbackRecordBaseSchema, recordOwnerSchema, twinAnswerItemSchema } from './feedback';
import { MAX_TWINS, filterSetSchema } from './personas';
import { readingOverrideSchema } from './concept-reading';

export const CONCEPT_MAX_LENGTH = 5000;

export const conceptTestRequestSchema = z.object({
  type: z.literal('focus-group').default('focus-group'),
  concept: z
    .string()
    .trim()
    .min(1, 'Enter a concept or description first')
    .max(CONCEPT_MAX_LENGTH, `At most ${CONCEPT_MAX_LENGTH} characters`),
  personaIds: z
    .array(z.string().min(1))
    .min(1, 'Select at least one Digital Twin')
    .max(MAX_TWINS, `Select at most ${MAX_TWINS} Digital Twins`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each Digital Twin can be selected once'),
  /** The filters the twins were chosen with, kept so the run can be re-applied from Recent Analyses. */
  filters: filterSetSchema.optional(),
  /** Corrections to what the twins understood of the product (decision 047). */
  reading: readingOverrideSchema.optional(),
});
export type ConceptTestRequest = z.input<typeof conceptTestRequestSchema>;

/** A concept test's record: the twins' answers and, when the engine made it, the run's overall analysis. */
export const conceptTestRecordSchema = feedbackRecordBaseSchema.extend({
  type: z.literal('focus-group'),
  responses: z.array(twinAnswerItemSchema),
  /** Null for a record whose stored analysis is not the engine's (saved by hand, or made before its current shape). */
  overall_analysis: overallAnalysisSchema.nullable(),
});
/** A concept test's record with its owner, as a run answers it. */
export const ownedConceptTestRecordSchema = conceptTestRecordSchema.and(recordOwnerSchema);
