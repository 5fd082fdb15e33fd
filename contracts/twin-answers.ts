import { z } from 'zod';
import { runReadingSchema } from './concept-reading';

/** Result shapes of the simulation engine, shared by engine, server and web. */

export const SENTIMENTS = ['positive', 'neutral', 'negative'] as const;
export const sentimentSchema = z.enum(SENTIMENTS);
export type Sentiment = z.infer<typeof sentimentSchema>;

/** The spec's score bands ("Saving feedback"): inclusive bounds. */
export const SENTIMENT_SCORE_RANGES: Record<Sentiment, { min: number; max: number }> = {
  positive: { min: 75, max: 94 },
  neutral: { min: 46, max: 73 },
  negative: { min: 25, max: 44 },
};
export const DEFAULT_SENTIMENT_SCORE = 50;

export const LIKERT_POINTS = [1, 2, 3, 4, 5] as const;

const PROBABILITY_TOLERANCE = 1e-6;
/** Probabilities of answering 1..5 (index 0 is point 1); they sum to 1. */
export const likertDistributionSchema = z
  .array(z.number().min(0).max(1))
  .length(LIKERT_POINTS.length)
  .refine(
    (p) => Math.abs(p.reduce((sum, x) => sum + x, 0) - 1) < PROBABILITY_TOLERANCE,
    'Probabilities must sum to 1',
  );
export type LikertDistribution = z.infer<typeof likertDistributionSchema>;

export const providerNameSchema = z.enum(['offline', 'openai-compatible', 'anthropic']);
export type ProviderName = z.infer<typeof providerNameSchema>;

/** How an LLM's words became Likert distributions: semantic-similarity rating, or anchor phrases without an embedding model. */
export const likertMethodSchema = z.enum(['ssr', 'anchor-phrases']);
export type LikertMethod = z.infer<typeof likertMethodSchema>;

/** Which engine produced a result: recorded with every run. */
export const provenanceSchema = z.object({
  provider: providerNameSchema,
  model: z.string(),
  engineVersion: z.string(),
  /** Absent for the offline engine and in records made before it was recorded. */
  likertMethod: likertMethodSchema.optional(),
});
export type Provenance = z.infer<typeof provenanceSchema>;

/** One reason for or against, traced to the concept detail and the persona attribute it comes from. */
export const reasonSchema = z.object({
  text: z.string().min(1),
  conceptDetail: z.string().min(1),
  personaAttribute: z.string().min(1),
});
export type Reason = z.infer<typeof reasonSchema>;

export const purchaseIntentSchema = z.object({
  distribution: likertDistributionSchema,
  /** Expected value of the distribution, 1..5. */
  expected: z.number().min(1).max(5),
});
export type PurchaseIntent = z.infer<typeof purchaseIntentSchema>;

const sentimentScoreSchema = z.number().int().min(0).max(100);

/** One twin's answer to a concept test. */
export const personaAnswerSchema = z
  .object({
    personaId: z.string(),
    personaName: z.string(),
    sentiment: sentimentSchema,
    sentimentScore: sentimentScoreSchema,
    interestLevel: z.number().int().min(1).max(5),
    purchaseIntent: purchaseIntentSchema,
    /** The answer in the persona's own voice, first person. */
    text: z.string().min(1),
    reasonsFor: z.array(reasonSchema),
    reasonsAgainst: z.array(reasonSchema),
    concerns: z.array(z.string()),
    suggestions: z.array(z.string()),
    generatedBy: provenanceSchema,
  })
  .refine(
    (a) =>
      a.sentimentScore >= SENTIMENT_SCORE_RANGES[a.sentiment].min &&
      a.sentimentScore <= SENTIMENT_SCORE_RANGES[a.sentiment].max,
    { message: 'sentimentScore must lie in the band of its sentiment', path: ['sentimentScore'] },
  );
export type PersonaAnswer = z.infer<typeof personaAnswerSchema>;

/** What a follow-up needs of the first answer; a saved record may hold only these fields. */
export const firstAnswerSchema = z.object({
  text: z.string(),
  sentiment: sentimentSchema.optional(),
  sentimentScore: z.number().optional(),
  interestLevel: z.number().optional(),
});
export type FirstAnswer = z.infer<typeof firstAnswerSchema>;

export const FOLLOW_UP_INTENTS = [
  'price',
  'usage',
  'likes',
  'dislikes',
  'purchase',
  'change',
  'about-me',
  'general',
] as const;
export const followUpIntentSchema = z.enum(FOLLOW_UP_INTENTS);
export type FollowUpIntent = z.infer<typeof followUpIntentSchema>;

export const followUpTurnSchema = z.object({ question: z.string(), response: z.string() });
export type FollowUpTurn = z.infer<typeof followUpTurnSchema>;

export const followUpReplySchema = z.object({
  question: z.string(),
  intent: followUpIntentSchema,
  response: z.string().min(1),
  generatedBy: provenanceSchema,
});
export type FollowUpReply = z.infer<typeof followUpReplySchema>;

const percentSchema = z.number().min(0).max(100);
export const sentimentDistributionSchema = z.object({
  positive: percentSchema,
  neutral: percentSchema,
  negative: percentSchema,
});
export type SentimentDistribution = z.infer<typeof sentimentDistributionSchema>;

export const segmentStatSchema = z.object({
  segment: z.string(),
  meanScore: z.number(),
  n: z.number().int().positive(),
});
export type SegmentStat = z.infer<typeof segmentStatSchema>;

/** A theme raised by several twins, with how many raised it. */
export const themeSchema = z.object({ text: z.string(), count: z.number().int().positive() });
export type Theme = z.infer<typeof themeSchema>;

/** The run's overall analysis; field names follow the spec's overall_analysis. */
export const overallAnalysisSchema = z.object({
  aggregateScore: z.number().min(0).max(100),
  key_metrics: z.object({
    overall_sentiment: sentimentSchema,
    /** Mean expected purchase intent, 1..5. */
    meanPurchaseIntent: z.number().min(1).max(5),
    meanInterestLevel: z.number().min(1).max(5),
    respondents: z.number().int().nonnegative(),
  }),
  sentimentAnalysis: z.object({ distribution: sentimentDistributionSchema }),
  /** Percent of twins at each interest level 1..5. */
  interestDistribution: z.array(percentSchema).length(LIKERT_POINTS.length),
  /** Mean of the twins' purchase-intent distributions. */
  purchaseIntentDistribution: likertDistributionSchema,
  qualitativeFeedback: z.object({ perceivedKeyMessages: z.array(z.string()) }),
  topics: z.array(z.string()),
  concerns: z.array(themeSchema),
  suggestions: z.array(themeSchema),
  segmentBreakdown: z.object({
    ageGroup: z.array(segmentStatSchema),
    country: z.array(segmentStatSchema),
    income: z.array(segmentStatSchema),
  }),
  /**
   * Whether the concept falls in a domain the engine was measured on against real people (docs/validation): offers
   * from a place (the coupon survey) and everyday products at a price (the Twin-2K pricing task). Older runs lack it.
   */
  measuredDomain: z.object({ measured: z.boolean(), note: z.string() }).optional(),
  /** What the twins understood of the concept, with the user's corrections (decision 047); older runs lack it. */
  reading: runReadingSchema.optional(),
  generatedBy: provenanceSchema,
});
export type OverallAnalysis = z.infer<typeof overallAnalysisSchema>;
