// Feature value studies: a choice-based conjoint. Each twin chooses among products built from attribute levels and
// prices (and "none of these"); a conditional logit pooled over the panel gives each level's part-worth, each
// attribute's importance, the willingness to pay for each level, and a market simulator. Decision 053.
import { z } from 'zod';
import { PRICING_CURRENCIES } from './currency';
import { feedbackRecordBaseSchema, recordOwnerSchema, typedAnswerItemSchema } from './feedback';
import {
  hiddenSegmentsSchema,
  intervalSchema,
  MAX_FEATURE_PANEL_TWINS,
  panelSchema,
  panelSelectionFieldsFor,
  segmentResultSchema,
} from './research-panel';
import { provenanceSchema } from './twin-answers';

export const FEATURE_STUDY_TYPE = 'feature_study';
export const MIN_ATTRIBUTES = 2;
export const MAX_ATTRIBUTES = 8;
export const MIN_LEVELS = 2;
export const MAX_LEVELS = 5;
export const MIN_PRICES = 2;
export const MAX_PRICES = 7;
export const MIN_TASKS = 4;
export const MAX_TASKS = 20;
export const DEFAULT_TASKS = 12;
export const MIN_ALTERNATIVES = 2;
export const MAX_ALTERNATIVES = 5;
export const DEFAULT_ALTERNATIVES = 3;
export const MIN_SIMULATED_PRODUCTS = 2;
export const MAX_SIMULATED_PRODUCTS = 8;
const MAX_PRICE = 1e9;
const TEXT_MAX_LENGTH = 120;

const text = (what: string) =>
  z
    .string({ error: `Enter ${what}` })
    .trim()
    .min(1, `Enter ${what}`)
    .max(TEXT_MAX_LENGTH, `At most ${TEXT_MAX_LENGTH} characters`);

const distinct = (values: readonly string[]) =>
  new Set(values.map((value) => value.toLowerCase())).size === values.length;

export const featureAttributeSchema = z.strictObject({
  name: text('a name for the attribute'),
  /** The first level is the base every other level is valued against. */
  levels: z
    .array(text('each level'))
    .min(MIN_LEVELS, `Give at least ${MIN_LEVELS} levels`)
    .max(MAX_LEVELS, `Give at most ${MAX_LEVELS} levels`)
    .refine(distinct, 'Each level can appear once'),
});
export type FeatureAttribute = z.infer<typeof featureAttributeSchema>;

/** What defines a study's products: the engine's design, answers and estimate need only this. */
export const featureStudyDefinitionSchema = z.strictObject({
  product: text('what is being chosen, e.g. "a digital camera"'),
  attributes: z
    .array(featureAttributeSchema)
    .min(MIN_ATTRIBUTES, `Give at least ${MIN_ATTRIBUTES} attributes`)
    .max(MAX_ATTRIBUTES, `Give at most ${MAX_ATTRIBUTES} attributes`)
    .refine((attributes) => distinct(attributes.map((a) => a.name)), 'Each attribute name can appear once'),
  prices: z
    .array(
      z
        .number({ error: 'Each price must be a number' })
        .positive('Each price must be more than 0')
        .max(MAX_PRICE, 'A price is too large'),
    )
    .min(MIN_PRICES, `Enter at least ${MIN_PRICES} prices`)
    .max(MAX_PRICES, `Enter at most ${MAX_PRICES} prices`)
    .refine((prices) => new Set(prices).size === prices.length, 'Each price can appear once'),
  currency: z.enum(PRICING_CURRENCIES, { error: `Choose one of ${PRICING_CURRENCIES.join(', ')}` }),
  /** What the price is for, e.g. "month"; written after the price in each product. */
  per: text('what the price is for').optional(),
  /** An outside option, "none of these", in every task. */
  none: z.boolean().default(true),
  tasksPerTwin: z
    .number({ error: 'tasksPerTwin must be a whole number' })
    .int('tasksPerTwin must be a whole number')
    .min(MIN_TASKS, `At least ${MIN_TASKS} tasks per twin`)
    .max(MAX_TASKS, `At most ${MAX_TASKS} tasks per twin`)
    .default(DEFAULT_TASKS),
  alternativesPerTask: z
    .number({ error: 'alternativesPerTask must be a whole number' })
    .int('alternativesPerTask must be a whole number')
    .min(MIN_ALTERNATIVES, `At least ${MIN_ALTERNATIVES} products per task`)
    .max(MAX_ALTERNATIVES, `At most ${MAX_ALTERNATIVES} products per task`)
    .default(DEFAULT_ALTERNATIVES),
});
export type FeatureStudyDefinition = z.output<typeof featureStudyDefinitionSchema>;

export const featureStudyRequestSchema = featureStudyDefinitionSchema.extend(
  panelSelectionFieldsFor(MAX_FEATURE_PANEL_TWINS),
);
export type FeatureStudyRequest = z.input<typeof featureStudyRequestSchema>;
export type FeatureStudyInput = z.output<typeof featureStudyRequestSchema>;

const estimateSchema = z.object({ value: z.number(), ...intervalSchema.shape });

export const partWorthSchema = z.object({
  attribute: z.string(),
  level: z.string(),
  ...estimateSchema.shape,
});
export type PartWorth = z.infer<typeof partWorthSchema>;

export const importanceSchema = z.object({
  /** An attribute's name, or "Price". */
  attribute: z.string(),
  isPrice: z.boolean(),
  /** The range of its part-worths as a share of the sum of every attribute's range (price included). */
  share: z.number(),
  ...intervalSchema.shape,
});
export type Importance = z.infer<typeof importanceSchema>;

export const willingnessToPaySchema = z.object({
  attribute: z.string(),
  level: z.string(),
  /** What the level is worth against its attribute's base, in the study's currency. */
  amount: z.number(),
  ...intervalSchema.shape,
  currency: z.enum(PRICING_CURRENCIES),
});
export type WillingnessToPay = z.infer<typeof willingnessToPaySchema>;

/** The estimate itself: what the simulator needs, and the figures the record shows. */
export const featureEstimateSchema = z.object({
  /** Coefficients in design order (featureColumns), then one row per bootstrap resample. */
  coefficients: z.array(z.number()),
  resamples: z.array(z.array(z.number())),
  partWorths: z.array(partWorthSchema),
  importance: z.array(importanceSchema),
  /** Utility per unit of the currency; negative when twins prefer lower prices. */
  priceCoefficient: estimateSchema,
  /** Empty when the price coefficient is not negative: then no level has a price. */
  willingnessToPay: z.array(willingnessToPaySchema),
  /** Said plainly when willingness to pay cannot be read (the price coefficient is not negative). */
  priceNote: z.string().nullable(),
  /** The weighted share of choices that went to "none of these" (null without it). */
  noneShare: estimateSchema.nullable(),
  /** Mean log-likelihood per task of the pooled fit. */
  logLikelihood: z.number(),
});
export type FeatureEstimate = z.infer<typeof featureEstimateSchema>;

/** A segment's own estimate: what each level is worth to it (null where its price coefficient is not negative). */
export const featureSegmentFigureSchema = z.object({
  willingnessToPay: z.array(
    z.object({ attribute: z.string(), level: z.string(), amount: z.number().nullable() }),
  ),
  noneShare: z.number().nullable(),
});
export type FeatureSegmentFigure = z.infer<typeof featureSegmentFigureSchema>;

/** The study's result, as stored in overall_analysis; the record also carries its figures as its own members. */
export const featureStudyAnalysisSchema = z.object({
  definition: featureStudyDefinitionSchema,
  estimate: featureEstimateSchema,
  segments: z.array(segmentResultSchema(featureSegmentFigureSchema)),
  hiddenSegments: hiddenSegmentsSchema,
  panel: panelSchema,
  summary: z.string(),
  generatedBy: provenanceSchema,
});
export type FeatureStudyAnalysis = z.infer<typeof featureStudyAnalysisSchema>;

/** One twin's answers: per task, the products shown (a level per attribute, and the price) and its chance of each, then none. */
export const featureAnswerDetailSchema = z.object({
  personaName: z.string(),
  tasks: z.array(
    z.object({
      products: z.array(z.object({ levels: z.array(z.string()), price: z.number() })),
      chances: z.array(z.number()),
    }),
  ),
});
export type FeatureAnswerDetail = z.infer<typeof featureAnswerDetailSchema>;

export const featureStudyDetailsSchema = z.object({
  product: z.string(),
  currency: z.enum(PRICING_CURRENCIES),
});

export const featureStudyRecordSchema = feedbackRecordBaseSchema.extend({
  type: z.literal(FEATURE_STUDY_TYPE),
  concept_details: featureStudyDetailsSchema.nullable(),
  responses: z.array(typedAnswerItemSchema(featureAnswerDetailSchema)),
  overall_analysis: featureStudyAnalysisSchema.nullable(),
  partWorths: z.array(partWorthSchema),
  importance: z.array(importanceSchema),
  willingnessToPay: z.array(willingnessToPaySchema),
  noneShare: estimateSchema.nullable(),
  segments: z.array(segmentResultSchema(featureSegmentFigureSchema)),
});
export const ownedFeatureStudyRecordSchema = featureStudyRecordSchema.and(recordOwnerSchema);
export type FeatureStudyRecord = z.infer<typeof ownedFeatureStudyRecordSchema>;

export const featureStudyPageSchema = z.object({
  items: z.array(ownedFeatureStudyRecordSchema),
  hasMore: z.boolean(),
  nextCursor: z.string().nullable(),
});
export type FeatureStudyPage = z.infer<typeof featureStudyPageSchema>;

/** POST /api/feature-studies/quote: what a study will ask before it runs (nothing is charged). */
export const featureStudyQuoteSchema = z.object({
  twins: z.number().int(),
  /** Twins matching the filters, of which the panel holds up to 200. */
  matched: z.number().int(),
  tasksPerTwin: z.number().int(),
  alternativesPerTask: z.number().int(),
  /** The most tasks per twin this study's attributes and prices can fill. */
  maxTasksPerTwin: z.number().int(),
  credits: z.number().int(),
  /** Calls to the language model the study makes (0 with the offline engine). */
  modelCalls: z.number().int(),
});
export type FeatureStudyQuote = z.infer<typeof featureStudyQuoteSchema>;

export const simulatedProductSchema = z.strictObject({
  levels: z.record(z.string(), z.string()),
  price: z
    .number({ error: 'price must be a number' })
    .positive('price must be more than 0')
    .max(MAX_PRICE, 'A price is too large'),
});
export type SimulatedProduct = z.infer<typeof simulatedProductSchema>;

export const simulationRequestSchema = z.strictObject({
  products: z
    .array(simulatedProductSchema)
    .min(MIN_SIMULATED_PRODUCTS, `Simulate at least ${MIN_SIMULATED_PRODUCTS} products`)
    .max(MAX_SIMULATED_PRODUCTS, `Simulate at most ${MAX_SIMULATED_PRODUCTS} products`),
  none: z.boolean().optional(),
});
export type SimulationRequest = z.infer<typeof simulationRequestSchema>;

export const shareSchema = z.object({ share: z.number(), ...intervalSchema.shape });
export const simulationResultSchema = z.object({
  shares: z.array(shareSchema),
  none: shareSchema.optional(),
});
export type SimulationResult = z.infer<typeof simulationResultSchema>;
