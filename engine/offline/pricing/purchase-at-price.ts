// A twin's likelihood of buying a concept at any price, from the same consumer model a concept test uses: the
// concept is read once, then judged with each price in place of the one it states (or with a price, when it
// states none), exactly as if the concept had been written with that price.
import type { PricingCurrency } from '../../../contracts/currency';
import type { Persona } from '../../../contracts/personas';
import { EUR_PER_UNIT } from '../model/coefficients';
import { evaluate } from '../model/evaluate';
import { OFFER_COEFFICIENTS } from '../model/offer-coefficients';
import type { OfferCoefficients } from '../model/offer-model';
import { readPersona } from '../model/persona-features';
import { PRICE_RESPONSE } from '../model/price-coefficients';
import type { PriceResponseCoefficients } from '../model/price-response';
import { memoize } from '../memoize';
import type { ReadingCorrection } from '../knowledge/reference-price';
import { readConcept, type ConceptReading } from '../reading/concept-reader';
import { findPrices } from '../reading/price-parser';

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
  /** The user's corrections to the reading (decision 047). */
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

/** The usual price of the concept's product in `currency` and what it is, or undefined when it cannot be placed. */
export function usualPriceOf(
  concept: string,
  currency: PricingCurrency,
  correction?: ReadingCorrection,
): { amount: number; label: string; source: string } | undefined {
  const reference =
    pricedConcept(pricedConceptKey(concept, currency, correction)).reading.reference ??
    readConcept(concept, correction).reference;
  if (!reference || reference.referenceUsd <= 0) return undefined;
  return {
    amount: (reference.referenceUsd * EUR_PER_UNIT.USD) / EUR_PER_UNIT[currency],
    label: reference.label,
    source: reference.sourceDetail.title,
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
