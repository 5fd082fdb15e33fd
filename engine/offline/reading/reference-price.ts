/**
 * What a product normally costs, read from a concept's own words.
 *
 *   placeProduct(text)              → the product category the text is about, with the words that
 *                                     placed it, or undefined when nothing fits well enough
 *                                     (product-placement.ts).
 *   referencePriceFor(text, price?) → the typical US price (USD) for the quantity the text states
 *                                     ('pack of 35', '18.8 oz', 'per user per month'), its range
 *                                     and source, and, given a stated price, the ratio of the two;
 *                                     undefined when the product cannot be placed, so the caller
 *                                     falls back to its income-share rule.
 *
 * Quantity scaling (docs/decisions/026-reference-prices.md): goods and packs of sessions scale
 * sub-linearly, price ∝ quantity^0.8 (a pack twice the size costs about 1.74 times as much), with the
 * ratio held within 1/12..12 of the reference pack; time-based units (months, seats, nights, hours,
 * days, servings, trips) scale linearly within 1/31..36. A size times a count is the quantity when
 * the count is a pack or the size is under half the reference ('12 fl oz, 12 pack', '1.55 oz,
 * 6 count'); otherwise the size is the whole ('92 fl oz, 64 loads'). On shelf goods a named national
 * brand raises the reference by 6% and a store brand lowers it by 20% (BRAND_PRICING).
 */
import { DAYS_PER_TIME_UNIT, EUR_PER_UNIT, type BillingPeriod, type Currency } from '../units';
import { readQuantity, sizeInGrams, sizeInMillilitres, type Basis, type QuantityReading } from './quantity';
import type { Category } from '../knowledge/lexicons';
import { PRICE_SOURCES, type PriceSource, type PriceSourceId } from '../knowledge/price-sources';
import { placeProduct } from '../knowledge/product-placement';
import {
  productCategory,
  type AudienceHint,
  type InterestTerms,
  type PriceRange,
  type ProductCategory,
  type ProductGroup,
  type Unit,
} from '../knowledge/product-categories';

export { placeProduct, type ProductPlacement } from '../knowledge/product-placement';

/** A price as stated: a USD amount, or a price-parser mention (currency and billing period). */
export type StatedPrice = number | { amount: number; currency?: Currency; period?: BillingPeriod };

/**
 * What a user corrected in the reading before a run (decision 047): a category in place of the placement, and a
 * usual price in place of the category's. The usual price is in `currency` (USD when absent) and is for what the
 * concept offers, or, with `per` (the category's unit), for one of that unit.
 */
export interface ReadingCorrection {
  categoryId?: string;
  usualPrice?: { amount: number; per?: Unit; currency?: Currency };
}

export interface ReferencePrice {
  rule: 'reference';
  category: string;
  label: string;
  group: ProductGroup;
  coarse: Category;
  unit: Unit;
  /** What the price buys (grams for weight, millilitres for volume): read from the text, or the reference quantity when it states none. */
  quantity: { amount: number; unit: Unit; stated: boolean };
  /** Typical US price for that quantity. */
  referenceUsd: number;
  rangeUsd: PriceRange;
  source: PriceSourceId;
  sourceDetail: PriceSource;
  matched: string[];
  audience?: AudienceHint;
  /** A national brand or a store brand named on a shelf product, and the factor it applied to the reference. */
  brand?: { kind: 'national' | 'store'; factor: number };
  /** The product is one health-minded people avoid (ProductCategory.indulgence). */
  indulgence?: true;
  /** How a stated interest rate is read for the product (ProductCategory.interest). */
  interest?: InterestTerms;
  /** The stated price in USD, when one was given. */
  statedUsd?: number;
  /** statedUsd / referenceUsd; absent when the product is usually free. */
  priceRatio?: number;
  /** What the user corrected: the category, the usual price, or both. */
  corrected?: { category: boolean; usualPrice: boolean };
}

export const QUANTITY_SCALING = {
  /** price ∝ quantity^bulkExponent for goods. */
  bulkExponent: 0.8,
  bulkRatioLimits: [1 / 12, 12],
  timeRatioLimits: [1 / 31, 36],
} as const;

/**
 * Shelf goods: a category's typical price mixes national and store brands. Store brands sell about 25%
 * below national brands and hold about 23% of unit sales (PLMA / Circana private-label reports,
 * 2023-24; a documented estimate, not a fit), so with mix = 0.23 × store + 0.77 × national and store =
 * 0.75 × national, a named national brand is 1.06 × the mix and a store brand 0.80 × it. Premium labels
 * (Eggland's Best, Häagen-Dazs) sit above this and are not modelled.
 */
export const BRAND_PRICING = {
  groups: ['groceries', 'household', 'personal-care', 'otc-health', 'beauty', 'toys-baby', 'pets'],
  nationalBrandFactor: 1.06,
  storeBrandFactor: 0.8,
} as const satisfies {
  groups: readonly ProductGroup[];
  nationalBrandFactor: number;
  storeBrandFactor: number;
};

/** Retailers' own brands and the words for them; a listed brand naming one ('kirkland dog food') is a store brand. */
const STORE_BRAND_PATTERN =
  /\b(?:(?:store|own|house|generic|private[\s-]label)[\s-]brand|generic|private[\s-]label|great value|kirkland|amazon basics|market pantry|good (?:and|&) gather|up (?:and|&) up|equate|member'?s mark|365 by whole foods|whole foods 365|trader joe'?s|kroger brand|simple truth|signature select)\b/i;

function brandOf(
  category: ProductCategory,
  conceptText: string,
  matched: readonly string[],
): ReferencePrice['brand'] {
  if (!(BRAND_PRICING.groups as readonly ProductGroup[]).includes(category.group)) return undefined;
  if (STORE_BRAND_PATTERN.test(conceptText)) return { kind: 'store', factor: BRAND_PRICING.storeBrandFactor };
  const namesBrand = matched.some((phrase) => category.brands.includes(phrase));
  return namesBrand ? { kind: 'national', factor: BRAND_PRICING.nationalBrandFactor } : undefined;
}

const TIME_UNITS = new Set<Unit>(['month', 'seat-month', 'year', 'night', 'hour', 'day', 'serving', 'trip']);
const MONTHS_PER: Partial<Record<Basis, number>> = { month: 1, year: 12, week: 12 / 52, day: 1 / 30.4 };
const WEEKS_PER: Partial<Record<Basis, number>> = { week: 1, month: 52 / 12, year: 52 };

function periodBases(reading: QuantityReading, stated: StatedPrice | undefined): Basis[] {
  const period = typeof stated === 'object' ? stated.period : undefined;
  const fromPrice: Basis[] = period && period !== 'one-off' ? [period] : [];
  return [...fromPrice, ...reading.per];
}

/** Months a price covers: its billing period, else a stated length ('12-month plan'), else one. */
function monthsCovered(reading: QuantityReading, bases: Basis[]): number {
  const billed = bases.find((basis) => MONTHS_PER[basis] !== undefined);
  if (billed) return MONTHS_PER[billed]!;
  const { month, year, week } = reading.durations;
  return month ?? (year !== undefined ? year * 12 : week !== undefined ? (week * 12) / 52 : 1);
}

/**
 * Lengths of time in days. A rental or a stay counts the whole day (an hour is 1/24 of a day's hire); a service
 * priced by the hour counts a working day of 8 hours. So '$45 an hour' for a car is dearer than '$45 a day', and
 * 'one-week', 'seven days' and '$300 a week' are one length.
 */
const DAYS_PER: Partial<Record<Basis, number>> = DAYS_PER_TIME_UNIT;
const WORKING_HOURS_PER: Partial<Record<Basis, number>> = { hour: 1, day: 8, week: 40, month: 160 };

/** How many of a time unit (hour, day, night) a price covers: its basis, else a stated length, else one. */
function timeCovered(unit: 'hour' | 'day' | 'night', reading: QuantityReading, bases: Basis[]) {
  const per = unit === 'hour' ? WORKING_HOURS_PER : DAYS_PER;
  const inUnit = (basis: Basis, amount: number) => (amount * per[basis]!) / per[unit]!;
  const basis = bases.find((b) => per[b] !== undefined);
  if (basis) return { amount: inUnit(basis, 1), stated: true };
  const lengths = [unit, 'hour', 'day', 'night', 'week', 'month', 'year'] as const;
  const stated = lengths.find(
    (length) => reading.durations[length] !== undefined && per[length] !== undefined,
  );
  if (stated) return { amount: inUnit(stated, reading.durations[stated]!), stated: true };
  // A session, lesson or class of a service priced by the hour is about an hour (an estimate: the usual booking).
  const sessions = unit === 'hour' ? reading.durations.session : undefined;
  if (sessions !== undefined) return { amount: sessions, stated: true };
  return { amount: 1, stated: false };
}

function unitsCovered(amount: number | undefined, isPerUnit: boolean): { amount: number; stated: boolean } {
  if (isPerUnit) return { amount: 1, stated: true };
  return amount === undefined ? { amount: 1, stated: false } : { amount, stated: true };
}

/**
 * Servings, sessions and trips are per person: 'dinner for two' is two, unless priced 'per person'. The people are
 * kept apart from the amount: two people pay twice, with no bulk saving.
 */
function forPeople(
  covered: { amount: number; stated: boolean },
  reading: QuantityReading,
  bases: Basis[],
): QuantityBought {
  if (reading.people === undefined || bases.includes('person')) return covered;
  return { amount: covered.amount * reading.people, stated: true, people: reading.people };
}

interface QuantityBought {
  amount: number;
  stated: boolean;
  /** How many people the amount is for, when the concept says ('for two'). */
  people?: number;
}

/** The quantity a price buys, in the category's unit (grams, millilitres, pieces, months...). */
function quantityBought(category: ProductCategory, reading: QuantityReading, bases: Basis[]): QuantityBought {
  const reference = category.reference.amount;
  switch (category.unit) {
    case 'count':
      return reading.count === undefined
        ? { amount: reference, stated: false }
        : { amount: reading.count, stated: true };
    case 'item':
      return reading.countKind === 'pack' && reading.count !== undefined
        ? { amount: reading.count, stated: true }
        : { amount: 1, stated: false };
    case 'weight':
    case 'volume': {
      const size = reading.size;
      const sizeAmount = size
        ? category.unit === 'weight'
          ? (sizeInGrams(size) ?? sizeInMillilitres(size))
          : (sizeInMillilitres(size) ?? sizeInGrams(size))
        : undefined;
      const { count, countKind } = reading;
      if (sizeAmount !== undefined) {
        // '12 fl oz, 12 pack' and '1.55 oz, 6 count' are per piece; '92 fl oz, 64 loads' is the whole.
        const isPerPiece = count !== undefined && (countKind === 'pack' || sizeAmount < reference / 2);
        return { amount: sizeAmount * (isPerPiece ? count : 1), stated: true };
      }
      if (count !== undefined && (category.each !== undefined || countKind === 'pack'))
        return { amount: count * (category.each ?? reference), stated: true };
      return { amount: reference, stated: false };
    }
    case 'month': {
      const months = monthsCovered(reading, bases);
      return { amount: months, stated: months !== 1 || bases.length > 0 };
    }
    case 'seat-month': {
      const seats = bases.includes('seat') ? 1 : (reading.seats ?? 1);
      const months = monthsCovered(reading, bases);
      return { amount: seats * months, stated: seats !== 1 || bases.length > 0 };
    }
    case 'year': {
      const billedMonthly = bases.includes('month');
      if (billedMonthly) return { amount: 1 / 12, stated: true };
      return unitsCovered(reading.durations.year, bases.includes('year'));
    }
    case 'night':
    case 'hour':
    case 'day':
      return timeCovered(category.unit, reading, bases);
    case 'session':
      return forPeople(
        unitsCovered(
          reading.durations.session ?? reading.count,
          bases.includes('session') || bases.includes('person'),
        ),
        reading,
        bases,
      );
    case 'serving': {
      const perServing = bases.includes('serving') || bases.includes('person');
      const weeks = bases.map((basis) => WEEKS_PER[basis]).find((w) => w !== undefined);
      // 'A meal kit' reads as one meal: only more than one is a stated number of servings.
      const plan = (reading.durations.serving ?? 1) <= 1 && !perServing && reading.people === undefined;
      if (plan && category.weekly !== undefined && weeks !== undefined)
        return { amount: category.weekly * weeks, stated: true };
      return forPeople(unitsCovered(reading.durations.serving, perServing), reading, bases);
    }
    case 'trip':
      return forPeople(unitsCovered(undefined, true), reading, bases);
  }
}

function clamp(value: number, [low, high]: readonly [number, number]): number {
  return Math.min(high, Math.max(low, value));
}

/** How much the reference price grows for `ratio` times the reference quantity. */
export function quantityScale(unit: Unit, ratio: number): number {
  if (TIME_UNITS.has(unit)) return clamp(ratio, QUANTITY_SCALING.timeRatioLimits);
  return clamp(ratio, QUANTITY_SCALING.bulkRatioLimits) ** QUANTITY_SCALING.bulkExponent;
}

function toUsd(stated: StatedPrice): number {
  if (typeof stated === 'number') return stated;
  const currency = stated.currency ?? 'USD';
  return (stated.amount * EUR_PER_UNIT[currency]) / EUR_PER_UNIT.USD;
}

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * The typical price of what the concept offers, or undefined when its product cannot be placed. A correction's
 * category replaces the placement, and its usual price replaces the category's (its range moves with it).
 */
export function referencePriceFor(
  conceptText: string,
  statedPrice?: StatedPrice,
  correction?: ReadingCorrection,
): ReferencePrice | undefined {
  const chosen = correction?.categoryId === undefined ? undefined : productCategory(correction.categoryId);
  const placement = chosen ? undefined : placeProduct(conceptText);
  const category = chosen ?? placement?.category;
  if (!category) return undefined;
  const matched = placement?.matched ?? [];
  const reading = readQuantity(conceptText);
  const bought = quantityBought(category, reading, periodBases(reading, statedPrice));
  const brand = brandOf(category, conceptText, matched);
  const people = bought.people ?? 1;
  const scale =
    quantityScale(category.unit, bought.amount / people / category.reference.amount) *
    people *
    (brand?.factor ?? 1);
  const { low, typical, high } = category.priceUsd;
  const usual = correction?.usualPrice;
  const referenceUsd = round(
    usual ? toUsd(usual) * (usual.per === undefined ? 1 : bought.amount) : typical * scale,
  );
  // A corrected usual price moves the category's range with it.
  const rangeScale = usual && typical > 0 ? referenceUsd / typical : scale;
  const statedUsd = statedPrice === undefined ? undefined : toUsd(statedPrice);
  return {
    rule: 'reference',
    category: category.id,
    label: category.label,
    group: category.group,
    coarse: category.coarse,
    unit: category.unit,
    quantity: { amount: bought.amount, unit: category.unit, stated: bought.stated },
    referenceUsd,
    rangeUsd: {
      low: round(low * rangeScale),
      typical: referenceUsd,
      high: Math.max(referenceUsd, round(high * rangeScale)),
    },
    source: category.source,
    sourceDetail: PRICE_SOURCES[category.source],
    matched,
    ...(category.audience ? { audience: category.audience } : {}),
    ...(brand ? { brand } : {}),
    ...(category.indulgence ? { indulgence: true as const } : {}),
    ...(category.interest ? { interest: category.interest } : {}),
    // A product that is usually free (a student card's annual fee) has no ratio: the caller judges the price by income.
    ...(statedUsd === undefined ? {} : { statedUsd }),
    ...(statedUsd === undefined || referenceUsd <= 0 ? {} : { priceRatio: statedUsd / referenceUsd }),
    ...(chosen || usual
      ? { corrected: { category: chosen !== undefined, usualPrice: usual !== undefined } }
      : {}),
  };
}
