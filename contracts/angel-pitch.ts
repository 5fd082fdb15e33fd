// Angel pitch: a start-up pitch judged by twins acting as angel investors; stored as the spec's angel_pitch type.
import { z } from 'zod';
import { provenanceSchema } from './twin-answers';
import { feedbackRecordBaseSchema, recordOwnerSchema, typedAnswerItemSchema } from './feedback';

export const ANGEL_PITCH_TYPE = 'angel_pitch';
/** Investors on one panel, like the twins of a concept test. */
export const MAX_INVESTORS = 7;
/** What overall_analysis holds when an angel_pitch is saved without its analysis (SPEC §3 Feedback record). */
export const ANGEL_PITCH_MISSING_ANALYSIS = { error: 'The analysis was not generated.' } as const;

const moneySchema = (what: string) =>
  z
    .number({ error: `The ${what} must be a number of euros` })
    .positive(`The ${what} must be more than 0`)
    .max(1e12, `The ${what} is too large`)
    .nullish();

export const angelPitchRequestSchema = z
  .strictObject({
    pitch: z
      .string()
      .trim()
      .min(40, 'Describe the start-up in at least 40 characters')
      .max(5000, 'The pitch can have at most 5,000 characters'),
    askEur: moneySchema('ask'),
    valuationEur: moneySchema('valuation'),
  })
  .refine((body) => body.askEur == null || body.valuationEur == null || body.valuationEur > body.askEur, {
    message: 'The valuation must be larger than the ask',
    path: ['valuationEur'],
  });
export type AngelPitchRequest = z.input<typeof angelPitchRequestSchema>;
export type AngelPitchInput = z.output<typeof angelPitchRequestSchema>;

export const INVESTOR_DECISIONS = ['invest', 'pass'] as const;
export const RISK_APPETITES = ['cautious', 'balanced', 'bold'] as const;

/** Who the twin is as an investor, derived from its occupation, income and personality. */
export const investorProfileSchema = z.strictObject({
  role: z.string(),
  riskAppetite: z.enum(RISK_APPETITES),
  /** What the investor looks at first. */
  focus: z.string(),
});
export type InvestorProfile = z.infer<typeof investorProfileSchema>;

export const investorVerdictSchema = z.strictObject({
  personaId: z.string(),
  personaName: z.string(),
  investor: investorProfileSchema,
  decision: z.enum(INVESTOR_DECISIONS),
  reasons: z.array(z.string().min(1)).min(1).max(4),
  text: z.string().min(1),
  generatedBy: provenanceSchema,
});
export type InvestorVerdict = z.infer<typeof investorVerdictSchema>;

/** A response item's `detailed` for an angel pitch. */
export const investorDetailSchema = z.strictObject({
  personaName: z.string(),
  investor: investorProfileSchema,
  decision: z.enum(INVESTOR_DECISIONS),
  reasons: z.array(z.string()),
});

/** The supplied analysis of an angel pitch: the panel's verdict and the reasons most often given each way. */
export const angelPitchAnalysisSchema = z.strictObject({
  verdict: z.enum(['invest', 'pass', 'split']),
  summary: z.string(),
  investCount: z.number().int(),
  passCount: z.number().int(),
  askEur: z.number().nullable(),
  valuationEur: z.number().nullable(),
  reasonsToInvest: z.array(z.string()),
  reasonsToPass: z.array(z.string()),
  generatedBy: provenanceSchema,
});
export type AngelPitchAnalysis = z.infer<typeof angelPitchAnalysisSchema>;

/** An angel pitch's record as the server returns it (analysis null when it was not generated, as the spec's note says). */
export const angelPitchDetailsSchema = z.strictObject({
  askEur: z.number().nullable(),
  valuationEur: z.number().nullable(),
});
export const angelPitchRecordSchema = feedbackRecordBaseSchema.extend({
  type: z.literal(ANGEL_PITCH_TYPE),
  concept_details: angelPitchDetailsSchema.nullable(),
  responses: z.array(typedAnswerItemSchema(investorDetailSchema)),
  overall_analysis: z
    .union([
      angelPitchAnalysisSchema,
      z.strictObject({ error: z.literal(ANGEL_PITCH_MISSING_ANALYSIS.error) }),
    ])
    .nullable(),
});
export const ownedAngelPitchRecordSchema = angelPitchRecordSchema.and(recordOwnerSchema);
export type AngelPitchRecord = z.infer<typeof ownedAngelPitchRecordSchema>;

/** GET /api/angel-pitches: the caller's pitches, newest first, a page at a time. */
export const angelPitchPageSchema = z.object({
  items: z.array(ownedAngelPitchRecordSchema),
  hasMore: z.boolean(),
  /** Pass as `cursor` to read the next page (null on the last page). */
  nextCursor: z.string().nullable(),
});
export type AngelPitchPage = z.infer<typeof angelPitchPageSchema>;
