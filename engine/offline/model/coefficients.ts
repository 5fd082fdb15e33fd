/**
 * Every tunable number of the offline consumer-response model, in one place so that a calibration
 * against real human answers (shared/data/validation) can adjust them without touching the logic.
 *
 * The model: utility U = INTERCEPT + category relevance + price + claims + audience fit
 * + specificity + a per-(twin, concept) idiosyncratic term. Purchase intent follows an ordered logit,
 * P(intent <= k) = logistic(CUTPOINTS[k-1] - U). Each term is a weighted sum of persona features
 * (persona-features.ts): Big Five traits centred on 0 (-1..1), values 0..1, and 0/1 flags.
 *
 * One part is fitted rather than set: how an offer's structure (kind of place, distance, expiry, company, time,
 * weather, trip) meets the twin's habits and demographics (offer-model.ts). Its 224 coefficients are in
 * offer-coefficients.ts, fitted by `npm run validate -- --fit` on 8,740 real accept/decline answers (UCI coupon
 * survey) with L2 penalty 16 and every other term here as a fixed offset. On respondents held out by 5-fold
 * grouped cross-validation: AUC 0.76 (plain logistic regression 0.70, coupon type alone 0.63), scenario-level
 * r 0.94, segment-gap sign agreement 22 of 22 (docs/validation/report.md, decision 013).
 */
import type { Sentiment } from '@contracts/twin-answers';
import type { AudienceKind, Category, ClaimKind } from '../knowledge/lexicons';
import type { PersonaFeature } from './persona-features';

export type FeatureWeights = Partial<Record<PersonaFeature, number>>;
export interface LinearEffect {
  base: number;
  weights: FeatureWeights;
}

export const INTERCEPT = -0.3;

/** Ordered-logit thresholds between intents 1|2, 2|3, 3|4, 4|5; U = 0 gives a mean intent near 3. */
export const CUTPOINTS = [-1.6, -0.5, 0.6, 1.8] as const;

/** Interest reacts to appeal more than to price: it carries this share of the price term. */
export const INTEREST_PRICE_SHARE = 0.4;

/**
 * Spread of the per-(twin, concept) term. The ordered logit already carries each answer's own randomness;
 * this only keeps two twins with identical profiles from answering identically, so it stays small enough
 * that a panel of 7 reflects the model, not the dice.
 */
export const IDIOSYNCRATIC_SD = 0.08;

/**
 * Visits per month of the typical adult, used where a persona does not state a habit: the respondent means of
 * the UCI in-vehicle coupon survey (Wang et al. 2017, US adults; never 0, less than once 0.5, 1-3 2, 4-8 6, more than 8 12).
 */
export const TYPICAL_HABITS = {
  bar: 1.33,
  coffee_house: 2.7,
  takeaway: 4.37,
  restaurant_budget: 3.97,
  restaurant_mid: 1.44,
} as const;

/** Expected purchase intent (1..5) below/above which a twin is negative/positive. */
export const SENTIMENT_THRESHOLDS = { negativeBelow: 2.6, positiveFrom: 3.4 };
/** The intent range mapped linearly onto each sentiment's spec score band. */
export const SCORE_INTENT_RANGE: Record<Sentiment, [low: number, high: number]> = {
  negative: [1.3, 2.6],
  neutral: [2.6, 3.4],
  positive: [3.4, 4.7],
};

/** Median equivalised net income per year, EUR (EU-SILC ilc_di01 2021/2018, brought forward; US from household income). */
export const MEDIAN_ANNUAL_INCOME_EUR: Record<string, number> = {
  MT: 20_000,
  NL: 30_000,
  UK: 26_000,
  GB: 26_000,
  US: 37_000,
};
export const DEFAULT_MEDIAN_ANNUAL_INCOME_EUR = 25_000;
/** Typical income of each OECD class relative to the median (Low < 75 %, Middle 75-200 %, High > 200 %). */
export const INCOME_BRACKET_MULTIPLIER = { Low: 0.55, Middle: 1.15, High: 2.8 } as const;

/** How values and traits raise (or lower) price sensitivity, whichever rule judges the price. */
const PERSONAL_PRICE_SENSITIVITY: FeatureWeights = {
  'value.frugality': 0.6,
  conscientiousness: 0.2,
  neuroticism: 0.15,
  'value.status': -0.3,
};

/**
 * The income-share rule, for a product whose usual price the engine does not know (model/price-response.ts judges
 * the rest against their reference price).
 */
export const PRICE = {
  weight: 0.7,
  /** Share of monthly income at which a price starts to hurt; the penalty grows with log(1 + share / this). */
  noticeableShare: 0.05,
  /**
   * The same when the usual price is known and already judged (price-response.ts): then only a price that is a real
   * part of a month's income weighs as such (a $1,200 sofa on a middle income, not a dozen eggs).
   */
  noticeableShareBesideReference: 0.25,
  /** A subscription is judged by this many months of payments. */
  recurringMonthsConsidered: 4,
  /** Below this share of monthly income the price itself is a reason for. */
  affordableShare: 0.02,
  affordableBonus: 0.25,
  /** How much each feature raises (or lowers) price sensitivity; the multiplier never drops below minMultiplier. */
  sensitivity: { ...PERSONAL_PRICE_SENSITIVITY, incomeLow: 0.2 } as FeatureWeights,
  /** The same without income, which the fitted price response weighs itself. */
  personalSensitivity: PERSONAL_PRICE_SENSITIVITY,
  minMultiplier: 0.3,
};

/**
 * Quality and defect claims (reading/quality-claims.ts): a stated defect costs more than a stated quality earns
 * (negativity bias), and more again for careful or anxious twins; each further claim of the same sign counts
 * `decay` times the one before. Set so that 'breaks in the first strong wind' against 'survives 60 mph storms' at
 * one price is the difference between 'probably not' and 'maybe' for the typical twin.
 */
export const QUALITY = {
  quality: 0.45,
  defect: 1.1,
  decay: 0.6,
  scrutiny: { conscientiousness: 0.3, neuroticism: 0.3, 'value.security': 0.2 } as FeatureWeights,
  minScrutiny: 0.5,
};

/** How far away a concept that is no offer says it is: nothing within `freeMinutes`, then log-shaped. */
export const ACCESS = { weight: 0.45, freeMinutes: 5, scaleMinutes: 15 };

/**
 * Fit between a product's usual buyers (the category's audience hint: ages, life stage, sex, trade) and the twin.
 * Each part scores -1..1 (`trade` up to `tradeMatch`); their sum is clamped to +-RELEVANCE_LIMIT and scaled.
 */
export const PRODUCT_FIT = {
  weight: 0.7,
  /** Years outside the product's age range over which the fit falls from 0 to -1. */
  ageFadeYears: 12,
  /** A life stage the product is made for (a parent for baby wipes) outweighs the age range it implies. */
  flagMatch: 1.5,
  sexMismatch: -1,
  tradeMatch: 1.5,
  tradeMismatch: -0.4,
};

/** For a product health-minded people avoid (knowledge: `indulgence`), these replace the category's weights. */
export const INDULGENCE_WEIGHTS: FeatureWeights = { 'value.health': -0.6, conscientiousness: -0.1 };

/** Scales the category-relevance term; each category's own effect is clamped to +-RELEVANCE_LIMIT. */
export const CATEGORY_WEIGHT = 1.0;
export const RELEVANCE_LIMIT = 1.5;

export const CATEGORY_RELEVANCE: Record<Category, LinearEffect> = {
  'b2b-software': {
    base: -0.8,
    weights: {
      'role.business': 1.6,
      'role.tech': 1.0,
      'role.sales': 1.2,
      retired: -0.6,
      student: -0.2,
      notWorking: -0.4,
    },
  },
  'b2b-service': {
    base: -0.8,
    weights: { 'role.business': 1.6, 'role.sales': 1.0, retired: -0.6, student: -0.2, notWorking: -0.4 },
  },
  'consumer-software': { base: 0.1, weights: { young: 0.3, openness: 0.3, older: -0.3, 'role.tech': 0.2 } },
  'tech-gadget': {
    base: 0,
    weights: { openness: 0.4, young: 0.2, older: -0.3, 'role.tech': 0.4, 'value.novelty': 0.4 },
  },
  'food-drink': { base: 0.2, weights: { 'value.health': 0.2, openness: 0.1 } },
  'beauty-care': { base: 0, weights: { 'value.status': 0.3, 'value.health': 0.2, extraversion: 0.1 } },
  finance: {
    base: 0,
    weights: { conscientiousness: 0.3, midlife: 0.2, student: -0.1, 'value.security': 0.3 },
  },
  travel: { base: 0.1, weights: { openness: 0.4, retired: 0.2, 'value.novelty': 0.3, parent: -0.1 } },
  'home-garden': { base: 0.1, weights: { midlife: 0.2, older: 0.2, parent: 0.2, student: -0.3 } },
  'fitness-health': { base: 0, weights: { 'value.health': 0.7, young: 0.2, extraversion: 0.1 } },
  'fashion-luxury': {
    base: -0.1,
    weights: { 'value.status': 0.8, incomeHigh: 0.3, 'value.frugality': -0.5, extraversion: 0.2 },
  },
  'kids-family': { base: -0.6, weights: { parent: 1.4, 'value.family': 0.4, older: 0.2 } },
  pets: { base: -0.4, weights: { petOwner: 1.4 } },
  education: { base: 0, weights: { student: 0.8, young: 0.3, openness: 0.3, retired: -0.2 } },
  mobility: { base: 0, weights: { employed: 0.2, young: 0.1, older: -0.1 } },
  general: { base: 0, weights: {} },
};

/** Scales claim effects; a claim's strength is 1 - CLAIM_STRENGTH_DECAY ^ (times it is made). */
export const CLAIM_WEIGHT = 0.8;
export const CLAIM_STRENGTH_DECAY = 0.3;

export const CLAIM_EFFECTS: Record<ClaimKind, LinearEffect> = {
  sustainability: {
    base: 0.05,
    weights: { 'value.sustainability': 1.2, 'value.ethics': 0.3, agreeableness: 0.3, openness: 0.15 },
  },
  health: { base: 0.1, weights: { 'value.health': 1.0, conscientiousness: 0.2, older: 0.15 } },
  convenience: {
    base: 0.1,
    weights: { 'value.convenience': 0.8, busy: 0.4, conscientiousness: 0.1, 'value.tradition': -0.2 },
  },
  status: {
    base: -0.05,
    weights: {
      'value.status': 1.0,
      extraversion: 0.3,
      incomeHigh: 0.3,
      incomeLow: -0.3,
      'value.frugality': -0.5,
    },
  },
  tradition: {
    base: 0,
    weights: { 'value.tradition': 0.9, older: 0.3, traditionalCountry: 0.3, openness: -0.3 },
  },
  novelty: {
    base: 0,
    weights: { openness: 0.8, 'value.novelty': 0.6, young: 0.3, older: -0.3, neuroticism: -0.4 },
  },
  social: { base: 0, weights: { extraversion: 0.8, 'value.community': 0.6 } },
  ethics: { base: 0.05, weights: { agreeableness: 0.6, 'value.ethics': 0.8, 'value.sustainability': 0.4 } },
  family: { base: -0.1, weights: { parent: 0.9, 'value.family': 0.6 } },
  value: {
    base: 0.1,
    weights: { 'value.frugality': 0.8, conscientiousness: 0.3, incomeLow: 0.3, 'value.status': -0.3 },
  },
  reliability: { base: 0.1, weights: { neuroticism: 0.6, conscientiousness: 0.4, 'value.security': 0.5 } },
  'data-risk': {
    base: -0.05,
    weights: { neuroticism: -0.5, older: -0.3, 'value.security': -0.4, 'role.tech': 0.2 },
  },
};

/** Scales how well the concept's stated audience fits the twin. */
export const AUDIENCE_WEIGHT = 0.7;
export const AUDIENCE_FIT: Record<AudienceKind, LinearEffect> = {
  families: { base: -0.5, weights: { parent: 1.1, 'value.family': 0.3 } },
  professionals: { base: -0.4, weights: { employed: 0.6, 'role.business': 0.3, retired: -0.3 } },
  seniors: { base: -0.6, weights: { older: 0.8, retired: 0.5 } },
  students: { base: -0.5, weights: { student: 1.1, young: 0.3 } },
  businesses: { base: -0.4, weights: { 'role.business': 1.0, 'role.sales': 0.4, retired: -0.3 } },
  'young-adults': { base: -0.3, weights: { young: 0.8 } },
  'pet-owners': { base: -0.5, weights: { petOwner: 1.2 } },
};

/** The effect of a concept being specific or vague (how specific it is: reading/concept-reader.ts). */
export const SPECIFICITY = {
  weight: 0.5,
  neutralPoint: 0.5,
  /** Conscientious twins scrutinise detail more. */
  conscientiousnessGain: 0.5,
};

/** How strongly each persona field signals a value it mentions. */
export const VALUE_SOURCE_WEIGHTS = { valuesAndBeliefs: 1, personalityTraits: 0.6, biography: 0.35 };

/** Traditional (+1) to secular-rational (-1), from the Inglehart-Welzel axis in population/marginals.json. */
export const COUNTRY_TRADITIONALISM: Record<string, number> = {
  MT: 1,
  US: 0.2,
  UK: -0.5,
  GB: -0.5,
  NL: -0.6,
};

/** Life-stage boundaries (years). */
export const AGE_BANDS = { youngBelow: 35, midlifeFrom: 35, olderFrom: 55, retirementAge: 67 };

/** A term must move utility at least this much to be given as a reason; at most maxReasons each way. */
export const REASONS = { minUtility: 0.1, maxReasons: 3 };

/**
 * LLM answers: a Likert point is never asked for as a bare number; the model describes its interest and
 * purchase likelihood in words, and anchor phrases (llm/likert-from-text.ts) score each point.
 * Distribution = softmax(temperature * matches per point); with no anchor found, the fallback.
 */
export const LIKERT_TEXT_MAPPING = { temperature: 2, fallback: [0.1, 0.2, 0.4, 0.2, 0.1] };
