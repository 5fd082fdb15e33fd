/**
 * What a product normally costs, read from a concept's own words.
 *
 *   placeProduct(text)              → the product category the text is about, with the words that
 *                                     placed it, or undefined when nothing fits well enough.
 *   referencePriceFor(text, price?) → the typical US price (USD) for the quantity the text states
 *                                     ('pack of 35', '18.8 oz', 'per user per month'), its range
 *                                     and source, and, given a stated price, the ratio of the two;
 *                                     undefined when the product cannot be placed, so the caller
 *                                     falls back to its income-share rule.
 *
 * Placement reads lemmas from wink-nlp (reading/text-analysis.ts), so case, plurals and hyphens do
 * not matter. Each category word found scores by where it stands: the head noun of a phrase counts
 * fully, a word that only qualifies a following noun ('coffee' in 'coffee shops') counts 0.45, and
 * words inside a 'for/with/to ...' phrase count 0.35 of that ('invoicing software for coffee shops'
 * is software). Brand names count 1.1 even where they qualify ('DiGiorno pizza'). Longer phrases win
 * over the words inside them ('peanut butter' over 'butter'), phrases such as 'sugar free' or
 * 'battery life' place nothing, and a category needs 0.5 in all to be chosen.
 *
 * Quantity scaling (docs/decisions/024-reference-prices.md): goods scale sub-linearly,
 * price ∝ quantity^0.8 (a pack twice the size costs about 1.74 times as much), with the ratio held
 * within 1/12..12 of the reference pack; time-based units (months, seats, nights, hours, days,
 * servings, trips) scale linearly within 1/31..36.
 */
import { EUR_PER_UNIT } from '../model/coefficients';
import { memoize } from '../memoize';
import type { BillingPeriod, Currency } from '../reading/price-parser';
import {
  readQuantity,
  sizeInGrams,
  sizeInMillilitres,
  type Basis,
  type QuantityReading,
} from '../reading/quantity';
import { analyseText, type AnalysedText, type PhraseMatch } from '../reading/text-analysis';
import type { Category } from './lexicons';
import { PRICE_SOURCES, type PriceSource, type PriceSourceId } from './price-sources';
import {
  PRODUCT_CATEGORIES,
  type AudienceHint,
  type PriceRange,
  type ProductCategory,
  type ProductGroup,
  type Unit,
} from './product-categories';

export interface ProductPlacement {
  category: ProductCategory;
  /** The category words and brands found, as listed ('spring water', 'ozarka'). */
  matched: string[];
  score: number;
}

/** A price as stated: a USD amount, or a price-parser mention (currency and billing period). */
export type StatedPrice = number | { amount: number; currency?: Currency; period?: BillingPeriod };

export interface ReferencePrice {
  rule: 'reference';
  category: string;
  label: string;
  group: ProductGroup;
  coarse: Category;
  unit: Unit;
  /** What the price buys: read from the text, or the reference quantity when it states none. */
  quantity: { amount: number; unit: Unit; stated: boolean };
  /** Typical US price for that quantity. */
  referenceUsd: number;
  rangeUsd: PriceRange;
  source: PriceSourceId;
  sourceDetail: PriceSource;
  matched: string[];
  audience?: AudienceHint;
  /** The stated price in USD, when one was given. */
  statedUsd?: number;
  /** statedUsd / referenceUsd. */
  priceRatio?: number;
}

export const QUANTITY_SCALING = {
  /** price ∝ quantity^bulkExponent for goods. */
  bulkExponent: 0.8,
  bulkRatioLimits: [1 / 12, 12],
  timeRatioLimits: [1 / 31, 36],
} as const;

const PLACEMENT = {
  modifierWeight: 0.45,
  /** A brand names the product exactly, so it outweighs a generic noun ('DiGiorno pizza'). */
  brandWeight: 1.1,
  prepositionWeight: 0.35,
  /** Each word of a phrase beyond the first adds this much. */
  extraWordWeight: 0.15,
  minimumScore: 0.5,
} as const;

/** Phrases that use a category word without being about that product. */
const NEUTRAL_PHRASES = [
  'sugar free',
  'no sugar',
  'low sugar',
  'added sugar',
  'gluten free',
  'dairy free',
  'fat free',
  'caffeine free',
  'water resistant',
  'water repellent',
  'water proof',
  'battery life',
  'battery powered',
  'battery operated',
  'dishwasher safe',
  'microwave safe',
  'oven safe',
  'vacuum insulated',
  'vacuum sealed',
  'tracking cookie',
  'browser cookie',
  'cookie consent',
  'cookie banner',
  'computer chip',
  'ai chip',
  'family size',
  'value pack',
  'travel size',
  'gift card',
  'free shipping',
  'customer service',
  'money back',
];

/** Prepositions that open a phrase about something else ('for coffee shops'); 'of' does not. */
const SIDE_PREPOSITIONS = new Set([
  'for',
  'with',
  'without',
  'from',
  'to',
  'in',
  'at',
  'on',
  'by',
  'near',
  'about',
  'like',
  'into',
  'after',
  'before',
  'during',
  'against',
  'than',
  'unlike',
]);

/** Heads so general that the product is named after the preposition ('a subscription for coffee'). */
const GENERIC_HEADS = new Set([
  'subscription',
  'delivery',
  'plan',
  'box',
  'kit',
  'bundle',
  'supply',
  'refill',
  'set',
  'pack',
  'order',
  'service',
  'membership',
  'voucher',
  'coupon',
  'deal',
  'offer',
  'discount',
]);

/** Nouns that size a product rather than name it: 'eggs, 12 count', 'water 24 pack'. */
const MEASURE_NOUNS = new Set([
  'oz',
  'fl',
  'lb',
  'lbs',
  'g',
  'kg',
  'ml',
  'l',
  'mg',
  'count',
  'ct',
  'pack',
  'pk',
  'size',
  'brand',
  'gallon',
  'ounce',
  'liter',
  'litre',
  'piece',
  'edition',
  'version',
  'variety',
  'bundle',
  'value',
  'family',
]);

/** Piece words that, after a number, count a pack instead of naming a product ('100 tablets'). */
const PIECE_NOUNS = new Set([
  'tablet',
  'capsule',
  'caplet',
  'softgel',
  'pod',
  'can',
  'bottle',
  'bar',
  'roll',
  'sheet',
  'pack',
  'bag',
  'stick',
  'piece',
  'cartridge',
  'refill',
  'load',
  'gummy',
  'packet',
  'unit',
  'pill',
  'serving',
]);

interface LexiconEntry {
  categoryIndex: number;
  isBrand: boolean;
}

interface LexiconPhrase {
  key: string;
  words: string[];
  /** Empty for neutral phrases. */
  entries: LexiconEntry[];
}

/** Lower case, no accents or apostrophes: wink lemmatises lower-case text best ('Eggs' → 'egg'). */
function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’]/g, '')
    .replace(/\+/g, ' plus')
    .toLowerCase();
}

/** A listed phrase's words; wink splits some written forms ('4k' → '4 k', '7up' → '7 up'), so those go through it. */
function phraseWords(phrase: string): string[] {
  const normalised = normalise(phrase);
  if (/^[a-z ]+$/.test(normalised)) return normalised.split(' ').filter(Boolean);
  return analyseText(normalised)
    .tokens.filter((token) => token.type !== 'punctuation')
    .map((token) => token.value.toLowerCase());
}

/** Phrases by their first word. */
const LEXICON: Map<string, LexiconPhrase[]> = (() => {
  const phrases = new Map<string, LexiconPhrase>();
  const add = (phrase: string, entry: LexiconEntry | undefined) => {
    const words = phraseWords(phrase);
    const key = words.join(' ');
    const known = phrases.get(key) ?? { key, words, entries: [] };
    if (entry && !known.entries.some((e) => e.categoryIndex === entry.categoryIndex))
      known.entries.push(entry);
    phrases.set(key, known);
  };
  PRODUCT_CATEGORIES.forEach((category, categoryIndex) => {
    for (const brand of category.brands) add(brand, { categoryIndex, isBrand: true });
    for (const word of category.words) add(word, { categoryIndex, isBrand: false });
  });
  for (const phrase of NEUTRAL_PHRASES) add(phrase, undefined);
  const byFirstWord = new Map<string, LexiconPhrase[]>();
  for (const phrase of phrases.values())
    byFirstWord.set(phrase.words[0]!, [...(byFirstWord.get(phrase.words[0]!) ?? []), phrase]);
  return byFirstWord;
})();

/** Punctuation a listed phrase may run across ('coca-cola', 'k-cup'); any other ends it. */
const JOINING_PUNCTUATION = new Set(['-', '/', '.']);

interface LexiconMatch extends PhraseMatch {
  entries: LexiconEntry[];
  wordCount: number;
}

/** Every listed phrase in the text; a word matches a token as written, as wink spells it, or as its lemma. */
function lexiconMatches(text: AnalysedText): LexiconMatch[] {
  const wordTokens = text.tokens.flatMap((token, i) => (token.type === 'punctuation' ? [] : [i]));
  const forms = wordTokens.map((i) => {
    const token = text.tokens[i]!;
    return new Set([token.value.toLowerCase(), token.normal, token.lemma]);
  });
  const matches: LexiconMatch[] = [];
  forms.forEach((first, position) => {
    const candidates = new Set([...first].flatMap((form) => LEXICON.get(form) ?? []));
    for (const phrase of candidates) {
      const last = position + phrase.words.length - 1;
      if (last >= wordTokens.length) continue;
      if (!phrase.words.every((word, j) => forms[position + j]!.has(word))) continue;
      const start = wordTokens[position]!;
      const end = wordTokens[last]! + 1;
      const crossesBreak = text.tokens
        .slice(start, end)
        .some((token) => token.type === 'punctuation' && !JOINING_PUNCTUATION.has(token.value));
      if (!crossesBreak)
        matches.push({
          phrase: phrase.key,
          start,
          end,
          entries: phrase.entries,
          wordCount: phrase.words.length,
        });
    }
  });
  return matches;
}

/** Longest phrases first; a phrase inside an accepted one is dropped. */
function withoutOverlaps(matches: LexiconMatch[]): LexiconMatch[] {
  const byLength = [...matches].sort(
    (a, b) => b.end - b.start - (a.end - a.start) || b.wordCount - a.wordCount || a.start - b.start,
  );
  const kept: LexiconMatch[] = [];
  for (const match of byLength) {
    const overlaps = (k: PhraseMatch) =>
      match.start < k.end && k.start < match.end && !(match.start === k.start && match.end === k.end);
    if (kept.some(overlaps)) continue;
    kept.push(match);
  }
  return kept;
}

function isWord(text: AnalysedText, index: number): boolean {
  const token = text.tokens[index];
  return token !== undefined && token.type !== 'punctuation';
}

/**
 * A verb sense of a one-word match ('watch movies', 'monitor sales') names no product. A text of one
 * word has no context to tell ('Drill'), so there the word stands for the product.
 */
function isVerbSense(text: AnalysedText, match: PhraseMatch): boolean {
  const isOneWordText = text.tokens.filter((token) => token.type !== 'punctuation').length === 1;
  return (
    !isOneWordText && match.end - match.start === 1 && ['VERB', 'AUX'].includes(text.tokens[match.start]!.pos)
  );
}

function countsPieces(text: AnalysedText, match: PhraseMatch): boolean {
  const token = text.tokens[match.start]!;
  return (
    match.end - match.start === 1 &&
    PIECE_NOUNS.has(token.lemma) &&
    text.tokens[match.start - 1]?.pos === 'NUM'
  );
}

/** Followed by a noun that it qualifies ('coffee' in 'coffee shops'), hyphens skipped. */
function isModifier(text: AnalysedText, match: PhraseMatch): boolean {
  let next = match.end;
  while (text.tokens[next]?.value === '-') next++;
  const token = text.tokens[next];
  return (
    token !== undefined &&
    isWord(text, next) &&
    (token.pos === 'NOUN' || token.pos === 'PROPN') &&
    !MEASURE_NOUNS.has(token.lemma)
  );
}

/** Inside 'for ...', 'with ...' and the like, unless the phrase before is a generic head. */
function isInSidePhrase(text: AnalysedText, match: PhraseMatch): boolean {
  for (let i = match.start - 1; i >= 0; i--) {
    const token = text.tokens[i]!;
    if (token.type === 'punctuation' && token.value !== '-' && token.value !== '&') return false;
    if (token.pos === 'VERB' || token.pos === 'AUX' || token.pos === 'SCONJ') return false;
    if (token.pos === 'PRON' && ['that', 'which', 'who'].includes(token.normal)) return false;
    if (token.pos === 'ADP' && SIDE_PREPOSITIONS.has(token.normal)) {
      let head = i - 1;
      while (head >= 0 && text.tokens[head]!.pos === 'ADJ') head--;
      return !GENERIC_HEADS.has(text.tokens[head]?.lemma ?? '');
    }
  }
  return false;
}

const placeNormalised = memoize((normalised: string): ProductPlacement | undefined => {
  const text = analyseText(normalised);
  const scores = new Map<number, { score: number; matched: string[] }>();
  for (const match of withoutOverlaps(lexiconMatches(text))) {
    if (isVerbSense(text, match) || countsPieces(text, match)) continue;
    const sideWeight = isInSidePhrase(text, match) ? PLACEMENT.prepositionWeight : 1;
    const modifier = isModifier(text, match);
    const length = 1 + PLACEMENT.extraWordWeight * (match.wordCount - 1);
    for (const { categoryIndex, isBrand } of match.entries) {
      const positionWeight = isBrand ? PLACEMENT.brandWeight : modifier ? PLACEMENT.modifierWeight : 1;
      const entry = scores.get(categoryIndex) ?? { score: 0, matched: [] };
      entry.score += length * positionWeight * sideWeight;
      if (!entry.matched.includes(match.phrase)) entry.matched.push(match.phrase);
      scores.set(categoryIndex, entry);
    }
  }
  let best: [number, { score: number; matched: string[] }] | undefined;
  for (const candidate of scores)
    if (
      !best ||
      candidate[1].score > best[1].score ||
      (candidate[1].score === best[1].score && candidate[0] < best[0])
    )
      best = candidate;
  if (!best || best[1].score < PLACEMENT.minimumScore) return undefined;
  return { category: PRODUCT_CATEGORIES[best[0]]!, matched: best[1].matched, score: best[1].score };
}, 2_000);

/** The product category a concept is about, or undefined when no category fits well enough. */
export function placeProduct(conceptText: string): ProductPlacement | undefined {
  return placeNormalised(normalise(conceptText));
}

const TIME_UNITS = new Set<Unit>(['month', 'seat-month', 'year', 'night', 'hour', 'day', 'serving', 'trip']);
const MONTHS_PER: Partial<Record<Basis, number>> = { month: 1, year: 12, week: 12 / 52, day: 1 / 30.4 };

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

function unitsCovered(amount: number | undefined, isPerUnit: boolean): { amount: number; stated: boolean } {
  if (isPerUnit) return { amount: 1, stated: true };
  return amount === undefined ? { amount: 1, stated: false } : { amount, stated: true };
}

/** The quantity a price buys, in the category's unit (grams, millilitres, pieces, months...). */
function quantityBought(
  category: ProductCategory,
  reading: QuantityReading,
  bases: Basis[],
): { amount: number; stated: boolean } {
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
      if (sizeAmount !== undefined) return { amount: sizeAmount * (reading.count ?? 1), stated: true };
      if (reading.count !== undefined)
        return { amount: reading.count * (category.each ?? reference), stated: true };
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
      return unitsCovered(reading.durations.night, bases.includes('night'));
    case 'hour':
      return unitsCovered(reading.durations.hour, bases.includes('hour'));
    case 'day':
      return unitsCovered(reading.durations.day, bases.includes('day'));
    case 'session':
      return unitsCovered(reading.durations.session ?? reading.count, bases.includes('session'));
    case 'serving':
      return unitsCovered(reading.durations.serving, bases.includes('serving') || bases.includes('person'));
    case 'trip':
      return unitsCovered(undefined, true);
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

/** The typical price of what the concept offers, or undefined when its product cannot be placed. */
export function referencePriceFor(
  conceptText: string,
  statedPrice?: StatedPrice,
): ReferencePrice | undefined {
  const placement = placeProduct(conceptText);
  if (!placement) return undefined;
  const { category } = placement;
  const reading = readQuantity(conceptText);
  const bought = quantityBought(category, reading, periodBases(reading, statedPrice));
  const scale = quantityScale(category.unit, bought.amount / category.reference.amount);
  const { low, typical, high } = category.priceUsd;
  const referenceUsd = round(typical * scale);
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
    rangeUsd: { low: round(low * scale), typical: referenceUsd, high: round(high * scale) },
    source: category.source,
    sourceDetail: PRICE_SOURCES[category.source],
    matched: placement.matched,
    ...(category.audience ? { audience: category.audience } : {}),
    ...(statedUsd === undefined
      ? {}
      : { statedUsd, priceRatio: referenceUsd > 0 ? statedUsd / referenceUsd : Infinity }),
  };
}
