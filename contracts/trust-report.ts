// The trust report saved with every run that has twins' answers (docs/decisions/036): how stable, how spread, how
// positive, whether in a measured domain, and what the panel is, each with its figures.
import { z } from 'zod';
import { formatPrice, PRICING_CURRENCIES, type PricingCurrency } from './currency';

const share = z.number().min(0).max(1);

/** How a headline figure is read: a point on the answer scale, a share of twins, a 0..100 score or money. */
export const HEADLINE_UNITS = ['scale', 'share', 'score', 'money'] as const;
export const headlineUnitSchema = z.enum(HEADLINE_UNITS);
export type HeadlineUnit = z.infer<typeof headlineUnitSchema>;

/**
 * A figure as people read it: a share in whole percent, a scale point to one decimal, a score whole, money as a price
 * in the run's currency ('€12.50'; two decimals when a report from before currencies names none).
 */
export function formatFigure(value: number, unit: HeadlineUnit, currency?: PricingCurrency): string {
  switch (unit) {
    case 'share':
      return `${Math.round(value * 100)}%`;
    case 'score':
      return `${Math.round(value)}`;
    case 'money':
      return currency ? formatPrice(value, currency) : value.toFixed(2);
    case 'scale':
      return value.toFixed(1);
  }
}

/** A headline figure of the run and its 95% interval over the resampled panels. */
export const headlineIntervalSchema = z.object({
  key: z.string(),
  label: z.string(),
  unit: headlineUnitSchema,
  value: z.number(),
  low: z.number(),
  high: z.number(),
});
export type HeadlineInterval = z.infer<typeof headlineIntervalSchema>;

export const stabilitySchema = z.object({
  /** Resampled panels (bootstrap over the twins, seeded). */
  draws: z.number().int().positive(),
  headlines: z.array(headlineIntervalSchema),
  /** The run's top answer (a comparison's winner, the most common reaction) and the share of resamples that keep it. */
  ranking: z.object({ label: z.string(), top: z.string(), holds: share }).nullable(),
  /** LLM providers: a few twins asked again at the provider's temperature; null for the offline engine. */
  retest: z
    .object({
      twins: z.number().int().positive(),
      /** Share of re-asked twins whose answer stayed on the same side of the top-two box. */
      sameSide: share,
      /** Mean distance between the first and second answer, in scale points. */
      meanDifference: z.number().nonnegative(),
    })
    .nullable(),
  note: z.string(),
});

/** Real people's figures on comparable questions, with where they come from. */
export const peopleFiguresSchema = z.object({
  source: z.string(),
  questions: z.number().int(),
  value: z.number(),
  /** The most positive tenth of questions starts here (positivity only). */
  p90: z.number().optional(),
});

/** How far a figure each twin names (a price) varies over the twins. */
export const namedSpreadSchema = z.object({
  label: z.string(),
  unit: headlineUnitSchema,
  mean: z.number(),
  deviation: z.number().nonnegative(),
  /** Coefficient of variation: the standard deviation over the mean; 0 when every twin named the same figure. */
  variation: z.number().nonnegative(),
});
export type NamedSpread = z.infer<typeof namedSpreadSchema>;

export const spreadSchema = z.object({
  /** Standard deviation of the twins' answers on their scale; null when twins name figures instead (`named`). */
  scaleDeviation: z.number().nonnegative().nullable(),
  /** Chance that two different twins answer on different sides of the top-two box; null when twins name figures. */
  disagreement: share.nullable(),
  /** Twins who name figures (Van Westendorp's four prices): how far each varies over the twins. */
  named: z.array(namedSpreadSchema).default([]),
  people: peopleFiguresSchema.nullable(),
  tooAlike: z.boolean(),
  note: z.string(),
});

export const positivitySchema = z.object({
  /**
   * Weighted share of twins in the top two boxes (top box of a yes/no), and its interval; null when no answer is a
   * positive one (twins name prices), which the note says.
   */
  topBoxShare: share.nullable(),
  low: share.nullable(),
  high: share.nullable(),
  people: peopleFiguresSchema.nullable(),
  tooPositive: z.boolean(),
  note: z.string(),
});

export const measuredDomainReportSchema = z.object({
  measured: z.boolean(),
  note: z.string(),
  figures: z.array(z.object({ label: z.string(), value: z.number() })),
  source: z.string().nullable(),
});

export const panelReportSchema = z.object({
  size: z.number().int().nonnegative(),
  countries: z.array(z.string()),
  /** Weighted distance (total variation, 0..1) of the panel's mix from its market's, per dimension and on average. */
  mixDistance: z.number().min(0).max(1),
  mix: z.array(z.object({ dimension: z.string(), distance: z.number().min(0).max(1) })),
  minSegmentTwins: z.number().int().positive(),
  smallSegments: z.array(z.object({ dimension: z.string(), segment: z.string(), twins: z.number().int() })),
  /** 'library' when the twins come from workspace audiences (named in `audiences`): their mix beside the national library's. */
  comparedWith: z.enum(['market', 'library']).default('market'),
  audiences: z.array(z.string()).default([]),
  source: z.string(),
  note: z.string(),
});

/** What a panel's mix is set beside, as every screen and export names it. */
export const mixReferenceName = (panel: Pick<PanelReport, 'comparedWith'>): string =>
  panel.comparedWith === 'library' ? 'the national library' : 'the market';

export const trustReportSchema = z.object({
  /** One line in plain words; the sections hold its numbers. */
  summary: z.string(),
  stability: stabilitySchema,
  spread: spreadSchema,
  positivity: positivitySchema,
  measuredDomain: measuredDomainReportSchema,
  panel: panelReportSchema,
  /** The currency of its money figures (pricing studies). */
  currency: z.enum(PRICING_CURRENCIES).optional(),
  engineVersion: z.string(),
  computedAt: z.string(),
});
export type TrustReport = z.infer<typeof trustReportSchema>;
export type StabilityReport = z.infer<typeof stabilitySchema>;
export type Retest = NonNullable<StabilityReport['retest']>;
export type PanelReport = z.infer<typeof panelReportSchema>;
