// Brand 360 (SPEC §2, /brand360/{profileId}): a brand profile, the perception study request, each twin's ratings and the study's analysis.
import { z } from 'zod';
import { provenanceSchema, sentimentSchema } from './twin-answers';
import { feedbackRecordBaseSchema, recordOwnerSchema, typedAnswerItemSchema } from './feedback';
import { filterSetSchema, MAX_TWINS } from './personas';

/** The record type of a perception study (made by the server only; see docs/decisions/018). */
export const BRAND_STUDY_TYPE = 'brand360';
export const MAX_COMPETITORS = 5;

/** What each twin rates for the brand and for every competitor, 0 (none) .. 100. */
export const BRAND_DIMENSIONS = ['awareness', 'associations', 'trust', 'value', 'fit'] as const;
export type BrandDimension = (typeof BRAND_DIMENSIONS)[number];
export const BRAND_DIMENSION_LABELS: Record<BrandDimension, string> = {
  awareness: 'Awareness',
  associations: 'Associations',
  trust: 'Trust',
  value: 'Value',
  fit: 'Fit with their life',
};

const nameField = (what: string) =>
  z.string().trim().min(1, `Enter the ${what}`).max(80, `The ${what} can have at most 80 characters`);

export const brandProfileInputSchema = z.strictObject({
  name: nameField('brand name'),
  category: nameField('category'),
  description: z
    .string()
    .trim()
    .min(20, 'Describe the brand in at least 20 characters')
    .max(2000, 'The description can have at most 2,000 characters'),
  competitors: z
    .array(nameField('competitor name'))
    .min(1, 'Name at least one competitor')
    .max(MAX_COMPETITORS, `Name at most ${MAX_COMPETITORS} competitors`)
    .refine(
      (names) => new Set(names.map((name) => name.toLowerCase())).size === names.length,
      'Name each competitor once',
    ),
  logoUrl: z
    .url({ protocol: /^https$/, message: 'The logo must be an https:// address' })
    .max(500, 'The logo address can have at most 500 characters')
    .nullish(),
});
export type BrandProfileInput = z.input<typeof brandProfileInputSchema>;

export const brandProfileSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  description: z.string(),
  competitors: z.array(z.string()),
  logo_url: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type BrandProfile = z.infer<typeof brandProfileSchema>;
export const brandProfileListSchema = z.array(brandProfileSchema);

export const brandStudyRequestSchema = z.strictObject({
  personaIds: z
    .array(z.string().min(1))
    .min(1, 'Select at least one Digital Twin')
    .max(MAX_TWINS, `Select at most ${MAX_TWINS} Digital Twins`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each Digital Twin can be selected once'),
  filters: filterSetSchema.optional(),
});
export type BrandStudyRequest = z.input<typeof brandStudyRequestSchema>;

const scoreSchema = z.number().int().min(0).max(100);
export const brandScoresSchema = z.strictObject(
  Object.fromEntries(BRAND_DIMENSIONS.map((d) => [d, scoreSchema])) as Record<
    BrandDimension,
    typeof scoreSchema
  >,
);
export type BrandScores = z.infer<typeof brandScoresSchema>;

/**
 * What a brand's ratings rest on: the profile the user gave ('profile'), the engine's brand knowledge table
 * ('knowledge': a well-known competitor such as Starbucks, rated from its awareness and price tier), or nothing the
 * engine knows ('none': a competitor named without a description, rated around its category's middle with wide
 * uncertainty). Optional so studies saved before it was recorded stay valid.
 */
export const ratingBasisSchema = z.enum(['profile', 'knowledge', 'none']);
export type RatingBasis = z.infer<typeof ratingBasisSchema>;

/** One twin's ratings of one brand (the profile's own or a competitor). */
export const brandRatingSchema = z.strictObject({
  brand: z.string(),
  isOwn: z.boolean(),
  scores: brandScoresSchema,
  /** What the brand brings to the twin's mind, in a few words each. */
  associations: z.array(z.string()).max(6),
  basis: ratingBasisSchema.optional(),
});
export type BrandRating = z.infer<typeof brandRatingSchema>;

/** One twin's perception of the brand and its competitors, with a reason per dimension for the brand itself. */
export const brandAnswerSchema = z.strictObject({
  personaId: z.string(),
  personaName: z.string(),
  ratings: z.array(brandRatingSchema).min(2),
  reasons: z.strictObject(
    Object.fromEntries(BRAND_DIMENSIONS.map((d) => [d, z.string().min(1)])) as Record<
      BrandDimension,
      z.ZodString
    >,
  ),
  /** How the brand stands against the competitor the twin rates best. */
  comparison: z.string(),
  text: z.string().min(1),
  sentiment: sentimentSchema,
  sentimentScore: z.number().int().min(0).max(100),
  generatedBy: provenanceSchema,
});
export type BrandAnswer = z.infer<typeof brandAnswerSchema>;

/** A response item's `detailed` for a perception study. */
export const brandAnswerDetailSchema = z.strictObject({
  sentiment: sentimentSchema,
  sentimentScore: z.number(),
  personaName: z.string(),
  ratings: z.array(brandRatingSchema),
  reasons: brandAnswerSchema.shape.reasons,
  comparison: z.string(),
});

export const brandFindingSchema = z.strictObject({ dimension: z.enum(BRAND_DIMENSIONS), text: z.string() });
export type BrandFinding = z.infer<typeof brandFindingSchema>;

/** The study's overall_analysis: mean scores per brand, strengths and risks against the competitors. */
export const brandStudyAnalysisSchema = z.strictObject({
  brand: z.string(),
  brands: z.array(
    z.strictObject({
      brand: z.string(),
      isOwn: z.boolean(),
      scores: brandScoresSchema,
      associations: z.array(z.string()),
      basis: ratingBasisSchema.optional(),
      /** Half the spread of the twins' ratings (points), averaged over the dimensions: how unsure the panel is. */
      spread: z.number().optional(),
    }),
  ),
  /** Which ratings rest on the profile the user gave and which on nothing; absent on older studies. */
  basisNote: z.string().optional(),
  strengths: z.array(brandFindingSchema),
  risks: z.array(brandFindingSchema),
  /** The brand's mean over every dimension and twin, 0..100. */
  aggregateScore: z.number(),
  key_metrics: z.strictObject({ overall_sentiment: sentimentSchema }),
  sentimentAnalysis: z.strictObject({
    distribution: z.strictObject({ positive: z.number(), neutral: z.number(), negative: z.number() }),
  }),
  twinCount: z.number().int(),
  generatedBy: provenanceSchema,
});
export type BrandStudyAnalysis = z.infer<typeof brandStudyAnalysisSchema>;

/** A perception study's record as the server returns it (analysis and details null where the stored JSON is not a study's). */
export const brandStudyDetailsSchema = z.strictObject({
  profileId: z.string(),
  name: z.string(),
  category: z.string(),
  description: z.string(),
  competitors: z.array(z.string()),
});
export const brandStudyRecordSchema = feedbackRecordBaseSchema.extend({
  type: z.literal(BRAND_STUDY_TYPE),
  /** The profile as it was when the study ran. */
  concept_details: brandStudyDetailsSchema.nullable(),
  responses: z.array(typedAnswerItemSchema(brandAnswerDetailSchema)),
  overall_analysis: brandStudyAnalysisSchema.nullable(),
});
export const ownedBrandStudyRecordSchema = brandStudyRecordSchema.and(recordOwnerSchema);
export type BrandStudyRecord = z.infer<typeof ownedBrandStudyRecordSchema>;

/** GET /api/brand-studies: every perception study of the caller, newest first, a page at a time (deleted profiles' too). */
export const brandStudyPageSchema = z.object({
  items: z.array(ownedBrandStudyRecordSchema),
  hasMore: z.boolean(),
  /** Pass as `cursor` to read the next page (null on the last page). */
  nextCursor: z.string().nullable(),
});
export type BrandStudyPage = z.infer<typeof brandStudyPageSchema>;
