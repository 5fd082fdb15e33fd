import { PRICE } from './coefficients';
import { weigh, type PersonaReading } from './persona-features';
import { PRICE_RESPONSE } from './price-coefficients';

/**
 * How a twin judges a stated price against what the product normally costs (reading/reference-price.ts).
 * Utility = Σ coefficient × feature, with the price ratio r = stated / usual read on a log scale that stays finite
 * for a free product: x = log((r + ε) / (1 + ε)), 0 at the usual price, about -1.8 when free, +0.6 at twice the
 * usual, +2.1 at ten times. The fit (`npm run validate -- --fit` on the Twin-2K pricing answers) learns the
 * slope, how income and age bend it, and a few demographic levels; the reference itself comes from the category
 * knowledge, never from the answers.
 */
export type PriceResponseCoefficients = Readonly<Record<string, number>>;

export const PRICE_RATIO_FLOOR = 0.2;

/** The terms by which income bends the price slope. */
export const INCOME_SLOPE_TERMS = { low: 'ratio:incomeLow', high: 'ratio:incomeHigh' } as const;

export interface PriceResponseFeature {
  name: string;
  value: number;
}

export const priceRatioScale = (ratio: number): number =>
  Math.log((Math.max(ratio, 0) + PRICE_RATIO_FLOOR) / (1 + PRICE_RATIO_FLOOR));

/** The features of one stated price for one twin; `sensitivity` scales every part that moves with the price. */
export function priceResponseFeatures(ratio: number, reading: PersonaReading): PriceResponseFeature[] {
  const x = priceRatioScale(ratio);
  const { features } = reading;
  const sensitivity = Math.max(PRICE.minMultiplier, 1 + weigh(reading, PRICE.personalSensitivity).total);
  return [
    { name: 'shift', value: 1 },
    { name: 'ratio', value: sensitivity * x },
    { name: INCOME_SLOPE_TERMS.low, value: sensitivity * x * features.incomeLow },
    { name: INCOME_SLOPE_TERMS.high, value: sensitivity * x * features.incomeHigh },
    { name: 'ratio:older', value: sensitivity * x * features.older },
    { name: 'older', value: features.older },
    { name: 'young', value: features.young },
    { name: 'male', value: features.male },
    { name: 'incomeLow', value: features.incomeLow },
  ].filter((feature) => feature.value !== 0);
}

export function priceResponseUtility(
  ratio: number,
  reading: PersonaReading,
  coefficients: PriceResponseCoefficients = PRICE_RESPONSE,
): number {
  return priceResponseFeatures(ratio, reading).reduce(
    (sum, feature) => sum + (coefficients[feature.name] ?? 0) * feature.value,
    0,
  );
}

/** The part of the response that moves with the price: 0 at the usual price, demographic levels left out. */
export const priceMoveUtility = (
  ratio: number,
  reading: PersonaReading,
  coefficients: PriceResponseCoefficients = PRICE_RESPONSE,
): number =>
  priceResponseUtility(ratio, reading, coefficients) - priceResponseUtility(1, reading, coefficients);

/**
 * The twin's slope of the fitted price response on its log-price scale against the fit's own `ratio`: the slope of a
 * middle-income, not-older twin of average traits (2 for a twin twice as put off by a dearer price); income, age and
 * frugality mostly steepen it, so a panel's twins read above 1 on average (decision 046, amendment). 1 where the fit
 * gives no falling slope.
 */
export function relativePriceSlope(
  reading: PersonaReading,
  coefficients: PriceResponseCoefficients = PRICE_RESPONSE,
): number {
  const average = coefficients.ratio ?? 0;
  if (average >= 0) return 1;
  const slope =
    (priceResponseUtility(2, reading, coefficients) - priceResponseUtility(1, reading, coefficients)) /
    (priceRatioScale(2) - priceRatioScale(1));
  return slope < 0 ? slope / average : 1;
}
