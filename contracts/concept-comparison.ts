// Concept comparisons: 2–5 variants of a concept put to the same twins; which one each twin prefers, and a winner
// only when the lead is beyond its interval (paired bootstrap over twins).
import { z } from 'zod';
import { CONCEPT_MAX_LENGTH } from './concept-test';
import { likertDistributionSchema, provenanceSchema } from './twin-answers';
import { feedbackRecordBaseSchema, recordOwnerSchema, typedAnswerItemSchema } from './feedback';
import { adReadingSchema, jsonField } from './image-ad';
import { readingOverrideSchema, runReadingSchema } from './concept-reading';
import {
  hiddenSegmentsSchema,
  intervalSchema,
  panelSchema,
  panelSelectionFields,
  segmentResultSchema,
} from './research-panel';

export const CONCEPT_COMPARISON_TYPE = 'concept_comparison';
export const MIN_VARIANTS = 2;
export const MAX_VARIANTS = 5;

/** 'Variant A', 'Variant B', … as every screen and export names them. */
export const variantLabel = (index: number): string => `Variant ${String.fromCharCode(65 + index)}`;

const variantsSchema = z
  .array(
    z
      .string()
      .trim()
      .min(1, 'Describe every variant')
      .max(CONCEPT_MAX_LENGTH, `At most ${CONCEPT_MAX_LENGTH} characters per variant`),
  )
  .min(MIN_VARIANTS, `Enter at least ${MIN_VARIANTS} variants`)
  .max(MAX_VARIANTS, `Enter at most ${MAX_VARIANTS} variants`)
  .refine((variants) => new Set(variants).size === variants.length, 'Each variant must differ');

export const conceptComparisonRequestSchema = z.strictObject({
  variants: variantsSchema,
  /** Corrections to what the twins understood of the product (read from Variant A); they apply to every variant. */
  reading: readingOverrideSchema.optional(),
  ...panelSelectionFields,
});
export type ConceptComparisonRequest = z.input<typeof conceptComparisonRequestSchema>;
export type ConceptComparisonInput = z.output<typeof conceptComparisonRequestSchema>;

/** The multipart file field of variant `index`'s image ('images.0' is Variant A's): the name a 400 reports. */
export const variantImageField = (index: number): string => `images.${index}`;
export const VARIANT_IMAGE_FIELD = /^images\.(\d)$/;

/**
 * The text fields of a multipart POST /api/comparisons (each JSON, as the JSON body has them); a variant's optional
 * image travels as the file field variantImageField(index).
 */
export const conceptComparisonFormFieldsSchema = z.strictObject({
  variants: jsonField('Send variants as a JSON array').pipe(variantsSchema),
  personaIds: jsonField('Send personaIds as a JSON array').pipe(panelSelectionFields.personaIds).optional(),
  filters: jsonField('Send filters as a JSON object').pipe(panelSelectionFields.filters).optional(),
  reading: jsonField('Send reading as a JSON object').pipe(readingOverrideSchema).optional(),
});

/** A variant's image as the record keeps it: the private upload and what the ad reader found in it. */
export const variantImageSchema = z.object({ imageId: z.string(), reading: adReadingSchema });
export type VariantImage = z.infer<typeof variantImageSchema>;

export const variantResultSchema = z.object({
  text: z.string(),
  /** Weighted mean purchase intent, 1..5. */
  meanIntent: z.number(),
  meanIntentLow: z.number(),
  meanIntentHigh: z.number(),
  /** Weighted share of twins who prefer this variant to every other; low/high its 90% interval. */
  preferredShare: z.number(),
  low: z.number(),
  high: z.number(),
  /** The weighted intent distribution (five shares, 1 = definitely not .. 5 = definitely). */
  distribution: likertDistributionSchema,
  /** What this variant says that the others do not. */
  differences: z.array(z.string()),
  /** The variant's image, when it has one (served by GET /api/comparisons/{id}/images/{variant}). */
  image: variantImageSchema.optional(),
});
export type VariantResult = z.infer<typeof variantResultSchema>;

export const comparisonSegmentFigureSchema = z.object({
  preferredShares: z.array(z.number()),
  meanIntents: z.array(z.number()),
});

export const comparisonAnalysisSchema = z.object({
  variants: z.array(variantResultSchema),
  winner: z.number().int().nullable(),
  /** headToHead[a][b]: weighted share of twins who prefer a to b (ties count half). */
  headToHead: z.array(z.array(z.number())),
  /** The leader's lead in preferred share over the runner-up, with its 90% interval. */
  lead: intervalSchema.extend({ variant: z.number().int(), share: z.number() }),
  segments: z.array(segmentResultSchema(comparisonSegmentFigureSchema)),
  hiddenSegments: hiddenSegmentsSchema,
  panel: panelSchema,
  summary: z.string(),
  /** What the twins understood of the product (Variant A), with the user's corrections; older runs lack it. */
  reading: runReadingSchema.optional(),
  generatedBy: provenanceSchema,
});
export type ComparisonAnalysis = z.infer<typeof comparisonAnalysisSchema>;

export const comparisonAnswerDetailSchema = z.object({
  personaName: z.string(),
  /** Expected purchase intent per variant, 1..5. */
  intents: z.array(z.number()),
  /** The intent distribution per variant. */
  distributions: z.array(likertDistributionSchema),
  /**
   * The chance this twin picks each variant (sums to 1): from the engine's choice model where it has one, else the
   * chance each variant gets its highest intent.
   */
  preferences: z.array(z.number()),
  /** The variant this twin most likely prefers (the first of a tie). */
  preferred: z.number().int(),
  /** Why, in terms of what differs between the variants. */
  reason: z.string(),
});
export type ComparisonAnswerDetail = z.infer<typeof comparisonAnswerDetailSchema>;

export const conceptComparisonRecordSchema = feedbackRecordBaseSchema.extend({
  type: z.literal(CONCEPT_COMPARISON_TYPE),
  responses: z.array(typedAnswerItemSchema(comparisonAnswerDetailSchema)),
  overall_analysis: comparisonAnalysisSchema.nullable(),
  variants: z.array(variantResultSchema),
  winner: z.number().int().nullable(),
});
export const ownedConceptComparisonRecordSchema = conceptComparisonRecordSchema.and(recordOwnerSchema);
export type ConceptComparisonRecord = z.infer<typeof ownedConceptComparisonRecordSchema>;

/** GET: the caller's concept comparisons, newest first, a page at a time. */
export const conceptComparisonPageSchema = z.object({
  items: z.array(ownedConceptComparisonRecordSchema),
  hasMore: z.boolean(),
  nextCursor: z.string().nullable(),
});
export type ConceptComparisonPage = z.infer<typeof conceptComparisonPageSchema>;

/** POST /api/comparisons/quote: the panel, cost and model calls before running (nothing is charged). */
export const conceptComparisonQuoteSchema = z.object({
  twins: z.number().int(),
  matched: z.number().int(),
  credits: z.number().int(),
  modelCalls: z.number().int(),
});
export type ConceptComparisonQuote = z.infer<typeof conceptComparisonQuoteSchema>;
