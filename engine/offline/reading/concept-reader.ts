import {
  AUDIENCE_KINDS,
  AUDIENCE_WORDS,
  BENEFIT_CUES,
  CATEGORIES,
  CATEGORY_LABELS,
  CATEGORY_WORDS,
  CLAIM_KINDS,
  CLAIM_WORDS,
  FEATURE_CUES,
  NAME_CUES,
  PRICE_TIER_WORDS,
  type AudienceKind,
  type PriceTier,
  type Category,
  type ClaimKind,
} from '../knowledge/lexicons';
import { memoize } from '../memoize';
import {
  canonicalText,
  isOfferFromAPlace,
  readOffer,
  VENUE_LABELS,
  withoutSituation,
  type OfferReading,
} from './offer-reader';
import { findPrices, type PriceMention } from './price-parser';
import { readStatedAges } from './stated-ages';
import { readStatedSex } from './stated-sex';
import { readQualityClaims, type QualityClaim } from './quality-claims';
import { referencePriceFor, type ReadingCorrection, type ReferencePrice } from './reference-price';
import { productCategory } from '../knowledge/product-categories';
import { TRADES } from '../knowledge/trades';
import { attributeWorth, isStatedFree, normOf } from './attribute-kinds';
import { readAttributes, type Attribute } from './attributes';
import { readBrand } from './brand-mention';
import type { KnownBrand } from '../knowledge/brand-knowledge';
import type { AudienceHint } from '../knowledge/categories/category-entry';
import { analyseText, findPhrases, spanText, type AnalysedText, type Token } from '../text-analysis';

/** How concrete a concept is (0..1): the share each part it has adds, and where it counts as vague. */
const CONCRETENESS = {
  parts: { price: 0.25, features: 0.25, audience: 0.15, numbers: 0.15, length: 0.2 },
  featuresForFullCredit: 2,
  detailedWordCount: 25,
  vagueBelow: 0.35,
};

export interface ClaimReading {
  /** How many times the concept makes the claim. */
  count: number;
  /** The first claim as written, widened to the words it qualifies ('sustainably sourced beans'). */
  citation: string;
}

export interface ConceptReading {
  text: string;
  /** The product's own name when it gives one ('EcoBrew'). */
  name: string | undefined;
  category: Category;
  categoryLabel: string;
  /** The first price stated; the one twins react to. */
  price: PriceMention | undefined;
  /** What the product is and normally costs (reading/reference-price.ts); undefined when it cannot be placed. */
  reference: ReferencePrice | undefined;
  /**
   * Set only when a pricing study asks about a product the engine cannot place at another price than the concept
   * states: that price / the stated one. The stated price then stands in for the usual price (pricing/purchase-at-price.ts).
   */
  priceAgainstStated?: number;
  /** Mass market, premium or luxury, from the concept's words; luxury too for a luxury brand it names (Gucci). */
  tier: PriceTier;
  /** The known brand the concept names (knowledge/brand-knowledge.ts), if any. */
  brand: KnownBrand | undefined;
  features: string[];
  benefits: string[];
  claims: Partial<Record<ClaimKind, ClaimReading>>;
  /** How good it says the product is: qualities (+1) and defects (-1), negation applied. */
  quality: QualityClaim[];
  audiences: Array<{ kind: AudienceKind; text: string }>;
  /** Words of the occupations of the businesses it is made for ('for dental practices': dentist, dental). */
  buyerTrades: string[];
  /** Those businesses as the concept writes them ('dental practices', 'tree surgeons'), to show the user. */
  buyerTradeNames: string[];
  /** The buyers' ages the concept states ('for the over-50s', 'aged 18-30'); they replace the category's. */
  statedAges: { min?: number; max?: number } | undefined;
  /** The buyers' sex the concept names ("women's", 'for men'); it replaces the category's. */
  statedSex: 'female' | 'male' | undefined;
  /** The stated feature that names the product itself ('vitamin C' of 'a serum with vitamin C'), read once. */
  featureNamingProduct: string | undefined;
  /** 0 (vague) .. 1 (concrete). */
  specificity: number;
  /** What a vague concept leaves out: 'the price', 'what it does', 'who it is for'. */
  missing: string[];
  isVague: boolean;
  /** An offer from a place (coupon, voucher, discount at a café, bar, take-away, restaurant). */
  isVenueOffer: boolean;
  /**
   * The offer's structure: kind of place, distance, expiry, company, time, weather, trip; for a concept that is
   * not an offer from a place, only its price range and discount.
   */
  offer: OfferReading;
  /** How far away a concept that is not an offer says it is ('a gym 45 minutes from your home'). */
  distanceMinutes: number | undefined;
}

const VENUE_GROUPS = new Set(['food-service', 'groceries']);
const LIST_ITEM_LIMIT = 6;
const CITATION_EXTENSION = 3;
const CONTENT_POS = new Set(['NOUN', 'PROPN', 'ADJ']);
const LEADING_FILLER_POS = new Set(['DET', 'PRON', 'ADP', 'CCONJ', 'PART', 'AUX', 'SCONJ']);
const CLAUSE_STARTERS = new Set(['that', 'which', 'who', 'to', 'so']);
const NAME_EXCLUSIONS = new Set([
  'EUR',
  'USD',
  'GBP',
  'CHF',
  'I',
  'It',
  'This',
  'Our',
  'We',
  'The',
  'A',
  'An',
]);

function range(start: number, end: number): number[] {
  return Array.from({ length: end - start }, (_, i) => start + i);
}

/** The category whose words cover the most tokens. */
function readCategory(text: AnalysedText): Category {
  let best: Category = 'general';
  let bestScore = 0;
  for (const category of CATEGORIES) {
    if (category === 'general') continue;
    const covered = new Set(
      findPhrases(text, CATEGORY_WORDS[category]).flatMap((m) => range(m.start, m.end)),
    );
    const score = covered.size;
    if (score > bestScore) {
      best = category;
      bestScore = score;
    }
  }
  return best;
}

/** 'EcoBrew is ...', 'PlantPal: ...', '... called PlantPal', or a CamelCase word like 'LedgerFlow'. */
function readName(text: AnalysedText): string | undefined {
  const [first, last] = text.sentences[0] ?? [0, -1];
  const isProperNoun = (token: Token | undefined): token is Token =>
    token !== undefined &&
    (token.pos === 'PROPN' || token.pos === 'NOUN') &&
    /^[A-Z]/.test(token.value) &&
    !NAME_EXCLUSIONS.has(token.value);
  const opening = text.tokens[first];
  const afterOpening = text.tokens[first + 1];
  if (isProperNoun(opening) && (afterOpening?.pos === 'AUX' || afterOpening?.type === 'punctuation'))
    return opening.value;
  const cue = findPhrases({ tokens: text.tokens.slice(first, last + 1), sentences: [] }, NAME_CUES)[0];
  const afterCue = cue ? text.tokens[first + cue.end] : undefined;
  if (isProperNoun(afterCue)) return afterCue.value;
  return text.tokens.slice(first, last + 1).find((token) => /^[A-Z][a-z]+[A-Z][A-Za-z]*$/.test(token.value))
    ?.value;
}

function qualifies(token: Token | undefined): boolean {
  return (
    token !== undefined &&
    (CONTENT_POS.has(token.pos) || (token.pos === 'VERB' && token.normal.endsWith('ed')))
  );
}

/** Widens a match over the adjectives and nouns that follow it, across hyphens ('easy-care houseplants'). */
function citationFor(text: AnalysedText, start: number, end: number): string {
  let stop = end;
  let words = 0;
  while (words < CITATION_EXTENSION) {
    const hyphenated = text.tokens[stop]?.value === '-' && qualifies(text.tokens[stop + 1]);
    if (hyphenated) stop += 1;
    else if (!qualifies(text.tokens[stop])) break;
    stop += 1;
    words += 1;
  }
  return spanText(text, start, stop);
}

/**
 * `weighed`: the texts of the terms the attribute model weighs (weighedTerms); a claim made inside one is that term,
 * and counts once, there.
 */
function readClaims(
  text: AnalysedText,
  weighed: readonly string[],
): Partial<Record<ClaimKind, ClaimReading>> {
  const claims: Partial<Record<ClaimKind, ClaimReading>> = {};
  for (const kind of CLAIM_KINDS) {
    // A claim inside a negation is not made ('not organic').
    const matches = findPhrases(text, CLAIM_WORDS[kind]).filter((m) => {
      if (text.tokens.slice(m.start, m.end).some((t) => t.negated)) return false;
      const said = spanText(text, m.start, m.end).toLowerCase();
      return !weighed.some((attribute) => attribute.includes(said));
    });
    const firstMatch = matches[0];
    if (firstMatch)
      claims[kind] = { count: matches.length, citation: citationFor(text, firstMatch.start, firstMatch.end) };
  }
  return claims;
}

function trimItem(tokens: Token[]): Token[] {
  let start = 0;
  while (start < tokens.length && LEADING_FILLER_POS.has(tokens[start]!.pos)) start += 1;
  return tokens.slice(start);
}

function joinTokens(tokens: Token[]): string {
  return tokens.map((token, i) => (i === 0 ? token.value : token.space + token.value)).join('');
}

/** Splits 'app control, a self-cleaning cycle and beans' into its items. */
function listItems(tokens: Token[]): string[] {
  const items: Token[][] = [[]];
  for (const token of tokens) {
    const separates =
      (token.type === 'punctuation' && token.value !== '-' && token.value !== '/') ||
      token.pos === 'CCONJ' ||
      CLAUSE_STARTERS.has(token.normal);
    if (separates) items.push([]);
    else items.at(-1)!.push(token);
  }
  return items
    .map(trimItem)
    .filter(
      (item) =>
        item.length > 0 &&
        item.length <= LIST_ITEM_LIMIT &&
        item.some((t) => t.pos === 'NOUN' || t.pos === 'PROPN'),
    )
    .filter((item) => !item.some((t) => t.type === 'currency'))
    .map(joinTokens);
}

function readFeatures(text: AnalysedText): string[] {
  const features: string[] = [];
  for (const [first, last] of text.sentences) {
    const sentence: AnalysedText = { tokens: text.tokens.slice(first, last + 1), sentences: [] };
    const cue = findPhrases(sentence, FEATURE_CUES)[0];
    if (cue) features.push(...listItems(sentence.tokens.slice(cue.end)));
  }
  return [...new Set(features)];
}

function readBenefits(text: AnalysedText): string[] {
  const benefits: string[] = [];
  for (const [first, last] of text.sentences) {
    const sentence: AnalysedText = { tokens: text.tokens.slice(first, last + 1), sentences: [] };
    const cue = findPhrases(sentence, BENEFIT_CUES)[0];
    if (!cue) continue;
    let stop = cue.end;
    while (stop < sentence.tokens.length && sentence.tokens[stop]!.type !== 'punctuation') stop += 1;
    if (stop > cue.end) benefits.push(spanText(sentence, cue.start, stop));
  }
  return benefits;
}

function readAudiences(text: AnalysedText): Array<{ kind: AudienceKind; text: string }> {
  return AUDIENCE_KINDS.flatMap((kind) => {
    const match = findPhrases(text, AUDIENCE_WORDS[kind])[0];
    return match ? [{ kind, text: spanText(text, match.start, match.end) }] : [];
  });
}

function readTier(text: AnalysedText, brand: KnownBrand | undefined): PriceTier {
  if (findPhrases(text, PRICE_TIER_WORDS.luxury).some((m) => !text.tokens[m.start]!.negated)) return 'luxury';
  if (findPhrases(text, PRICE_TIER_WORDS.premium).some((m) => !text.tokens[m.start]!.negated))
    return 'premium';
  return brand?.tier === 'luxury' ? 'luxury' : 'mass';
}

/**
 * Where in its category's ordinary range the product's usual price lies, as a multiple of the category's reference:
 * a premium or luxury product's at the top of the range; anything else, and a usual price the user corrected, at the
 * reference. A premium brand (Sony, Starbucks) does not move it: in the camera conjoint people chose Sony no more
 * often than Nikon at the same price (decision 049).
 */
export function usualPriceShare(concept: Pick<ConceptReading, 'tier' | 'reference'>): number {
  const reference = concept.reference;
  // A usual price the user gave is the product's own.
  if (!reference || reference.corrected?.usualPrice || concept.tier === 'mass') return 1;
  return reference.rangeUsd.high / reference.referenceUsd;
}

const TRADE_NAMES = TRADES.flatMap((trade) => trade.names);

/**
 * The businesses a concept is for, a trade named within two words after 'for' ('for small dental practices'): the
 * words of their workers' occupations, and the trades as the concept writes them ('dental practices').
 */
function readBuyerTrades(text: AnalysedText): { workers: string[]; named: string[] } {
  const found = findPhrases(text, TRADE_NAMES)
    .filter((m) => text.tokens[m.end - 1]!.pos === 'NOUN' || text.tokens[m.end - 1]!.pos === 'PROPN')
    .filter((m) => text.tokens.slice(Math.max(0, m.start - 3), m.start).some((t) => t.normal === 'for'));
  return {
    workers: [
      ...new Set(found.flatMap((m) => TRADES.find((trade) => trade.names.includes(m.phrase))!.workers)),
    ],
    // 'coffee shops', not also 'shops' inside it.
    named: [...new Set(found.map((m) => spanText(text, m.start, m.end)))].filter(
      (name, _, all) => !all.some((other) => other !== name && other.includes(name)),
    ),
  };
}

/** Software or a service made for a named trade is business software or a business service. */
function businessCategory(category: Category, buyerTrades: string[]): Category {
  if (buyerTrades.length === 0) return category;
  if (category === 'consumer-software') return 'b2b-software';
  return category === 'general' ? 'b2b-service' : category;
}

const CONCEPT_CACHE_LIMIT = 2000;

/**
 * The texts of the stated terms the attribute model weighs as money or against a norm, so that each counts once: a
 * fee or rebate ('a $15 delivery fee'), a number with a norm ('a 5-year warranty', '18% APR'), a feature given free
 * ('free delivery', 'classes included'). A claim made inside one ('free delivery' as a value claim, 'delivery' as a
 * convenience one) is not counted again, nor a quality inside a number judged against its norm (a 1-year warranty is
 * the usual one, not a quality). Other features keep the claims and qualities they make (decision 048).
 */
function weighedTerms(conceptText: string): { all: string[]; againstNorms: string[] } {
  const { attributes } = readAttributes(conceptText);
  const againstNorms = attributes.filter(
    (attribute) => attribute.form === 'number' && normOf(attribute) !== undefined,
  );
  const priced = attributes.filter(
    (attribute) =>
      (attribute.form === 'money' && attributeWorth(attribute)?.money) || isStatedFree(attribute),
  );
  return {
    all: [...againstNorms, ...priced].map((attribute) => attribute.text),
    againstNorms: againstNorms.map((attribute) => attribute.text),
  };
}

/**
 * Tags the lower-cased text, so that capitals change no reading, and keeps the words as written for display.
 * wink splits both forms into the same tokens; where it would not, the lower-case form is shown.
 */
function analyseCaseFree(text: string): AnalysedText {
  const lower = analyseText(text.toLowerCase());
  const written = analyseText(text);
  if (written.tokens.length !== lower.tokens.length) return lower;
  return {
    sentences: lower.sentences,
    tokens: lower.tokens.map((token, i) => ({ ...token, value: written.tokens[i]!.value })),
  };
}

/** The product itself given away ('free at the store', 'for free'), not 'free delivery' or 'sugar-free'. */
const FREE_PRODUCT =
  /(?:\b(?:for|is|it's|completely|totally|entirely) free\b(?! (?:of|from|delivery|shipping|trial))|\bfree of charge\b|\bat no (?:cost|charge)\b|\bcosts? nothing\b|\bfree (?:at|in) the (?:store|shop|supermarket|grocery store)\b)/i;

/** A range ('$20 to $50') is judged at its middle; a product given away costs 0. */
function readPrice(conceptText: string, offer: OfferReading): PriceMention | undefined {
  const mentions = findPrices(conceptText).filter((mention) => !mention.notAPrice);
  // 'A gym, $99 joining fee and $40 a month' is priced at $40 a month; a fee is the price only where nothing else is.
  const charged = mentions.filter((mention) => !mention.fee);
  const [first, second] = charged.length > 0 ? charged : mentions;
  if (!first) {
    const free = FREE_PRODUCT.exec(conceptText);
    return free ? { amount: 0, amountEur: 0, currency: 'USD', period: 'one-off', text: free[0] } : undefined;
  }
  const range = offer.priceRange;
  if (!first || !second || !range || range.value.low !== first.amount || range.value.high !== second.amount)
    return first;
  const factor = (range.value.low + range.value.high) / 2 / first.amount;
  return { ...first, amount: first.amount * factor, amountEur: first.amountEur * factor, text: range.text };
}

/** The stated fee that is the concept's price ('a travel card, $95 annual fee'): weighed as the price, not again. */
const isStatedPrice = (concept: ConceptReading, attribute: Attribute): boolean =>
  concept.price?.fee === true && attribute.form === 'money' && attribute.amount === concept.price.amount;

/**
 * The first feature that, with a noun of the concept, makes a word its category lists ('a serum with vitamin C' is a
 * vitamin C serum): what the product is, said the other way round, and no feature of it, as 'a vitamin C serum' is
 * none. A second such feature is one ('a serum with vitamin C and hyaluronic acid').
 */
function featureNamingProduct(
  conceptText: string,
  reference: ReferencePrice | undefined,
): string | undefined {
  if (!reference) return undefined;
  const words = ` ${conceptText.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
  const categoryWords = productCategory(reference.category)?.words ?? [];
  const names = (feature: string) =>
    categoryWords.some(
      (word) => word.startsWith(`${feature} `) && words.includes(` ${word.slice(feature.length + 1)} `),
    );
  return readAttributes(conceptText).attributes.find(
    (stated) => stated.form === 'presence' && names(stated.text.toLowerCase()),
  )?.text;
}

const namesTheProduct = (concept: ConceptReading, attribute: Attribute): boolean =>
  attribute.form === 'presence' && attribute.text === concept.featureNamingProduct;

/**
 * Who the product is for: the category's buyers, with the ages and sex the concept names in their stead (an over-50s
 * cruise is for the over-50s whoever takes cruises; a women's razor for women). The one fit every run type uses.
 */
export function withStatedBuyers(
  hint: AudienceHint | undefined,
  concept: Pick<ConceptReading, 'statedAges' | 'statedSex'>,
): AudienceHint | undefined {
  const { statedAges, statedSex } = concept;
  if (!statedAges && !statedSex) return hint;
  return { ...hint, ...(statedAges && { ages: statedAges }), ...(statedSex && { sex: statedSex }) };
}

/** A stated term that is the product itself, its price or what it is, weighed as such and not again as a term. */
export const isTheProductItself = (concept: ConceptReading, attribute: Attribute): boolean =>
  isStatedPrice(concept, attribute) || namesTheProduct(concept, attribute);

let correctionInScope: ReadingCorrection | undefined;

/**
 * Runs `read` with `correction` applied to every concept read inside it that is given none of its own. For
 * models that read their concepts themselves (the choice model reads each offer of a comparison); `read` must be
 * synchronous, so no other read can fall inside the scope. A caller that memoizes by the concept's text alone
 * (pricing/purchase-at-price.ts) would hand back an uncorrected reading inside it: such callers take the correction
 * as an argument instead.
 */
export function withReadingCorrection<T>(correction: ReadingCorrection | undefined, read: () => T): T {
  const outer = correctionInScope;
  correctionInScope = correction;
  try {
    return read();
  } finally {
    correctionInScope = outer;
  }
}

/**
 * Reads what a concept offers: category, price, features, benefits, claims, audience and how concrete it is. A
 * correction (decision 047) replaces the placement's category and the category's usual price.
 */
export function readConcept(conceptText: string, correction = correctionInScope): ConceptReading {
  const key = canonicalText(conceptText);
  return readCanonicalConcept(correction ? `${key}\u0000${JSON.stringify(correction)}` : key);
}

const readCanonicalConcept = memoize((key: string): ConceptReading => {
  const [conceptText, corrected] = key.split('\u0000') as [string, string | undefined];
  const correction: ReadingCorrection | undefined = corrected ? JSON.parse(corrected) : undefined;
  const text = analyseCaseFree(conceptText);
  const statedOffer = readOffer(conceptText);
  const placed = referencePriceFor(conceptText, undefined, correction);
  // 'Invoicing software for coffee shops' names a café but offers software: only food and drink can be a venue's offer.
  const isVenueOffer =
    isOfferFromAPlace(conceptText, statedOffer) && (!placed || VENUE_GROUPS.has(placed.group));
  const offer = isVenueOffer ? statedOffer : withoutSituation(statedOffer);
  const price = readPrice(conceptText, offer);
  const reference = price ? referencePriceFor(conceptText, price, correction) : placed;
  const features = readFeatures(text);
  const audiences = readAudiences(text);
  const wordCount = text.tokens.filter((t) => t.type === 'word').length;
  const hasNumbers = text.tokens.some((t) => t.type === 'number');
  const { parts } = CONCRETENESS;
  const specificity =
    (price ? parts.price : 0) +
    parts.features * Math.min(1, features.length / CONCRETENESS.featuresForFullCredit) +
    (audiences.length > 0 ? parts.audience : 0) +
    (hasNumbers ? parts.numbers : 0) +
    parts.length * Math.min(1, wordCount / CONCRETENESS.detailedWordCount);
  const missing = [
    ...(price ? [] : ['what it costs']),
    ...(features.length > 0 ? [] : ['what it actually does']),
    ...(audiences.length > 0 ? [] : ['who it is for']),
  ];
  const weighed = isVenueOffer ? { all: [], againstNorms: [] } : weighedTerms(conceptText);
  const { workers: buyerTrades, named: buyerTradeNames } = readBuyerTrades(text);
  const category = businessCategory(reference?.coarse ?? readCategory(text), buyerTrades);
  // A place names the concept when it is the offer's or nothing else is ('a restaurant where a meal costs $20').
  const venue = isVenueOffer || category === 'general' ? statedOffer.venue : undefined;
  const venueLabel = venue && VENUE_LABELS[venue.value];
  const brand = readBrand(text);
  return {
    text: conceptText,
    name: readName(text),
    category,
    categoryLabel: venueLabel ?? CATEGORY_LABELS[category],
    price,
    reference,
    tier: readTier(text, brand),
    brand,
    features,
    benefits: readBenefits(text),
    claims: readClaims(text, weighed.all),
    quality: readQualityClaims(text, reference?.category).filter(
      (claim) => !weighed.againstNorms.some((attribute) => attribute.includes(claim.text.toLowerCase())),
    ),
    audiences,
    buyerTrades,
    buyerTradeNames,
    statedAges: readStatedAges(conceptText),
    statedSex: readStatedSex(conceptText),
    featureNamingProduct: featureNamingProduct(conceptText, reference),
    specificity,
    missing,
    isVague: specificity < CONCRETENESS.vagueBelow,
    isVenueOffer,
    offer,
    distanceMinutes: isVenueOffer ? undefined : statedOffer.travelMinutes?.value,
  };
}, CONCEPT_CACHE_LIMIT);
