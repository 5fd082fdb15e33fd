// Gabor-Granger: each twin's likelihood of buying at each price of a ladder, turned into the demand curve, the
// revenue curve, the revenue-maximising price and the elasticity between neighbouring prices.
import { seededRandom, type SeededRandom } from '../offline/seeded-random';
import { bootstrapDraws, intervalOf, weightedMean, type Interval } from './weighted-sample';

export interface GaborGrangerInput {
  /** The ladder, ascending. */
  prices: readonly number[];
  /** likelihoods[twin][price]: each twin's probability of buying at each price of the ladder. */
  likelihoods: readonly (readonly number[])[];
  /** Each twin's survey weight. */
  weights: readonly number[];
  /** Seeds the bootstrap: the same study gives the same intervals. */
  seed: string;
}

export interface DemandPoint extends Interval {
  price: number;
  /** Weighted share of the panel likely to buy at this price. */
  share: number;
  /** price × share: revenue per potential buyer. */
  revenue: number;
  revenueLow: number;
  revenueHigh: number;
  /** Share of bootstrap panels in which this price earns the most. */
  revenueBestShare: number;
}

export interface ElasticityStep {
  fromPrice: number;
  toPrice: number;
  /** Arc elasticity: % change in demand per % change in price, both against their midpoints. */
  elasticity: number | null;
}

export interface GaborGrangerResult {
  demand: DemandPoint[];
  revenueMaximisingPrice: number;
  elasticities: ElasticityStep[];
}

function sharesOf(input: GaborGrangerInput): number[] {
  return input.prices.map((_, k) =>
    weightedMean(
      input.likelihoods.map((twin) => twin[k]!),
      input.weights,
    ),
  );
}

/**
 * The shares one resampled panel would give if each of its twins answered once: one uniform draw per twin, so it
 * says yes at every price where its likelihood is above the draw (a twin who buys at a price buys at any lower one).
 * The interval then holds both who is on the panel and how each twin happens to answer.
 */
function answeredShares(input: GaborGrangerInput, draw: Uint32Array, random: SeededRandom): number[] {
  const shares = new Array<number>(input.prices.length).fill(0);
  let total = 0;
  for (const i of draw) {
    const u = random.next();
    const likelihoods = input.likelihoods[i]!;
    const weight = input.weights[i]!;
    for (let k = 0; k < shares.length; k++) if (u < likelihoods[k]!) shares[k]! += weight;
    total += weight;
  }
  return shares.map((share) => (total > 0 ? share / total : 0));
}

const bestIndex = (values: readonly number[]): number =>
  values.reduce((best, value, index) => (value > values[best]! ? index : best), 0);

/** Arc elasticity between two points of the demand curve; null when nobody buys at either. */
export function arcElasticity(price1: number, share1: number, price2: number, share2: number): number | null {
  const shareMid = (share1 + share2) / 2;
  const priceMid = (price1 + price2) / 2;
  if (shareMid <= 0 || priceMid <= 0 || price1 === price2) return null;
  return (share2 - share1) / shareMid / ((price2 - price1) / priceMid);
}

export function gaborGranger(input: GaborGrangerInput): GaborGrangerResult {
  const { prices } = input;
  const shares = sharesOf(input);
  const answering = seededRandom(`answers\u0000${input.seed}`);
  const draws = bootstrapDraws(input.weights.length, input.seed).map((draw) =>
    answeredShares(input, draw, answering),
  );
  const bestCounts = prices.map(() => 0);
  for (const drawn of draws) bestCounts[bestIndex(drawn.map((share, k) => share * prices[k]!))]! += 1;
  const demand = prices.map((price, k) => {
    const { low, high } = intervalOf(draws.map((drawn) => drawn[k]!));
    return {
      price,
      share: shares[k]!,
      low,
      high,
      revenue: price * shares[k]!,
      revenueLow: price * low,
      revenueHigh: price * high,
      revenueBestShare: bestCounts[k]! / draws.length,
    };
  });
  const elasticities = prices.slice(1).map((toPrice, k) => ({
    fromPrice: prices[k]!,
    toPrice,
    elasticity: arcElasticity(prices[k]!, shares[k]!, toPrice, shares[k + 1]!),
  }));
  return {
    demand,
    revenueMaximisingPrice: prices[bestIndex(demand.map((point) => point.revenue))]!,
    elasticities,
  };
}
