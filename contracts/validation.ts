import { z } from 'zod';

/** One method's figures on held-out respondents (NaN-free: a figure that cannot be computed is null). */
export const validationMethodSchema = z.object({
  name: z.string(),
  auc: z.number().nullable(),
  aucLow: z.number().nullable(),
  aucHigh: z.number().nullable(),
  scenarioR: z.number().nullable(),
  gapAgreement: z.number().nullable(),
  gapsCounted: z.number().int(),
  ksSimilarity: z.number().nullable(),
  /** Acceptance rate per cell (coupon type × age band, income third, occupation group). */
  cellMeanAbsoluteError: z.number().nullable(),
  cellR: z.number().nullable(),
  correlationAttainment: z.number().nullable(),
});
export type ValidationMethod = z.infer<typeof validationMethodSchema>;

export const validationGapSchema = z.object({
  couponType: z.string(),
  attribute: z.string(),
  label: z.string(),
  realGap: z.number(),
  predictedGap: z.number(),
  agrees: z.boolean(),
  n: z.tuple([z.number().int(), z.number().int()]),
});
export type ValidationGap = z.infer<typeof validationGapSchema>;

/** What one data set measures and what it leaves open, in words a reader of the methodology page can judge. */
export const datasetCoverageSchema = z.object({
  covers: z.array(z.string()),
  doesNotCover: z.array(z.string()),
});
export type DatasetCoverage = z.infer<typeof datasetCoverageSchema>;

/** The coupon survey (UCI in-vehicle coupon recommendation): offers from venues in a described situation. */
export const couponValidationSchema = z.object({
  mappingVersion: z.string(),
  data: z.object({
    file: z.string(),
    rows: z.number().int(),
    respondents: z.number().int(),
    scenarios: z.number().int(),
  }),
  folds: z.number().int(),
  /** The engine first, then the baselines. */
  methods: z.array(validationMethodSchema).min(1),
  uniformGuessKs: z.number(),
  engineGaps: z.array(validationGapSchema),
  coverage: datasetCoverageSchema,
});
export type CouponValidation = z.infer<typeof couponValidationSchema>;

/** One product's price response, real against a method's. */
export const pricingProductSchema = z.object({
  product: z.string(),
  category: z.string(),
  /** The engine's reference price for the product (null when it cannot place it). */
  referencePriceUsd: z.number().nullable(),
  answers: z.number().int(),
  /** Slopes of a logistic fit of 'would buy' on price / reference price. */
  realSlope: z.number().nullable(),
  simulatedSlope: z.number().nullable(),
  slopeRatio: z.number().nullable(),
  /** Share saying yes in the lowest and highest third of the product's prices. */
  realLowThird: z.number(),
  realHighThird: z.number(),
  simulatedLowThird: z.number(),
  simulatedHighThird: z.number(),
});
export type PricingProduct = z.infer<typeof pricingProductSchema>;

export const pricingMethodSchema = z.object({
  name: z.string(),
  auc: z.number().nullable(),
  aucLow: z.number().nullable(),
  aucHigh: z.number().nullable(),
  /** Share of answers predicted right reading P(yes) at 0.5 (people agree with themselves 85 % of the time). */
  accuracy: z.number(),
  /** Pearson r of the share saying yes over product × price cells. */
  demandCurveR: z.number().nullable(),
  correlationAttainment: z.number().nullable(),
  ksSimilarity: z.number().nullable(),
  demandCells: z.number().int(),
  /** The smallest simulated / real price slope over the products. */
  minSlopeRatio: z.number().nullable(),
  products: z.array(pricingProductSchema),
});
export type PricingMethod = z.infer<typeof pricingMethodSchema>;

export const pricingSplitSchema = z.object({
  name: z.string(),
  description: z.string(),
  /** The engine first, then the baselines. */
  methods: z.array(pricingMethodSchema).min(1),
});
export type PricingSplit = z.infer<typeof pricingSplitSchema>;

/** The Twin-2K-500 pricing task: everyday branded products at randomised prices. */
export const pricingValidationSchema = z.object({
  mappingVersion: z.string(),
  data: z.object({
    file: z.string(),
    rows: z.number().int(),
    respondents: z.number().int(),
    products: z.number().int(),
    priceLevels: z.number().int(),
  }),
  folds: z.number().int(),
  /** How often real people gave the same answer again in a later wave: the ceiling for individual accuracy. */
  retestAgreement: z.number(),
  /** Held-out respondents; then held-out respondents and a product the engine was not fitted on. */
  splits: z.array(pricingSplitSchema).min(1),
  /** Set when a baseline could not run (e.g. the engine knows no reference price for the products). */
  notes: z.array(z.string()),
  coverage: datasetCoverageSchema,
});
export type PricingValidation = z.infer<typeof pricingValidationSchema>;

export const choiceMethodSchema = z.object({
  name: z.string(),
  /** Share of tasks where the alternative given the highest chance is the one chosen. */
  hitRate: z.number(),
  /** Mean log of the chance given to the real choice. */
  logLikelihoodPerTask: z.number(),
  /** Mean chance given to "none of these" where a task offers it. */
  noneShare: z.number().nullable(),
});
export type ChoiceMethodScore = z.infer<typeof choiceMethodSchema>;

export const partWorthSchema = z.object({
  /** The attribute as the engine reads it ('zoom'), 'price' or 'none'. */
  column: z.string(),
  /** Conditional-logit part-worths fitted to people's choices and to the engine's choice probabilities. */
  real: z.number(),
  model: z.number(),
  /** Part-worth over minus the price coefficient, in the concepts' currency; null for the price and "none". */
  realWtp: z.number().nullable(),
  modelWtp: z.number().nullable(),
});
export type PartWorth = z.infer<typeof partWorthSchema>;

/** Choices between offers (a choice-based conjoint): hit rate, log-likelihood, "none" share and part-worths. */
export const choiceValidationSchema = z.object({
  data: z.object({
    file: z.string(),
    rows: z.number().int(),
    respondents: z.number().int(),
    tasks: z.number().int(),
  }),
  folds: z.number().int(),
  realNoneShare: z.number().nullable(),
  /** The engine first, then chance and the data-fitted conditional logit. */
  methods: z.array(choiceMethodSchema).min(1),
  partWorths: z.array(partWorthSchema),
  /** The choice model's coefficients fitted on the whole file (what `--fit` ships). */
  coefficients: z.object({ scale: z.number(), stepShare: z.number(), none: z.number() }),
  coverage: datasetCoverageSchema,
});
export type ChoiceValidation = z.infer<typeof choiceValidationSchema>;

/** The latest `npm run validate` report (docs/validation/report.json), as GET /api/validation/report serves it. */
export const validationReportSchema = z.object({
  generatedAt: z.string(),
  engineVersion: z.string(),
  provider: z.string(),
  model: z.string(),
  /** Each data set's section; null when the run did not include it. */
  coupon: couponValidationSchema.nullable(),
  pricing: pricingValidationSchema.nullable(),
  /** Absent from reports written before choices were validated. */
  choice: choiceValidationSchema.nullable().default(null),
  notValidated: z.array(z.string()),
});
export type ValidationReport = z.infer<typeof validationReportSchema>;
