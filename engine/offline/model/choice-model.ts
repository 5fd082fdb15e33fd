// How a twin chooses among offers: its utility for each (evaluate.ts: the product, its price response, every
// attribute stated, its own taste) in a multinomial logit with a fitted scale, beside "none of these" where a task
// offers it. See docs/decisions/044-choices-and-trade-offs.md.
import type { Persona } from '@contracts/personas';
import { levelNumberOf } from '../reading/attribute-kinds';
import { readAttributes } from '../reading/attributes';
import { readConcept, type ConceptReading } from '../reading/concept-reader';
import { attributeUtilities } from './attribute-utility';
import { CHOICE_COEFFICIENTS } from './choice-coefficients';
import { evaluate } from './evaluate';
import { OFFER_COEFFICIENTS } from './offer-coefficients';
import { readPersona, type PersonaReading } from './persona-features';
import { PRICE_RESPONSE } from './price-coefficients';
import { relativePriceSlope, type PriceResponseCoefficients } from './price-response';

export interface ChoiceCoefficients {
  /** Multiplies every utility before the logit: how sharply twins pick the best offer. */
  scale: number;
  /** The share of an offer's usual price that one step of an attribute is worth (reading/attribute-kinds.ts). */
  stepShare: number;
  /**
   * The utility of choosing none of the offers for a twin of average price sensitivity; each twin's is this times
   * its relative price slope (`ChoiceUtilities.noneWeight`).
   */
  none: number;
}

/** An alternative that is no offer: 'None of these', 'I would not buy any', 'Neither'. */
export const isNoneOption = (text: string): boolean =>
  /^\s*(none\b|neither\b|no purchase\b|(i )?would not (buy|choose)\b|(i )?would buy none\b)/i.test(text);

/** Per attribute kind stated as a number in several offers, its mean: the norm a number with no known norm is judged by. */
function setNormsOf(offers: readonly string[]): Map<string, number> {
  const values = new Map<string, number[]>();
  for (const offer of offers)
    for (const attribute of readAttributes(offer).attributes) {
      const value = levelNumberOf(attribute);
      if (value !== undefined) values.set(attribute.kind, [...(values.get(attribute.kind) ?? []), value]);
    }
  return new Map(
    [...values]
      .filter(([, list]) => list.length > 1)
      .map(([kind, list]) => [kind, list.reduce((sum, v) => sum + v, 0) / list.length]),
  );
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * The offers as read for a choice: a product the engine cannot place is judged against the median price of the
 * offers beside it (as a pricing study judges one against its own stated price, decision 042).
 */
export function readChoiceSet(offers: readonly string[]): ConceptReading[] {
  const concepts = offers.map((offer) => readConcept(offer));
  const prices = concepts.flatMap((c) => (c.price && c.price.amount > 0 ? [c.price.amount] : []));
  const middle = prices.length > 1 ? median(prices) : undefined;
  return concepts.map((concept) =>
    middle === undefined || concept.reference?.priceRatio !== undefined || !concept.price
      ? concept
      : { ...concept, priceAgainstStated: concept.price.amount / middle },
  );
}

export interface ChoiceUtilities {
  /** Each offer's utility with attributes' steps left out (money amounts such as fees are in). */
  base: number[];
  /** Each offer's utility per unit of the step share. */
  perShare: number[];
  /**
   * What the twin's "none of these" weighs against the choice model's none utility: its relative price slope. An
   * offer's price and features count in the twin's utility as much as its price sensitivity makes them (attributes
   * are worth what a price cut would be), so keeping the money does too: a twin who barely minds the price does
   * not turn down every offer, and one who minds it much does so more often.
   */
  noneWeight: number;
}

/** The two parts of each offer's utility for one twin; an offer's total is base + stepShare × perShare. */
export function choiceUtilities(
  offers: readonly string[],
  reading: PersonaReading,
  priceCoefficients: PriceResponseCoefficients = PRICE_RESPONSE,
): ChoiceUtilities {
  const concepts = readChoiceSet(offers);
  const setNorms = setNormsOf(offers);
  return {
    base: concepts.map(
      (concept) =>
        evaluate(concept, reading, OFFER_COEFFICIENTS, priceCoefficients, { setNorms, stepShare: 0 }).utility,
    ),
    perShare: concepts.map((concept) =>
      attributeUtilities(concept, reading, { priceCoefficients, setNorms }).reduce(
        (sum, u) => sum + u.perShare,
        0,
      ),
    ),
    noneWeight: relativePriceSlope(reading, priceCoefficients),
  };
}

/** Softmax of scaled utilities; `none` adds the outside option last. */
export function logitShares(utilities: readonly number[], scale: number, none?: number): number[] {
  const scaled = [...utilities, ...(none === undefined ? [] : [none])].map((u) => scale * u);
  const top = Math.max(...scaled);
  const weights = scaled.map((u) => Math.exp(u - top));
  const total = weights.reduce((sum, w) => sum + w, 0);
  return weights.map((w) => w / total);
}

/**
 * The chance that the twin picks each offer (and, with `withNone`, none of them, last): a multinomial logit over
 * its utilities.
 */
export function choiceProbabilities(
  offers: readonly string[],
  persona: Persona,
  options: {
    withNone: boolean;
    coefficients?: ChoiceCoefficients;
    priceCoefficients?: PriceResponseCoefficients;
  },
): number[] {
  const coefficients = options.coefficients ?? CHOICE_COEFFICIENTS;
  const { base, perShare, noneWeight } = choiceUtilities(
    offers,
    readPersona(persona),
    options.priceCoefficients,
  );
  const utilities = base.map((b, j) => b + coefficients.stepShare * perShare[j]!);
  return logitShares(
    utilities,
    coefficients.scale,
    options.withNone ? coefficients.none * noneWeight : undefined,
  );
}
