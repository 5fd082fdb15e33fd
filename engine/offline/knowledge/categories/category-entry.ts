import { GRAMS_PER_UNIT, MILLILITRES_PER_UNIT } from '../../units';
import type { Category, OccupationRole } from '../lexicons';
import type { PriceSourceId } from '../price-sources';

/** The groups of goods: things bought and taken or delivered home, not meals out, stays, services or software. */
const GOODS = [
  'groceries',
  'household',
  'personal-care',
  'otc-health',
  'apparel',
  'beauty',
  'electronics',
  'home',
  'toys-baby',
  'pets',
] as const;
export const PRODUCT_GROUPS = [
  ...GOODS,
  'food-service',
  'travel',
  'software-saas',
  'subscriptions',
  'local-services',
  'financial',
  'b2b',
] as const;
export type ProductGroup = (typeof PRODUCT_GROUPS)[number];
export const GOODS_GROUPS: ReadonlySet<ProductGroup> = new Set(GOODS);

/**
 * What a reference quantity counts. Weights are in grams and volumes in millilitres; the time units
 * are billing periods or stays.
 */
export const UNITS = [
  'item',
  'count',
  'weight',
  'volume',
  'month',
  'seat-month',
  'year',
  'night',
  'hour',
  'session',
  'serving',
  'trip',
  'day',
] as const;
export type Unit = (typeof UNITS)[number];

export interface Quantity {
  amount: number;
  unit: Unit;
}

export interface PriceRange {
  low: number;
  typical: number;
  high: number;
}

/**
 * The interest a financial product's stated rate is: paid to the buyer (a savings account: more is better) or charged
 * to the buyer (a card or a loan: less is better), and the usual rate, % a year, a stated one is judged against.
 */
export interface InterestTerms {
  paidTo: 'buyer' | 'lender';
  usualRate: number;
  /** Where the rate comes from; 'Estimate: ...' where it is the author's judgement. */
  source: string;
  /**
   * The balance a typical buyer earns or pays the rate on, in USD, so that a rate is worth the money it makes or
   * costs, as a fee is; with its source ('Estimate: ...' where it is the author's judgement).
   */
  balance: { usd: number; source: string };
  /** The period the interest is weighed over: the one the product's own fee or payment is stated for (its unit). */
  per: 'month' | 'year';
  /**
   * What a typical buyer spends through the product in a year, in USD, where it pays cash back on spending (a card),
   * so that '2% cash back' is worth the money it pays, as a rate is; with its source.
   */
  spending?: { usd: number; source: string };
}

/** Persona flags of model/persona-features.ts a product is made for. */
export type AudienceFlag = 'parent' | 'student' | 'retired' | 'petOwner' | 'young' | 'older';

export interface AudienceHint {
  /** Ages the product is mainly bought by, inclusive; either end open. */
  ages?: { min?: number; max?: number };
  flags?: AudienceFlag[];
  sex?: 'female' | 'male';
  roles?: OccupationRole[];
  /** A buyer's occupation text holds one of these ('restaurant owner' → 'restaurant'). */
  occupationWords?: string[];
}

export interface ProductCategory {
  id: string;
  /** How a shopper names it. */
  label: string;
  group: ProductGroup;
  /** Lemma-level words and phrases that place a concept here; each word matches a token's normal form or lemma. */
  words: string[];
  /** Brand and product names: they place a concept even where they only qualify another noun ('DiGiorno pizza'). */
  brands: string[];
  unit: Unit;
  /** The quantity the price range is for. */
  reference: Quantity;
  /** Size of one piece of a multipack (grams or millilitres) when a concept states only a count ('12 pack'). */
  each?: number;
  /**
   * Servings a typical buyer takes in a week, for a price stated by the week or month that names none (a meal-kit
   * plan): '$60 a week' buys a week's plan, not one serving.
   */
  weekly?: number;
  priceUsd: PriceRange;
  source: PriceSourceId;
  audience?: AudienceHint;
  /**
   * Set on products health-minded people cut down on or avoid: sugary drinks, sweets, crisps, ice cream,
   * energy drinks, alcohol, tobacco and fast food. Not a price signal: the model weighs it against a
   * twin's health habits.
   */
  indulgence?: true;
  /** How a rate the concept states ('4.5% interest') is read for this product; a credit card's by default. */
  interest?: InterestTerms;
  /** The engine's coarse category (lexicons.ts), so persona relevance weights keep working. */
  coarse: Category;
}

const GRAMS_PER_OZ = GRAMS_PER_UNIT.oz!;
const GRAMS_PER_LB = GRAMS_PER_UNIT.lb!;
const ML_PER_FL_OZ = MILLILITRES_PER_UNIT['fl oz']!;
const ML_PER_GALLON = MILLILITRES_PER_UNIT.gal!;

/** Reference-quantity helpers so the tables read like shelf labels. */
export const per = {
  item: (amount = 1): Quantity => ({ amount, unit: 'item' }),
  count: (amount: number): Quantity => ({ amount, unit: 'count' }),
  oz: (amount: number): Quantity => ({ amount: amount * GRAMS_PER_OZ, unit: 'weight' }),
  lb: (amount: number): Quantity => ({ amount: amount * GRAMS_PER_LB, unit: 'weight' }),
  g: (amount: number): Quantity => ({ amount, unit: 'weight' }),
  flOz: (amount: number): Quantity => ({ amount: amount * ML_PER_FL_OZ, unit: 'volume' }),
  ml: (amount: number): Quantity => ({ amount, unit: 'volume' }),
  gallon: (amount: number): Quantity => ({ amount: amount * ML_PER_GALLON, unit: 'volume' }),
  month: (): Quantity => ({ amount: 1, unit: 'month' }),
  seatMonth: (): Quantity => ({ amount: 1, unit: 'seat-month' }),
  year: (): Quantity => ({ amount: 1, unit: 'year' }),
  night: (): Quantity => ({ amount: 1, unit: 'night' }),
  hour: (amount = 1): Quantity => ({ amount, unit: 'hour' }),
  session: (): Quantity => ({ amount: 1, unit: 'session' }),
  serving: (amount = 1): Quantity => ({ amount, unit: 'serving' }),
  trip: (): Quantity => ({ amount: 1, unit: 'trip' }),
  day: (): Quantity => ({ amount: 1, unit: 'day' }),
};

export interface CategoryRow {
  id: string;
  label: string;
  words: string[];
  brands?: string[];
  reference: Quantity;
  /** [low, typical, high] in USD for the reference quantity. */
  usd: [low: number, typical: number, high: number];
  source: PriceSourceId;
  each?: number;
  weekly?: number;
  audience?: AudienceHint;
  indulgence?: true;
  interest?: InterestTerms;
  coarse?: Category;
}

/** One group's rows with the group's defaults filled in; the label is always one of the words. */
export function defineGroup(
  group: ProductGroup,
  defaults: { coarse: Category },
  rows: CategoryRow[],
): ProductCategory[] {
  return rows.map(({ usd: [low, typical, high], label, words, brands, coarse, ...row }) => ({
    ...row,
    label,
    group,
    words: [...new Set([label.toLowerCase(), ...words])],
    brands: brands ?? [],
    unit: row.reference.unit,
    priceUsd: { low, typical, high },
    coarse: coarse ?? defaults.coarse,
  }));
}
