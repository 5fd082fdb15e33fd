/**
 * How widely people's reservation prices for a product spread around what it usually costs, and how soon a low price
 * makes them doubt its quality: the knowledge behind pricing studies' demand (pricing/reservation-price.ts,
 * docs/decisions/046-demand-from-reservation-prices.md). One row per product group; each figure names its source or
 * says it is an estimate.
 */
import type { ProductGroup } from './categories/category-entry';

export interface GroupPriceResponse {
  /**
   * Own-price elasticity of the group's demand as a whole (a category's sales, not one brand's), negative.
   * Where it comes from is `source`.
   */
  categoryElasticity: number;
  source: string;
  /**
   * Below this share of a twin's own sense of the price, half the twins doubt the product is any good. Higher where
   * quality cannot be seen before buying (food, health, safety, electronics). Estimates, from the finding that buyers
   * read price as a sign of quality (Rao & Monroe 1989, JMR 26(3); Völckner & Hofmann 2007, Marketing Letters 18),
   * more so where quality is hard to judge.
   */
  qualityDoubtShare: number;
}

const ANDREYEVA =
  'Andreyeva, Long & Brownell 2010, Am J Public Health 100(2): mean elasticities of US food categories 0.27 (eggs) to 0.81 (food away from home)';
const HARD_TO_SEE = 0.6;
const VISIBLE = 0.45;

export const GROUP_PRICE_RESPONSE: Readonly<Record<ProductGroup, GroupPriceResponse>> = {
  groceries: {
    categoryElasticity: -0.6,
    source: `${ANDREYEVA}; 0.6 is their middle`,
    qualityDoubtShare: HARD_TO_SEE,
  },
  'food-service': {
    categoryElasticity: -0.81,
    source: `${ANDREYEVA}; food away from home`,
    qualityDoubtShare: HARD_TO_SEE,
  },
  household: {
    categoryElasticity: -0.8,
    source: 'Estimate: everyday non-food goods, near food',
    qualityDoubtShare: VISIBLE,
  },
  'personal-care': {
    categoryElasticity: -0.8,
    source: 'Estimate: everyday non-food goods, near food',
    qualityDoubtShare: HARD_TO_SEE,
  },
  'otc-health': {
    categoryElasticity: -0.5,
    source: 'Estimate: medicines are bought when needed, below food',
    qualityDoubtShare: HARD_TO_SEE,
  },
  apparel: {
    categoryElasticity: -1.0,
    source: 'Estimate: discretionary goods, issue 39’s −1 to −3',
    qualityDoubtShare: VISIBLE,
  },
  beauty: {
    categoryElasticity: -1.0,
    source: 'Estimate: discretionary goods, issue 39’s −1 to −3',
    qualityDoubtShare: HARD_TO_SEE,
  },
  electronics: {
    categoryElasticity: -1.5,
    source: 'Estimate: discretionary goods and electronics, issue 39’s −1 to −3',
    qualityDoubtShare: HARD_TO_SEE,
  },
  home: {
    categoryElasticity: -1.2,
    source: 'Estimate: durables put off when dear',
    qualityDoubtShare: VISIBLE,
  },
  'toys-baby': {
    categoryElasticity: -1.0,
    source: 'Estimate: discretionary goods',
    qualityDoubtShare: HARD_TO_SEE,
  },
  pets: { categoryElasticity: -0.6, source: 'Estimate: pet food, as food', qualityDoubtShare: HARD_TO_SEE },
  travel: {
    categoryElasticity: -1.2,
    source: 'Estimate: leisure travel is discretionary',
    qualityDoubtShare: VISIBLE,
  },
  'software-saas': {
    categoryElasticity: -1.0,
    source: 'Estimate: subscriptions lose buyers through cancellations when dearer',
    qualityDoubtShare: VISIBLE,
  },
  subscriptions: {
    categoryElasticity: -1.2,
    source: 'Estimate: subscriptions lose buyers through cancellations (churn) when dearer',
    qualityDoubtShare: VISIBLE,
  },
  'local-services': {
    categoryElasticity: -0.8,
    source: 'Estimate: services people need done, near food away from home',
    qualityDoubtShare: HARD_TO_SEE,
  },
  financial: { categoryElasticity: -0.8, source: 'Estimate', qualityDoubtShare: HARD_TO_SEE },
  b2b: { categoryElasticity: -0.8, source: 'Estimate', qualityDoubtShare: VISIBLE },
};

/** A product the engine cannot place: a discretionary good's response, quality as hard to see as most. */
export const UNPLACED_PRICE_RESPONSE: GroupPriceResponse = {
  categoryElasticity: -1.0,
  source: 'Estimate: product not placed',
  qualityDoubtShare: VISIBLE,
};

/**
 * Issue 39: at three times the usual price, demand at most a quarter of demand at half of it. A log-normal spread
 * wider than this breaks that for a twin centred on the usual price, so the spread is held at or below it.
 */
export const MAX_RESERVATION_SPREAD = 1.0;
