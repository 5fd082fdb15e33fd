// A twin's reservation price for a product: the most it would pay, uncertain, log-normal around a centre set by what
// the product usually costs (a premium one's: the top of its range) and the twin's income, with a spread from the product group's price
// elasticity (knowledge/price-spread.ts). Pricing studies read demand and Van Westendorp's four prices from it
// (docs/decisions/046-demand-from-reservation-prices.md).
import type { PriceThresholds } from '../../research-methods/van-westendorp';
import type { ProductGroup } from '../knowledge/categories/category-entry';
import {
  GROUP_PRICE_RESPONSE,
  MAX_RESERVATION_SPREAD,
  UNPLACED_PRICE_RESPONSE,
} from '../knowledge/price-spread';
import { seededRandom } from '../seeded-random';

/** Standard normal distribution function (Abramowitz & Stegun 7.1.26, error under 1.5e-7). */
export function normalCdf(z: number): number {
  const t = 1 / (1 + 0.3275911 * (Math.abs(z) / Math.SQRT2));
  const poly =
    t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-(z * z) / 2);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** 2φ(0): a log-normal reservation price with spread σ has elasticity −2φ(0)/σ at its median. */
const ELASTICITY_AT_MEDIAN = 2 / Math.sqrt(2 * Math.PI);

/**
 * Centre of the reservation price against the usual price, by income: estimates (richer twins pay more for the
 * same product; the factor is modest because the usual price is already what most people pay).
 */
export const INCOME_CENTRE = { low: 0.85, high: 1.2 } as const;
/** How far (log scale) twins' doubt about quality spreads around the doubt point: an estimate. */
export const QUALITY_DOUBT_SPREAD = 0.3;
/** Share of a twin's own uncertainty that lies between twins (where each twin's centre sits) rather than within it. */
const BETWEEN_TWINS = 0.5;
/** Van Westendorp's expensive answers: where the chance the price is within reach has fallen to these levels. */
export const EXPENSIVE_LEVELS = { gettingExpensive: 0.5, tooExpensive: 0.2 } as const;

export interface Reservation {
  /** Median reservation price, in the study's currency. */
  centre: number;
  /** Standard deviation of the log reservation price. */
  spread: number;
  qualityDoubtShare: number;
}

/** The log-normal spread of a group's reservation prices: the group's elasticity at the median, capped. */
export function reservationSpread(group: ProductGroup | undefined): number {
  const { categoryElasticity } = group ? GROUP_PRICE_RESPONSE[group] : UNPLACED_PRICE_RESPONSE;
  return Math.min(MAX_RESERVATION_SPREAD, ELASTICITY_AT_MEDIAN / -categoryElasticity);
}

export interface ReservationInput {
  usualPrice: number;
  group: ProductGroup | undefined;
  /**
   * How steeply this twin's likelihood falls with the price against a not-older twin's of average traits, from the
   * consumer model's fitted price response without its income terms (its price sensitivity and age; income moves the
   * centre): a twin twice as sensitive has half the spread.
   */
  sensitivity?: number;
  income: 'low' | 'middle' | 'high';
}

export function reservationOf({ usualPrice, group, income, sensitivity = 1 }: ReservationInput): Reservation {
  const incomeFactor = income === 'middle' ? 1 : INCOME_CENTRE[income];
  return {
    centre: usualPrice * incomeFactor,
    spread: Math.min(MAX_RESERVATION_SPREAD, reservationSpread(group) / sensitivity),
    qualityDoubtShare: (group ? GROUP_PRICE_RESPONSE[group] : UNPLACED_PRICE_RESPONSE).qualityDoubtShare,
  };
}

/** The chance the twin's reservation price is at or above `price`: it would pay that much. */
export const withinReach = (
  price: number,
  { centre, spread }: Pick<Reservation, 'centre' | 'spread'>,
): number => (price <= 0 ? 1 : normalCdf((Math.log(centre) - Math.log(price)) / spread));

/**
 * The twin's likelihood of buying at each price: it wants the product (the consumer model's likelihood at the usual
 * price, `atUsual`) and the price is within its reach, scaled so that at the usual price the two agree; never above 1.
 */
export function demandAtPrices(
  prices: readonly number[],
  atUsual: number,
  usualPrice: number,
  reservation: Reservation,
): number[] {
  const reachAtUsual = withinReach(usualPrice, reservation);
  return prices.map((price) => Math.min(1, (atUsual * withinReach(price, reservation)) / reachAtUsual));
}

/**
 * One twin's four Van Westendorp prices. The twin's own centre is drawn once per twin and product (seeded by `key`)
 * from the between-twin part of the spread; within its own part: getting expensive where the price is as likely out
 * of reach as not, too expensive where it is 80% out of reach; too cheap where its doubt about quality reaches half
 * (the group's doubt share of its centre); a bargain where the chance it is both within reach and trusted is highest.
 */
export function thresholdsOf(reservation: Reservation, key: string): PriceThresholds {
  const between = reservation.spread * Math.sqrt(BETWEEN_TWINS);
  const within = reservation.spread * Math.sqrt(1 - BETWEEN_TWINS);
  const centre = reservation.centre * Math.exp(between * seededRandom(`reservation\u0000${key}`).normal());
  const doubt = Math.log(reservation.qualityDoubtShare);
  let bargainLog = doubt;
  let best = -1;
  for (let k = 0; k <= 200; k++) {
    const x = doubt + ((0 - doubt + within) * k) / 200;
    const value = normalCdf((x - doubt) / QUALITY_DOUBT_SPREAD) * normalCdf(-x / within);
    if (value > best) [best, bargainLog] = [value, x];
  }
  return {
    tooCheap: centre * reservation.qualityDoubtShare,
    bargain: centre * Math.exp(bargainLog),
    gettingExpensive: centre * Math.exp(within * quantileAbove(EXPENSIVE_LEVELS.gettingExpensive)),
    tooExpensive: centre * Math.exp(within * quantileAbove(EXPENSIVE_LEVELS.tooExpensive)),
  };
}

/** z such that the chance of being within reach, normalCdf(−z), equals `level` (bisection). */
function quantileAbove(level: number): number {
  let low = -8;
  let high = 8;
  for (let k = 0; k < 60; k++) {
    const middle = (low + high) / 2;
    if (normalCdf(-middle) > level) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}
