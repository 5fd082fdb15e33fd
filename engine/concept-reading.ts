// What the twins understood of a concept, as the user sees it before a run and may correct (decision 047): the
// offline reader's placement, reference price, price, claims and audience, in the shape of contracts/concept-reading.
import {
  type ConceptReading,
  type ProductCategoryItem,
  type ReadingOverride,
  type RunReading,
} from '@contracts/concept-reading';
import { PRICING_CURRENCIES, type PricingCurrency } from '@contracts/currency';
import { measuredDomainOf } from './measured-domain';
import type { AudienceKind } from './offline/knowledge/lexicons';
import type { AudienceHint } from './offline/knowledge/product-categories';
import { PRODUCT_CATEGORIES, productCategory } from './offline/knowledge/product-categories';
import { placeProduct, type ReadingCorrection } from './offline/reading/reference-price';
import { EUR_PER_UNIT } from './offline/units';
import { casedAsIn } from './offline/text-analysis';
import { readAttributes, type Attribute } from './offline/reading/attributes';
import { attributeWorth } from './offline/reading/attribute-kinds';
import {
  isTheProductItself,
  readConcept,
  usualPriceShare,
  withStatedBuyers,
} from './offline/reading/concept-reader';
import {
  AWARENESS_ESTIMATE,
  BRAND_MARKETS,
  type BrandMarket,
  type KnownBrand,
} from './offline/knowledge/brand-knowledge';

export type { ReadingCorrection } from './offline/reading/reference-price';

/** The currency a reading's money is in: the one asked for, else the concept's own price's, else USD. */
export function readingCurrencyOf(concept: string, currency?: PricingCurrency): PricingCurrency {
  if (currency) return currency;
  const stated = readConcept(concept).price?.currency;
  return (PRICING_CURRENCIES as readonly string[]).includes(stated ?? '')
    ? (stated as PricingCurrency)
    : 'USD';
}

/** The engine's correction for a run's override, its usual price in the reading's currency. */
export function correctionOf(
  concept: string,
  override: ReadingOverride | undefined,
  currency?: PricingCurrency,
): ReadingCorrection | undefined {
  if (!override || (override.categoryId === undefined && override.usualPrice === undefined)) return undefined;
  return {
    ...(override.categoryId === undefined ? {} : { categoryId: override.categoryId }),
    ...(override.usualPrice === undefined
      ? {}
      : { usualPrice: { ...override.usualPrice, currency: readingCurrencyOf(concept, currency) } }),
  };
}

/**
 * Why an override cannot be used, per field (empty when it can): an unknown category, a usual price for a concept
 * with no category to price, or a unit foreign to the category.
 */
export function readingOverrideProblems(
  concept: string,
  override: ReadingOverride | undefined,
  field = 'reading',
): Array<{ name: string; reason: string }> {
  if (!override) return [];
  const chosen = override.categoryId === undefined ? undefined : productCategory(override.categoryId);
  if (override.categoryId !== undefined && !chosen)
    return [
      {
        name: `${field}.categoryId`,
        reason: `No category has the id "${override.categoryId}"; GET /api/product-categories lists them.`,
      },
    ];
  const category = chosen ?? placeProduct(concept)?.category;
  const per = override.usualPrice?.per;
  if (override.usualPrice && !category)
    return [
      {
        name: `${field}.usualPrice`,
        reason:
          'The concept is not placed in a category: choose one (categoryId) before giving its usual price.',
      },
    ];
  if (per !== undefined && category && per !== category.unit)
    return [
      {
        name: `${field}.usualPrice.per`,
        reason: `"${per}" is foreign to ${category.label}, which is priced per ${category.unit}.`,
      },
    ];
  return [];
}

const AUDIENCE_KIND_WORDS: Record<AudienceKind, string> = {
  families: 'families',
  professionals: 'professionals',
  seniors: 'older people',
  students: 'students',
  businesses: 'businesses',
  'young-adults': 'young adults',
  'pet-owners': 'pet owners',
};

const AGE_KINDS = new Set<AudienceKind>(['seniors', 'young-adults']);

const FLAG_WORDS: Record<NonNullable<AudienceHint['flags']>[number], string> = {
  parent: 'parents',
  student: 'students',
  retired: 'retired people',
  petOwner: 'pet owners',
  young: 'younger people',
  older: 'older people',
};

/** A category's buyers in plain words: 'people aged 50 and over', 'women', 'parents', 'people in business'. */
function hintWords(hint: AudienceHint | undefined): string[] {
  if (!hint) return [];
  const { min, max } = hint.ages ?? {};
  const ages =
    min !== undefined && max !== undefined
      ? [`people aged ${min}–${max}`]
      : min !== undefined
        ? [`people aged ${min} and over`]
        : max !== undefined
          ? [`people up to ${max}`]
          : [];
  return [
    ...ages,
    ...(hint.sex ? [hint.sex === 'female' ? 'women' : 'men'] : []),
    ...(hint.flags ?? []).map((flag) => FLAG_WORDS[flag]),
    ...(hint.roles ?? []).map((role) => `people in ${role.replace('-', ' ')} work`),
    ...(hint.occupationWords ?? []).slice(0, 3).map((word) => `${word} trades`),
  ];
}

const sameText = (a: string, b: string) => {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  return x.includes(y) || y.includes(x);
};

/** Each stated attribute and how the twins count it: a quality, a defect, neutral, or words the reader could not make out. */
function attributesOf(
  concept: string,
  reading: ReturnType<typeof readConcept>,
): ConceptReading['attributes'] {
  const claims = reading.quality.map((claim) => ({
    text: claim.text,
    counts: claim.valence > 0 ? ('quality' as const) : ('defect' as const),
  }));
  const { attributes, unread } = readAttributes(concept);
  const interest = reading.reference?.interest;
  // A stated term counts as the model weighs it: a 4.5% savings rate for the account, a 29.9% card rate against.
  const countOf = (attribute: Attribute): 'quality' | 'defect' | 'neutral' => {
    const worth = attributeWorth(attribute, { ...(interest && { interest, conceptPerUsd: 1 }) });
    const sign = Math.sign((worth?.steps ?? 0) + (worth?.money ?? 0));
    return sign > 0 ? 'quality' : sign < 0 ? 'defect' : 'neutral';
  };
  // A fee that is the price is shown as the price read, not again as a term.
  const terms = attributes
    .filter((attribute) => !claims.some((claim) => sameText(claim.text, attribute.text)))
    .filter((attribute) => !isTheProductItself(reading, attribute))
    .map((attribute) => ({ text: casedAsIn(concept, attribute.text), counts: countOf(attribute) }));
  return [...claims, ...terms, ...unread.map((text) => ({ text, counts: 'unread' as const }))];
}

const USER_CORRECTION = 'Your correction';

const MARKET_NAMES: Record<BrandMarket, string> = {
  US: 'the US',
  UK: 'the UK',
  NL: 'the Netherlands',
  MT: 'Malta',
};
const listed = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** Where a known brand is a household name or known to many, and its price tier, in plain words. */
function brandNote(brand: KnownBrand): string {
  const where = (level: number) =>
    BRAND_MARKETS.filter((market) => brand.awareness[market] === level).map((market) => MARKET_NAMES[market]);
  const household = where(AWARENESS_ESTIMATE.householdName);
  const known = where(AWARENESS_ESTIMATE.known);
  const reach = [
    ...(household.length ? [`a household name in ${listed(household)}`] : []),
    ...(known.length ? [`known to many in ${listed(known)}`] : []),
  ];
  return `${brand.tier[0]!.toUpperCase()}${brand.tier.slice(1)} brand; ${reach.length ? listed(reach) : 'little known in the twins’ markets'} (awareness estimates).`;
}

/** Why the usual price sits above the category's: a premium or luxury product. */
const tierWords = (reading: ReturnType<typeof readConcept>): string =>
  usualPriceShare(reading) === 1 ? '' : `, the top of its range for a ${reading.tier} product`;

/** What the twins understand of `concept` (with `override` applied), money in `currency` or the concept's. */
export function conceptReadingOf(
  concept: string,
  options: { currency?: PricingCurrency; override?: ReadingOverride } = {},
): RunReading {
  const currency = readingCurrencyOf(concept, options.currency);
  const correction = correctionOf(concept, options.override, currency);
  const reading = readConcept(concept, correction);
  const reference = reading.reference;
  const placement = correction?.categoryId === undefined ? placeProduct(concept) : undefined;
  // The domain is the concept's as written, as the trust report judges it: a correction makes no run measured.
  const domain = measuredDomainOf(concept);
  const audience = [
    ...hintWords(withStatedBuyers(reference?.audience, reading)),
    // Stated ages already say what 'seniors' or 'young people' would.
    ...reading.audiences
      .filter((audience) => !(reading.statedAges && AGE_KINDS.has(audience.kind)))
      .map((audience) => AUDIENCE_KIND_WORDS[audience.kind]),
    ...reading.buyerTradeNames,
  ];
  return {
    category: reference ? { id: reference.category, label: reference.label, group: reference.group } : null,
    confidence: !reference ? 0 : placement ? Math.round(placement.confidence * 100) / 100 : 1,
    usualPrice:
      reference && reference.referenceUsd > 0
        ? {
            amount:
              Math.round(
                ((reference.referenceUsd * usualPriceShare(reading) * EUR_PER_UNIT.USD) /
                  EUR_PER_UNIT[currency]) *
                  100,
              ) / 100,
            currency,
            unit: reference.unit,
            quantity: Math.round(reference.quantity.amount * 100) / 100,
            source: reference.corrected?.usualPrice
              ? USER_CORRECTION
              : `${reference.sourceDetail.title}${tierWords(reading)}`,
          }
        : null,
    price: reading.price
      ? { amount: reading.price.amount, currency: reading.price.currency, per: reading.price.period }
      : null,
    attributes: attributesOf(concept, reading),
    audience: [...new Set(audience)],
    brand: reading.brand
      ? { name: reading.brand.name, tier: reading.brand.tier, note: brandNote(reading.brand) }
      : null,
    measuredDomain: domain.measured,
    measuredDomainNote: domain.note,
    corrections: correction ? options.override! : null,
  };
}

/** Every category the engine can price, for a picker. */
export function productCategoryList(): ProductCategoryItem[] {
  return PRODUCT_CATEGORIES.map(({ id, label, group, unit }) => ({ id, label, group, unit }));
}
