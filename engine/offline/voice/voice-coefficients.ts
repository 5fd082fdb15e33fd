/**
 * How a twin's profile sets the way it talks, in one place (as coefficients.ts does for what it thinks).
 * The voice never changes a number: sentiment, scores and intents come from the consumer-response model;
 * these only decide length, rhythm, certainty, vocabulary, warmth and regional English.
 *
 * Big Five inputs are centred on 0 (-1..1, persona-features.ts centreBigFive).
 */

/** Talkativeness = extraversion * weight + conscientiousness * weight; above/below the cut a twin is chatty/brief. */
export const TALKATIVENESS = {
  extraversion: 0.7,
  conscientiousness: 0.3,
  chattyFrom: 0.25,
  briefBelow: -0.25,
};

/** Reasons given each way: brief twins name their strongest one, average two, chatty up to three. */
export const REASONS_SPOKEN = { brief: 1, average: 2, chatty: 3 } as const;

/** Certainty = -neuroticism * weight - openness * weight (open minds see both sides); hedging below, sure above. */
export const CERTAINTY = { neuroticism: 0.8, openness: 0.3, sureFrom: 0.3, hedgingBelow: -0.2 };

/** Agreeableness above/below which a twin softens criticism or says it flatly. */
export const WARMTH = { warmFrom: 0.3, bluntBelow: -0.3 };

/** Conscientious or anxious twins ask the seller something before they would buy. */
export const QUESTIONS = { conscientiousness: 0.6, neuroticism: 0.4, askFrom: 0.15, askTwiceFrom: 0.55 };

/**
 * Vocabulary level from the highest qualification (persona.education) and occupation words: a degree or a
 * professional/managerial job gives the 'educated' register, school-leaving or manual/elementary work the 'plain' one.
 */
export const REGISTER_WORDS = {
  educated: [
    'master',
    'phd',
    'mba',
    'bachelor',
    'degree',
    'wo ',
    'hbo',
    'university',
    'doctor',
    'lawyer',
    'manager',
    'director',
    'engineer',
    'consultant',
    'analyst',
    'architect',
    'professor',
    'lecturer',
    'scientist',
  ],
  plain: [
    'gcse',
    'vmbo',
    'high school',
    'o-level',
    'cleaner',
    'labourer',
    'laborer',
    'driver',
    'operator',
    'warehouse',
    'kitchen',
    'porter',
    'waiter',
    'cashier',
    'assembler',
    'farm',
  ],
};

/**
 * Rough spend on a category as a share of a twin's monthly income, what it is spent on and whether people
 * think of it per month or per year (household budget surveys put food at 10-15 %, clothing 4-5 %,
 * recreation and holidays 8-10 %); an order of magnitude for the twin to compare with, not a forecast.
 */
export const CATEGORY_SPEND: Record<string, { share: number; per: 'month' | 'year'; on: string }> = {
  'food-drink': { share: 0.12, per: 'month', on: 'food' },
  'beauty-care': { share: 0.02, per: 'month', on: 'toiletries' },
  'fashion-luxury': { share: 0.04, per: 'month', on: 'clothes' },
  'fitness-health': { share: 0.02, per: 'month', on: 'keeping well' },
  'home-garden': { share: 0.02, per: 'month', on: 'the house' },
  'kids-family': { share: 0.06, per: 'month', on: 'the kids' },
  pets: { share: 0.02, per: 'month', on: 'the pet' },
  travel: { share: 0.5, per: 'year', on: 'holidays' },
  'tech-gadget': { share: 0.3, per: 'year', on: 'gadgets' },
  'consumer-software': { share: 0.01, per: 'month', on: 'apps and subscriptions' },
  education: { share: 0.02, per: 'month', on: 'learning' },
  mobility: { share: 0.06, per: 'month', on: 'getting around' },
  finance: { share: 0.01, per: 'month', on: 'bank fees' },
  general: { share: 0.03, per: 'month', on: 'that sort of thing' },
};

/** Spending rises more slowly than income (Engel): spend = share x reference x (income / reference) ^ elasticity. */
export const SPEND_INCOME = { referenceMonthlyEur: 2000, elasticity: 0.5 };

/** People differ around the typical spend: each twin's figure is scaled by a seeded factor in this range. */
export const PERSONAL_SPEND_RANGE = [0.6, 1.5] as const;

/** Local money for spoken amounts: units per euro (ECB reference rates, 2025) and rounding step. */
export const LOCAL_MONEY: Record<string, { symbol: string; perEur: number }> = {
  UK: { symbol: '£', perEur: 0.85 },
  GB: { symbol: '£', perEur: 0.85 },
  US: { symbol: '$', perEur: 1.09 },
  MT: { symbol: '€', perEur: 1 },
  NL: { symbol: '€', perEur: 1 },
};
