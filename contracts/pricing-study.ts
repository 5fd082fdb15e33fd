// Pricing studies: Gabor-Granger (likelihood of buying at each price of a ladder) and Van Westendorp (four price
// perceptions per twin), on a panel of up to 200 twins.
import { z } from 'zod';
import { PRICING_CURRENCIES } from './currency';
import { CONCEPT_MAX_LENGTH } from './concept-test';
import { provenanceSchema } from './twin-answers';
import { readingOverrideSchema, runReadingSchema } from './concept-reading';
import { feedbackRecordBaseSchema, recordOwnerSchema, typedAnswerItemSchema } from './feedback';
import {
  hiddenSegmentsSchema,
  intervalSchema,
  panelSchema,
  panelSelectionFields,
  segmentResultSchema,
} from './research-panel';

export const PRICING_STUDY_TYPE = 'pricing_study';
export const PRICING_METHODS = ['gabor-granger', 'van-westendorp'] as const;
export type PricingMethod = (typeof PRICING_METHODS)[number];
export const PRICING_METHOD_NAMES: Record<PricingMethod, string> = {
  'gabor-granger': 'Gabor-Granger',
  'van-westendorp': 'Van Westendorp',
};
export const MIN_LADDER_PRICES = 3;
export const MAX_LADDER_PRICES = 12;
/** Prices a suggested ladder holds. */
export const SUGGESTED_LADDER_PRICES = 7;
const MAX_PRICE = 1e9;

export const pricingStudyRequestSchema = z.strictObject({
  concept: z
    .string()
    .trim()
    .min(1, 'Enter a concept or description first')
    .max(CONCEPT_MAX_LENGTH, `At most ${CONCEPT_MAX_LENGTH} characters`),
  currency: z.enum(PRICING_CURRENCIES, { error: `Choose one of ${PRICING_CURRENCIES.join(', ')}` }),
  /** The ladder; without it the engine suggests one centred on the usual price of the concept's product. */
  prices: z
    .array(
      z
        .number({ error: 'Each price must be a number' })
        .positive('Each price must be more than 0')
        .max(MAX_PRICE, 'A price is too large'),
    )
    .min(MIN_LADDER_PRICES, `Enter at least ${MIN_LADDER_PRICES} prices`)
    .max(MAX_LADDER_PRICES, `Enter at most ${MAX_LADDER_PRICES} prices`)
    .refine((prices) => new Set(prices).size === prices.length, 'Each price can appear once')
    .optional(),
  method: z.enum(PRICING_METHODS, { error: 'Choose gabor-granger or van-westendorp' }),
  /** Corrections to what the twins understood of the product; the usual price is in the study's currency. */
  reading: readingOverrideSchema.optional(),
  ...panelSelectionFields,
});
export type PricingStudyRequest = z.input<typeof pricingStudyRequestSchema>;
export type PricingStudyInput = z.output<typeof pricingStudyRequestSchema>;

export const demandPointSchema = z.object({
  price: z.number(),
  /** Weighted share of the panel likely to buy at this price, 0..1. */
  share: z.number(),
  low: z.number(),
  high: z.number(),
  revenue: z.number(),
  revenueLow: z.number(),
  revenueHigh: z.number(),
  /** Share of bootstrap panels in which this price earns the most. */
  revenueBestShare: z.number(),
});
export type DemandPoint = z.infer<typeof demandPointSchema>;

export const elasticityStepSchema = z.object({
  fromPrice: z.number(),
  toPrice: z.number(),
  elasticity: z.number().nullable(),
});

export const vanWestendorpPointSchema = z.object({
  price: z.number(),
  tooCheap: z.number(),
  bargain: z.number(),
  gettingExpensive: z.number(),
  tooExpensive: z.number(),
});
export type VanWestendorpPoint = z.infer<typeof vanWestendorpPointSchema>;

export const priceThresholdsSchema = z.object({
  tooCheap: z.number(),
  bargain: z.number(),
  gettingExpensive: z.number(),
  tooExpensive: z.number(),
});
export type PriceThresholds = z.infer<typeof priceThresholdsSchema>;

/** Where the ladder came from: typed by the user, or suggested around the product's usual price (and which). */
export const ladderSchema = z.object({
  source: z.enum(['typed', 'suggested']),
  note: z.string().nullable(),
});

/** The usual price a study's demand and thresholds are centred on, and where it comes from (decision 046). */
export const usualPriceSchema = z.object({
  amount: z.number(),
  /** What the product is ('eggs'); null when the engine could not place it. */
  label: z.string().nullable(),
  source: z.string(),
  /** The engine's reference price for the product, the concept's own stated price, or one the user gave. */
  basis: z.enum(['reference', 'stated', 'given']),
});
export type UsualPrice = z.infer<typeof usualPriceSchema>;

/** What a study's demand rests on, in words for the page and the PDF. */
export function usualPriceSentence(usual: UsualPrice | null, money: (amount: number) => string): string {
  if (!usual)
    return 'No usual price: the engine could not place this product and the concept states no price, so each twin judges the prices by its income alone. Name the product, or state its usual price in the concept, to centre the study on it.';
  switch (usual.basis) {
    case 'reference':
      return `Demand is centred on the usual price of ${usual.label ?? 'the product'}, ${money(usual.amount)} (source: ${usual.source}).`;
    case 'given':
      return `Demand is centred on the usual price given with the study, ${money(usual.amount)}.`;
    case 'stated':
      return `Demand is centred on the concept's own price, ${money(usual.amount)}: the engine could not place the product to find its usual price. If that is not what it usually costs, state the usual price in the concept.`;
  }
}

export const pricingSegmentFigureSchema = z.object({
  /** Gabor-Granger: the segment's share likely to buy at each ladder price. */
  shares: z.array(z.number()).nullable(),
  revenueMaximisingPrice: z.number().nullable(),
  /** Van Westendorp: the segment's own points. */
  acceptableRange: intervalSchema.nullable(),
  optimalPrice: z.number().nullable(),
  indifferencePrice: z.number().nullable(),
});
export type PricingSegmentFigure = z.infer<typeof pricingSegmentFigureSchema>;

/** The study's result, as stored in overall_analysis; the record also carries these as its own members. */
export const pricingAnalysisSchema = z.object({
  method: z.enum(PRICING_METHODS),
  currency: z.enum(PRICING_CURRENCIES),
  prices: z.array(z.number()),
  ladder: ladderSchema,
  /** Null when there is none (an unplaced product with no stated price), and on studies run before decision 046. */
  usualPrice: usualPriceSchema.nullable().default(null),
  demand: z.array(demandPointSchema),
  revenueMaximisingPrice: z.number().nullable(),
  elasticities: z.array(elasticityStepSchema),
  curves: z.array(vanWestendorpPointSchema),
  acceptableRange: intervalSchema.nullable(),
  optimalPrice: z.number().nullable(),
  indifferencePrice: z.number().nullable(),
  /** 90% intervals of the Van Westendorp points. */
  pointIntervals: z
    .object({
      acceptableLow: intervalSchema,
      acceptableHigh: intervalSchema,
      optimalPrice: intervalSchema,
      indifferencePrice: intervalSchema,
    })
    .nullable(),
  segments: z.array(segmentResultSchema(pricingSegmentFigureSchema)),
  hiddenSegments: hiddenSegmentsSchema,
  panel: panelSchema,
  summary: z.string(),
  /** What the twins understood of the product, with the user's corrections; older studies lack it. */
  reading: runReadingSchema.optional(),
  generatedBy: provenanceSchema,
});
export type PricingAnalysis = z.infer<typeof pricingAnalysisSchema>;

/** One twin's answers: its likelihood of buying at each price, or its four Van Westendorp prices. */
export const pricingAnswerDetailSchema = z.object({
  personaName: z.string(),
  likelihoods: z.array(z.object({ price: z.number(), likelihood: z.number() })),
  thresholds: priceThresholdsSchema.nullable(),
});
export type PricingAnswerDetail = z.infer<typeof pricingAnswerDetailSchema>;

export const pricingStudyDetailsSchema = z.object({
  method: z.enum(PRICING_METHODS),
  currency: z.enum(PRICING_CURRENCIES),
});

const pricingMembers = pricingAnalysisSchema.pick({
  method: true,
  currency: true,
  prices: true,
  demand: true,
  revenueMaximisingPrice: true,
  acceptableRange: true,
  optimalPrice: true,
  indifferencePrice: true,
}).shape;

export const pricingStudyRecordSchema = feedbackRecordBaseSchema.extend({
  type: z.literal(PRICING_STUDY_TYPE),
  concept_details: pricingStudyDetailsSchema.nullable(),
  responses: z.array(typedAnswerItemSchema(pricingAnswerDetailSchema)),
  overall_analysis: pricingAnalysisSchema.nullable(),
  ...pricingMembers,
  method: pricingMembers.method.nullable(),
  currency: pricingMembers.currency.nullable(),
});
export const ownedPricingStudyRecordSchema = pricingStudyRecordSchema.and(recordOwnerSchema);
export type PricingStudyRecord = z.infer<typeof ownedPricingStudyRecordSchema>;

/** GET: the caller's pricing studies, newest first, a page at a time. */
export const pricingStudyPageSchema = z.object({
  items: z.array(ownedPricingStudyRecordSchema),
  hasMore: z.boolean(),
  nextCursor: z.string().nullable(),
});
export type PricingStudyPage = z.infer<typeof pricingStudyPageSchema>;

/** POST /api/pricing-studies/quote: what a study will ask before it runs (nothing is charged). */
export const pricingStudyQuoteSchema = z.object({
  twins: z.number().int(),
  /** Twins matching the filters, of which the panel holds up to 200. */
  matched: z.number().int(),
  prices: z.array(z.number()),
  ladder: ladderSchema,
  usualPrice: usualPriceSchema.nullable(),
  credits: z.number().int(),
  /** Calls to the language model the study makes (0 with the offline engine). */
  modelCalls: z.number().int(),
});
export type PricingStudyQuote = z.infer<typeof pricingStudyQuoteSchema>;
