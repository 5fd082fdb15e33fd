/**
 * The brand-perception model's weights (Brand 360). Judgement-set on the logit scale, not fitted: no survey in
 * ../shared/data asks about brands, so these say how strongly each reading moves a rating and are documented in
 * docs/decisions/018-brand-360-and-angel-pitch.md. Each rating is 100 / (1 + e^-x).
 */
export const BRAND_MODEL = {
  awareness: {
    /** A competitor is read as an established name in its category; a brand that says it is new is less known. */
    established: 0.9,
    unstated: -0.6,
    launching: -1.6,
    /** Twins who spend on the category or go out a lot have met more of its brands. */
    category: 0.8,
    extraversion: 0.35,
    /** Open twins notice new brands. */
    opennessForNew: 0.5,
    idiosyncraticSd: 0.45,
  },
  associations: { intercept: 0.1, claims: 1.1, fit: 0.35 },
  trust: {
    intercept: -0.1,
    /** Track record counts more for traditional and older twins. */
    established: 0.7,
    traditionBonus: 0.5,
    olderBonus: 0.4,
    claims: 1.0,
    agreeableness: 0.35,
    neuroticism: -0.45,
    specificity: 0.6,
  },
  value: { intercept: 0.2, price: 1.3, claims: 0.9, fit: 0.35 },
  fit: { intercept: 0.1, scale: 1.4, noveltyForIncumbent: -0.3, traditionForIncumbent: 0.4 },
  /**
   * A competitor named without a description: the engine knows nothing of it, so each twin rates it at the
   * category's middle (the user's brand as a brand of that category that states nothing) with this much spread on
   * the logit scale, and never above the user's brand on a dimension: nothing supports a higher rating.
   */
  unknownCompetitor: { spreadSd: 0.8 },
  /**
   * A brand of the knowledge table (brand-knowledge.ts): awareness starts from the table's estimate for the twin's
   * market (on the logit scale, with the usual idiosyncratic spread); trust and value move with the price tier, value
   * by how the tier sits with the twin's income. Judgement-set, like the rest.
   */
  knownBrand: {
    trustByTier: { budget: 0, mid: 0.2, premium: 0.45, luxury: 0.6 },
    valueByTier: {
      Low: { budget: 0.6, mid: 0.1, premium: -0.5, luxury: -1.1 },
      Middle: { budget: 0.3, mid: 0.2, premium: -0.2, luxury: -0.7 },
      High: { budget: -0.1, mid: 0.1, premium: 0.2, luxury: 0 },
    },
  },
  /** Points by which the brand must lead (or trail) the best competitor for a strength (or risk). */
  findingMargin: 5,
  /** A rating this high is a strength (this low a risk) whatever the competitors score. */
  strongFrom: 65,
  weakBelow: 40,
} as const;

/** Words in a description saying the brand has a track record, or that it is new. */
export const ESTABLISHED_CUES =
  /\b(since (1[89]|20)\d\d|founded in|established in|est\. ?\d{4}|for (over )?\d+ (years|decades)|heritage|generations?|household name|market leader|leading)\b/i;
export const LAUNCHING_CUES =
  /\b(new|launch(es|ing)?|start-?up|just opened|first of its kind|coming soon|pre-?order|beta)\b/i;
