// A twin's likelihood of buying a concept at any price, from the same consumer model a concept test uses: the
// concept is read once, then judged with each price in place of the one it states (or with a price, when it
// states none), exactly as if the concept had been written with that price.
import type { PricingCurrency } from '@contracts/currency';
import type { Persona } from '@contracts/personas';
import { evaluate } from '../model/evaluate';
import { OFFER_COEFFICIENTS } from '../model/offer-coefficients';
import type { OfferCoefficients } from '../model/offer-model';
import { readPersona } from '../model/persona-features';
import { PRICE_RESPONSE } from '../model/price-coefficients';
import {
  INCOME_SLOPE_TERMS,
  relativePriceSlope,
  type PriceResponseCoefficients,
} from '../model/price-response';
import { memoize } from '../memoize';
import type { ReadingCorrection } from '../reading/reference-price';
import { readConcept, usualPriceShare, type ConceptReading } from '../reading/concept-reader';
import { findPrices } from '../reading/price-parser';
import { EUR_PER_UNIT, type BillingPeriod } from '../units';
import type { PriceThresholds } from '../../research-methods/van-westendorp';
import { thresholdsFromDemand } from '../../research-methods/price-thresholds';
import { demandAtPrices, reservationOf, thresholdsOf, type Reservation } from './reservation-price';

/** P(intent ≥ 4): the share of the intent distribution on 'probably' and 'definitely would buy'. */
export const likelihoodOfBuying = (distribution: readonly number[]): number =>
  distribution[3]! + distribution[4]!;

interface PricedConcept {
  reading: ConceptReading;
  /** The concept states its own price (not one appended for the study). */
  ownPrice: boolean;
}

/** The concept as the twin reads it, with a price stated: its own, else one appended in the study's currency. */
const pricedConcept = memoize((key: string): PricedConcept => {
  const [text, currency, corrected] = key.split('\u0000') as [string, PricingCurrency, string];
  const correction: ReadingCorrection | undefined = JSON.parse(corrected);
  const own = readConcept(text, correction);
  if (own.price && own.price.amount > 0) return { reading: own, ownPrice: true };
  return { reading: readConcept(`${text.trim()}\nPrice: 1.00 ${currency}.`, correction), ownPrice: false };
}, 50);

const pricedConceptKey = (concept: string, currency: PricingCurrency, correction?: ReadingCorrection) =>
  `${concept}\u0000${currency}\u0000${JSON.stringify(correction ?? null)}`;

/**
 * The reading with `amount` (in `currency`) as its price: same billing period, reference and everything else. A
 * product the engine cannot place has no usual price to judge a price against; its own stated price stands in, as it
 * does for the suggested ladder, so that eight times the stated price is judged as eight times what it costs.
 */
export function conceptAtPrice(
  { reading: base, ownPrice }: PricedConcept,
  amount: number,
  currency: PricingCurrency,
): ConceptReading {
  const stated = base.price!;
  const eurPerStated = stated.amountEur / (stated.amount * EUR_PER_UNIT[stated.currency]);
  const amountEur = amount * EUR_PER_UNIT[currency] * eurPerStated;
  const statedUsd = (amount * EUR_PER_UNIT[currency]) / EUR_PER_UNIT.USD;
  const reference = base.reference && {
    ...base.reference,
    statedUsd,
    ...(base.reference.referenceUsd > 0 ? { priceRatio: statedUsd / base.reference.referenceUsd } : {}),
  };
  return {
    ...base,
    price: { ...stated, amount, currency, amountEur },
    reference,
    ...(ownPrice && !base.reference ? { priceAgainstStated: amountEur / stated.amountEur } : {}),
  };
}

export interface PurchaseAtPriceInput {
  persona: Persona;
  concept: string;
  currency: PricingCurrency;
  prices: readonly number[];
  /**
   * What the product usually costs, in `currency`, when the caller knows it (a study's usual price, or one the user
   * gave); otherwise the engine's own (studyUsualPrice).
   */
  usualPrice?: number;
  /** The user's corrections to the reading (decision 047): a category, a usual price. */
  reading?: ReadingCorrection;
}

export interface PurchaseModelOptions {
  offerCoefficients?: OfferCoefficients;
  priceCoefficients?: PriceResponseCoefficients;
}

/** The twin's probability of buying at each price, in order. */
export function purchaseLikelihoodsOffline(
  { persona, concept, currency, prices, reading: correction }: PurchaseAtPriceInput,
  options: PurchaseModelOptions = {},
): number[] {
  const base = pricedConcept(pricedConceptKey(concept, currency, correction));
  const reading = readPersona(persona);
  return prices.map((price) =>
    likelihoodOfBuying(
      evaluate(
        conceptAtPrice(base, price, currency),
        reading,
        options.offerCoefficients ?? OFFER_COEFFICIENTS,
        options.priceCoefficients ?? PRICE_RESPONSE,
      ).distribution,
    ),
  );
}

export interface StudyUsualPrice {
  amount: number;
  /** What the product is ('eggs'); null when the engine could not place it. */
  label: string | null;
  /** Where the figure comes from. */
  source: string;
  basis: 'reference' | 'stated' | 'given';
}

/**
 * The usual price a pricing study rests on: the one the user gave, else the usual price of the concept's product,
 * else (a product the engine cannot place, decision 042) the concept's own stated price; undefined with none.
 */
export function studyUsualPrice(
  concept: string,
  currency: PricingCurrency,
  given?: number,
  correction?: ReadingCorrection,
): StudyUsualPrice | undefined {
  // The concept as the study reads it: its own words, nothing appended (readingAtPrice).
  const read = readConcept(concept, correction);
  const { tier, reference } = read;
  const usual = reference && usualOfReference(reference, currency);
  if (given !== undefined)
    return {
      amount: given,
      label: usual?.label ?? null,
      source: 'the usual price given with the study',
      basis: 'given',
    };
  // A premium product usually costs the top of its category's range, as the concept test judges it; a usual price the
  // user corrected is the product's own.
  const share = usualPriceShare(read);
  if (usual && share !== 1)
    return {
      amount: usual.amount * share,
      label: `${tier} ${usual.label}`,
      source: `the top of the usual range (${usual.source}), for a ${tier} product`,
      basis: 'reference',
    };
  if (usual) return { ...usual, basis: 'reference' };
  const stated = statedPriceOf(concept, currency);
  if (stated)
    return {
      amount: stated,
      label: null,
      source: "the concept's own stated price: the engine could not place its product",
      basis: 'stated',
    };
  return undefined;
}

const PERIOD_OF_UNIT: Partial<Record<string, BillingPeriod>> = {
  month: 'month',
  'seat-month': 'month',
  year: 'year',
};

/**
 * The concept as read from its own words, priced at `amount`: whatever price the text states or seems to state is
 * replaced, and none is appended to the text (words added to a concept can change how it is placed).
 */
export function readingAtPrice(
  concept: string,
  amount: number,
  currency: PricingCurrency,
  correction?: ReadingCorrection,
): ConceptReading {
  const own = readConcept(concept, correction);
  if (own.price && own.price.amount > 0)
    return conceptAtPrice({ reading: own, ownPrice: true }, amount, currency);
  const period = (own.reference && PERIOD_OF_UNIT[own.reference.unit]) ?? 'one-off';
  const eur = amount * EUR_PER_UNIT[currency];
  const statedUsd = eur / EUR_PER_UNIT.USD;
  return {
    ...own,
    price: {
      amount,
      currency,
      period,
      text: `${amount.toFixed(2)} ${currency}${period === 'one-off' ? '' : ` per ${period}`}`,
      amountEur: period === 'year' ? eur / 12 : eur,
    },
    reference: own.reference && {
      ...own.reference,
      statedUsd,
      ...(own.reference.referenceUsd > 0 ? { priceRatio: statedUsd / own.reference.referenceUsd } : {}),
    },
  };
}

/** A usual price the user gave replaces the engine's: the concept at that price is at its usual price. */
function atTheUsualPrice(reading: ConceptReading, usual: StudyUsualPrice): ConceptReading {
  if (usual.basis !== 'given') return reading;
  const reference = reading.reference;
  const stated = reference?.statedUsd;
  return {
    ...reading,
    ...(reference &&
      stated !== undefined &&
      reference.referenceUsd > 0 && {
        reference: {
          ...reference,
          referenceUsd: stated,
          rangeUsd: {
            low: (reference.rangeUsd.low * stated) / reference.referenceUsd,
            typical: stated,
            high: (reference.rangeUsd.high * stated) / reference.referenceUsd,
          },
          priceRatio: 1,
        },
      }),
    ...(reading.priceAgainstStated !== undefined && { priceAgainstStated: 1 }),
  };
}

const incomeOf = ({ features }: ReturnType<typeof readPersona>) =>
  features.incomeLow > 0
    ? ('low' as const)
    : features.incomeHigh > 0
      ? ('high' as const)
      : ('middle' as const);

interface StudyTwin {
  usual: number;
  reservation: Reservation;
  /** The consumer model's likelihood of buying at the usual price. */
  atUsual: number;
  /** The consumer model's likelihood of taking it free, where the study asks about a free product. */
  atFree?: number;
  key: string;
}

/**
 * The fitted price response without its income terms, for the reservation price's spread: its centre already moves
 * with income (reservationOf), so the spread takes only what else makes a twin sensitive to price (age, frugality).
 */
const withoutIncomeTerms = (coefficients: PriceResponseCoefficients): PriceResponseCoefficients =>
  Object.fromEntries(
    Object.entries(coefficients).filter(
      ([name]) => !(Object.values(INCOME_SLOPE_TERMS) as string[]).includes(name),
    ),
  );

/** The twin's reservation price for the concept, or undefined when the study has no usual price to centre it on. */
function studyTwin(input: PurchaseAtPriceInput, options: PurchaseModelOptions): StudyTwin | undefined {
  const usual = studyUsualPrice(input.concept, input.currency, input.usualPrice, input.reading);
  if (!usual) return undefined;
  const reading = atTheUsualPrice(
    readingAtPrice(input.concept, usual.amount, input.currency, input.reading),
    usual,
  );
  const twin = readPersona(input.persona);
  const reference = reading.reference;
  const priceCoefficients = options.priceCoefficients ?? PRICE_RESPONSE;
  const likelihoodAt = (atPrice: ConceptReading) =>
    likelihoodOfBuying(
      evaluate(atPrice, twin, options.offerCoefficients ?? OFFER_COEFFICIENTS, priceCoefficients)
        .distribution,
    );
  const free = input.prices.includes(0)
    ? atTheUsualPrice(readingAtPrice(input.concept, 0, input.currency, input.reading), usual)
    : undefined;
  return {
    usual: usual.amount,
    atUsual: likelihoodAt(reading),
    ...(free && { atFree: likelihoodAt(free) }),
    reservation: reservationOf({
      usualPrice: usual.amount,
      group: reference?.group,
      income: incomeOf(twin),
      sensitivity: relativePriceSlope(twin, withoutIncomeTerms(priceCoefficients)),
    }),
    key: `${input.persona.id}\u0000${reference?.category ?? canonicalKey(input.concept)}`,
  };
}

const canonicalKey = (concept: string) => concept.trim().toLowerCase();

/**
 * A pricing study's demand: the twin's likelihood of buying at each price, from its reservation price around the
 * usual price (reservation-price.ts); a study with no usual price at all is judged by the consumer model alone.
 */
export function studyDemandOffline(
  input: PurchaseAtPriceInput,
  options: PurchaseModelOptions = {},
): number[] {
  const twin = studyTwin(input, options);
  if (!twin) return purchaseLikelihoodsOffline(input, options);
  const demand = demandAtPrices(input.prices, twin.atUsual, twin.usual, twin.reservation);
  // Free is not just cheap: people take a free product more readily than the fall in price alone predicts (the
  // zero-price effect; Shampanier, Mazar & Ariely 2007, Marketing Science 26(6)), so a free rung is at least what the
  // consumer model answers for the product free.
  return twin.atFree === undefined
    ? demand
    : demand.map((value, i) => (input.prices[i] === 0 ? Math.max(value, twin.atFree!) : value));
}

/** A pricing study's four Van Westendorp prices for the twin, from the same reservation price. */
export function studyThresholdsOffline(
  input: PurchaseAtPriceInput,
  options: PurchaseModelOptions = {},
): PriceThresholds {
  const twin = studyTwin(input, options);
  if (!twin) return thresholdsFromDemand(input.prices, purchaseLikelihoodsOffline(input, options));
  return thresholdsOf(twin.reservation, twin.key);
}

/** The usual price of the concept's product in `currency` and what it is, or undefined when it cannot be placed. */
export function usualPriceOf(
  concept: string,
  currency: PricingCurrency,
): { amount: number; label: string; source: string } | undefined {
  const reference =
    pricedConcept(pricedConceptKey(concept, currency)).reading.reference ?? readConcept(concept).reference;
  return reference && usualOfReference(reference, currency);
}

function usualOfReference(
  reference: NonNullable<ConceptReading['reference']>,
  currency: PricingCurrency,
): { amount: number; label: string; source: string } | undefined {
  if (reference.referenceUsd <= 0) return undefined;
  return {
    amount: (reference.referenceUsd * EUR_PER_UNIT.USD) / EUR_PER_UNIT[currency],
    label: reference.label,
    source: reference.corrected?.usualPrice ? 'your correction' : reference.sourceDetail.title,
  };
}

/** The price the concept itself states, converted to `currency`, or undefined. */
export function statedPriceOf(concept: string, currency: PricingCurrency): number | undefined {
  const price = readConcept(concept).price;
  if (!price || price.amount <= 0) return undefined;
  return (price.amount * EUR_PER_UNIT[price.currency]) / EUR_PER_UNIT[currency];
}

/** The concept's text with `amount` as its price (replacing the first price it states, else added), for models that read words. */
export function conceptTextAtPrice(concept: string, currency: PricingCurrency, amount: number): string {
  const priceText = `${amount.toFixed(2)} ${currency}`;
  const stated = findPrices(concept).find((mention) => !mention.notAPrice && mention.amount > 0);
  if (!stated) return `${concept.trim()}\nPrice: ${priceText}.`;
  const period = stated.period === 'one-off' ? '' : ` per ${stated.period}`;
  return concept.replace(stated.text, `${priceText}${period}`);
}
