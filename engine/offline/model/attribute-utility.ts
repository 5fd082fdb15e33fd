// What the attributes an offer states are worth to one twin, on the utility scale of its price response: an
// attribute worth $W moves the twin as much as a price lower by $W would (price-response.ts).
import { attributeWorth, RECURRING_MONTHS_CONSIDERED } from '../reading/attribute-kinds';
import { isTheProductItself, type ConceptReading } from '../reading/concept-reader';
import { readAttributes, readPrincipal, type Attribute } from '../reading/attributes';
import type { InterestTerms } from '../knowledge/product-categories';
import { memoize } from '../memoize';
import { EUR_PER_UNIT } from '../units';
import { seededRandom } from '../seeded-random';
import { CHOICE_COEFFICIENTS } from './choice-coefficients';
import type { PersonaReading } from './persona-features';
import { PRICE_RATIO_FLOOR, priceMoveUtility, type PriceResponseCoefficients } from './price-response';
import { PRICE_RESPONSE } from './price-coefficients';

/**
 * How much one twin's taste for a kind of attribute differs from the typical buyer's: a log-normal multiplier of
 * mean 1. Estimate: conjoint studies report individual part-worths spread about as widely as their mean; 0.5 on the
 * log scale keeps nine in ten twins between half and twice the typical worth.
 */
const TASTE_SD = 0.5;
/** The price-ratio step over which the price response's slope is measured. */
const SLOPE_STEP = 0.02;

/**
 * A fee an offer says it charges without saying how much ('hidden fees', 'surprise charges'), as a share of the money
 * the offer puts in play (its price and the money its terms state). From GAO-18-347, "Event Ticket Sales" (2018): the
 * fees ticketing companies added to a ticket's price, some shown only at payment, averaged 27% of it on the primary
 * market and 31% on resale (a nongeneralizable sample of events); the one published measure of fees added on top of
 * an advertised price behind this figure, taken for any offer.
 */
export const UNSTATED_FEE_SHARE = 0.27;

export interface AttributeUtility {
  attribute: Attribute;
  /** Utility per unit of the fitted step share (features, levels, numbers against their norm). */
  perShare: number;
  /** Utility of money amounts (fees, rebates, what a rate makes or costs): each its part of the offer's net money. */
  money: number;
}

/** Seeded per twin and kind; memoised, since a comparison or a choice file asks for it once per offer read. */
const tasteOf = memoize((key: string): number => {
  const z = seededRandom(key).normal();
  return Math.exp(TASTE_SD * z - (TASTE_SD * TASTE_SD) / 2);
}, 20_000);

/** The twin's own weight for a kind of attribute, the same in every offer it reads. */
export const tasteFor = (reading: PersonaReading, kind: string): number =>
  tasteOf(`${reading.persona.id}\u0000attribute\u0000${kind}`);

/**
 * The product's interest terms (its category's). Where a loan states what is borrowed ('a personal loan of $20,000'),
 * the balance is half of it, as the category's typical balance is half a typical loan: what is owed on average while
 * it is repaid.
 */
function interestTermsOf(concept: ConceptReading, conceptPerUsd: number): InterestTerms | undefined {
  const terms = concept.reference?.interest;
  const principal = readPrincipal(concept.text);
  if (!terms || terms.paidTo !== 'lender' || principal === undefined || principal <= 0) return terms;
  return {
    ...terms,
    balance: {
      usd: principal / 2 / conceptPerUsd,
      source: 'Half the amount the concept says is borrowed: what is owed on average while a loan is repaid.',
    },
  };
}

/** Money is weighed in the stated price's currency (dollars where none is stated): its units per dollar. */
const conceptPerUsdOf = (concept: ConceptReading): number =>
  EUR_PER_UNIT.USD / EUR_PER_UNIT[concept.price?.currency ?? 'USD'];

/**
 * Stated / usual price, the usual price in the concept's currency, and how many of the usual price's periods a buyer
 * weighs money against: a price by the month over the months a recurring amount is weighed for (so that a $5 monthly
 * fee on a $5-a-month account is the price doubled, not four times over), any other price once. An unplaced product
 * is judged against the prices it is compared with when there are some (priceAgainstStated), else its own stated
 * price is the usual one. Amounts are in the concept's currency (`conceptPerUsd` converts the dollar reference).
 */
interface PriceFrame {
  ratio: number;
  usual: number;
  periods: number;
}

function priceFrame(concept: ConceptReading, conceptPerUsd: number): PriceFrame | undefined {
  const monthly = concept.price
    ? concept.price.period === 'month'
    : concept.reference?.unit === 'month' && concept.reference.quantity.amount === 1;
  const periods = monthly ? RECURRING_MONTHS_CONSIDERED : 1;
  if (concept.price && concept.priceAgainstStated !== undefined && concept.priceAgainstStated > 0)
    return {
      ratio: concept.priceAgainstStated,
      usual: concept.price.amount / concept.priceAgainstStated,
      periods,
    };
  const ratio = concept.reference?.priceRatio;
  if (concept.price && ratio !== undefined && ratio > 0)
    return { ratio, usual: concept.price.amount / ratio, periods };
  if (concept.price && concept.price.amount > 0) return { ratio: 1, usual: concept.price.amount, periods };
  const usual = concept.reference?.referenceUsd;
  return usual !== undefined && Number.isFinite(usual) && usual > 0
    ? { ratio: 1, usual: usual * conceptPerUsd, periods }
    : undefined;
}

/**
 * The utility of each attribute the concept states that its other readings do not already weigh (a stated quality
 * or defect). `setNorms` holds, per attribute kind, the mean value across the
 * offers being compared: a number with no norm in knowledge is judged against it.
 */
export function attributeUtilities(
  concept: ConceptReading,
  reading: PersonaReading,
  options: {
    priceCoefficients?: PriceResponseCoefficients;
    setNorms?: ReadonlyMap<string, number>;
  } = {},
): AttributeUtility[] {
  if (concept.isVenueOffer) return [];
  const conceptPerUsd = conceptPerUsdOf(concept);
  const frame = priceFrame(concept, conceptPerUsd);
  const ratio = frame?.ratio ?? 1;
  const coefficients = options.priceCoefficients ?? PRICE_RESPONSE;
  const slope =
    (priceMoveUtility(Math.max(ratio - SLOPE_STEP, 0), reading, coefficients) -
      priceMoveUtility(ratio + SLOPE_STEP, reading, coefficients)) /
    (ratio - Math.max(ratio - SLOPE_STEP, 0) + SLOPE_STEP);
  const weighedElsewhere = concept.quality.map((claim) => claim.text.toLowerCase());
  const interest = interestTermsOf(concept, conceptPerUsd);
  const stated = readAttributes(concept.text).attributes.flatMap((attribute) => {
    // A quality claim weighs a feature's presence ('no warranty'), not its degree ('a 5-year warranty').
    const weighed = weighedElsewhere.some(
      (text) => text.includes(attribute.text) || attribute.text.includes(text),
    );
    if ((weighed && attribute.form === 'presence') || isTheProductItself(concept, attribute)) return [];
    const worth = attributeWorth(attribute, {
      ...(options.setNorms?.has(attribute.kind) && { setNorm: options.setNorms.get(attribute.kind)! }),
      ...(interest && { interest }),
      // A rate is money only on its own category's balance; elsewhere ('0% financing' on earbuds) it is a step.
      ...(frame && interest && { conceptPerUsd }),
    });
    return worth && (worth.steps !== 0 || worth.money !== 0) ? [{ attribute, worth }] : [];
  });
  const worths = [...stated, ...unstatedFees(concept, frame, stated)];
  // Money in usual prices, over the periods the price is weighed for; nothing without a price to weigh it against.
  const inPrices = (money: number) => (frame ? money / (frame.usual * frame.periods) : 0);
  // The offer's net money (positive for the buyer) is weighed as a whole, and each amount counts for its part of it.
  const net = worths.reduce((sum, { worth }) => sum + inPrices(worth.money), 0);
  const perPrice = slope * diminishingWorth(Math.abs(net) / (ratio + PRICE_RATIO_FLOOR));
  return worths.map(({ attribute, worth }) => ({
    attribute,
    perShare: worth.steps * tasteFor(reading, attribute.kind) * slope,
    money: inPrices(worth.money) * perPrice,
  }));
}

/**
 * The fee the offer says it charges without its amount ('hidden fees on withdrawals'), once however many words say
 * it: a share of the money in play, the price over the periods it is weighed for and every amount the offer states
 * (fees, rebates, what a rate makes or costs). So on a savings account whose rate makes $17 a month it is more than on
 * a $5 fee alone, and on a $2,000 holiday more than on a $20 meal. None without a price to weigh money against: the
 * claim is then a defect like any other (evaluate.ts).
 */
function unstatedFees(
  concept: ConceptReading,
  frame: PriceFrame | undefined,
  stated: ReadonlyArray<{ worth: { money: number } }>,
): Array<{ attribute: Attribute; worth: { steps: number; money: number } }> {
  const claims = concept.quality.filter((claim) => claim.money);
  if (!frame || claims.length === 0) return [];
  const inPlay =
    frame.usual * frame.ratio * frame.periods +
    stated.reduce((sum, { worth }) => sum + Math.abs(worth.money), 0);
  const amount = UNSTATED_FEE_SHARE * inPlay;
  return [
    {
      attribute: {
        form: 'money',
        kind: 'unstated fee',
        text: claims.map((claim) => claim.text).join(', '),
        amount,
        period: 'one-off',
      },
      worth: { steps: 0, money: -amount },
    },
  ];
}

/** Whether the fees a concept states without their amount are weighed as money (unstatedFees), not as defects. */
export const weighsUnstatedFees = (concept: ConceptReading): boolean =>
  !concept.isVenueOffer && priceFrame(concept, conceptPerUsdOf(concept)) !== undefined;

/**
 * The share of its face value that money is worth when it is `x` times the price it adds to (on the price scale: the
 * stated ratio plus its floor, price-response.ts). The price response is linear in the log of that, so a fee is worth
 * exactly what the same money in the price is ('$5 a month with a $5 monthly fee' is '$10 a month'), and money many
 * times the price counts for less and less, as a dearer price does, rather than putting every buyer at the end of the
 * scale; a gain is worth as much as the same fee, the other way. Money small against the price counts at face value.
 */
const diminishingWorth = (x: number): number => (x === 0 ? 1 : Math.log1p(x) / x);

/** The total utility of the attributes at the shipped (or given) step share. */
export const attributeUtilityOf = (
  utilities: readonly AttributeUtility[],
  stepShare: number = CHOICE_COEFFICIENTS.stepShare,
): number => utilities.reduce((sum, u) => sum + u.perShare * stepShare + u.money, 0);
