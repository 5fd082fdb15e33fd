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

/** The latest `npm run validate` report (docs/validation/report.json), as GET /api/validation/report serves it. */
export const validationReportSchema = z.object({
  generatedAt: z.string(),
  engineVersion: z.string(),
  mappingVersion: z.string(),
  provider: z.string(),
  model: z.string(),
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
  notValidated: z.array(z.string()),
});
export type ValidationReport = z.infer<typeof validationReportSchema>;
