import { describe, expect, it } from 'vitest';
import { testPersona } from '../test-personas';
import { gaborGranger } from './gabor-granger';
import { intentPreferences, pairedComparison, preferenceOf } from './paired-comparison';
import { ladderAround } from './price-ladder';
import { thresholdGrid, thresholdsFromDemand } from './price-thresholds';
import { segmentBreakdown } from './segment-breakdown';
import { vanWestendorp } from './van-westendorp';

const prices = [2, 3, 4, 5, 6];
/** Twin i buys at price k with a likelihood falling in price, steeper for some twins. */
const likelihoods = Array.from({ length: 60 }, (_, i) =>
  prices.map((price) => 1 / (1 + Math.exp((price - 3 - (i % 5) * 0.5) * 1.5))),
);
const weights = likelihoods.map((_, i) => 0.5 + (i % 3) * 0.5);

describe('gaborGranger', () => {
  const result = gaborGranger({ prices, likelihoods, weights, seed: 'eggs' });

  it('gives a weighted share per price inside its 90% interval, falling with the price', () => {
    for (const point of result.demand) {
      expect(point.low).toBeLessThanOrEqual(point.share);
      expect(point.high).toBeGreaterThanOrEqual(point.share);
    }
    const shares = result.demand.map((point) => point.share);
    expect(shares).toEqual([...shares].sort((a, b) => b - a));
    const manual =
      likelihoods.reduce((sum, row, i) => sum + row[0]! * weights[i]!, 0) / weights.reduce((a, b) => a + b);
    expect(result.demand[0]!.share).toBeCloseTo(manual, 10);
  });

  it('names the ladder price with the most revenue, and negative elasticities where demand falls', () => {
    const revenues = result.demand.map((point) => point.price * point.share);
    expect(result.revenueMaximisingPrice).toBe(prices[revenues.indexOf(Math.max(...revenues))]);
    expect(result.elasticities).toHaveLength(prices.length - 1);
    for (const step of result.elasticities) expect(step.elasticity).toBeLessThan(0);
  });

  it("holds how each twin happens to answer: identical twins at even odds still give a survey's interval", () => {
    const even = Array.from({ length: 100 }, () => [0.5, 0.5, 0.5]);
    const [point] = gaborGranger({
      prices: [1, 2, 3],
      likelihoods: even,
      weights: even.map(() => 1),
      seed: 's',
    }).demand;
    // A 100-person survey at 50%: 90% of answers fall within about ±8 points.
    expect(point!.high - point!.low).toBeGreaterThan(0.12);
    expect(point!.high - point!.low).toBeLessThan(0.22);
  });

  it('gives the same intervals for the same seed and others for another', () => {
    expect(gaborGranger({ prices, likelihoods, weights, seed: 'eggs' })).toEqual(result);
    const other = gaborGranger({ prices, likelihoods, weights, seed: 'milk' });
    expect(other.demand.map((point) => point.low)).not.toEqual(result.demand.map((point) => point.low));
  });
});

describe('vanWestendorp', () => {
  const grid = thresholdGrid(4);
  const answers = likelihoods.map((_, i) =>
    thresholdsFromDemand(
      grid,
      grid.map((price) => 0.8 / (1 + Math.exp((price - 3 - (i % 7) * 0.4) * 1.2))),
    ),
  );
  const result = vanWestendorp({ answers, weights, seed: 'vw' });

  it("orders each twin's four prices and the four curves as the method requires", () => {
    for (const a of answers) {
      expect(a.tooCheap).toBeLessThan(a.bargain);
      expect(a.bargain).toBeLessThanOrEqual(a.gettingExpensive);
      expect(a.gettingExpensive).toBeLessThanOrEqual(a.tooExpensive);
    }
    for (const point of result.curves) {
      expect(point.tooCheap).toBeLessThanOrEqual(point.bargain);
      expect(point.tooExpensive).toBeLessThanOrEqual(point.gettingExpensive);
    }
    const tooCheap = result.curves.map((point) => point.tooCheap);
    expect(tooCheap).toEqual([...tooCheap].sort((a, b) => b - a));
    const tooExpensive = result.curves.map((point) => point.tooExpensive);
    expect(tooExpensive).toEqual([...tooExpensive].sort((a, b) => a - b));
  });

  it('puts the optimal and indifference points inside the acceptable range, each within its interval', () => {
    const { low, high } = result.acceptableRange;
    expect(low).toBeLessThan(high);
    for (const price of [result.optimalPrice, result.indifferencePrice]) {
      expect(price).toBeGreaterThanOrEqual(low);
      expect(price).toBeLessThanOrEqual(high);
    }
    expect(result.intervals.optimalPrice.low).toBeLessThanOrEqual(result.optimalPrice);
    expect(result.intervals.optimalPrice.high).toBeGreaterThanOrEqual(result.optimalPrice);
  });

  it('finds the optimal price where as many call it too cheap as too expensive', () => {
    const same = Array.from({ length: 20 }, () => ({
      tooCheap: 2,
      bargain: 4,
      gettingExpensive: 6,
      tooExpensive: 8,
    }));
    const spread = same.map((a, i) => ({ ...a, tooCheap: 1 + i * 0.1, tooExpensive: 7 + i * 0.1 }));
    const point = vanWestendorp({ answers: spread, weights: spread.map(() => 1), seed: 's' });
    expect(point.optimalPrice).toBeGreaterThan(2.9);
    expect(point.optimalPrice).toBeLessThan(7.1);
    expect(point.indifferencePrice).toBeCloseTo(4, 0);
  });
});

describe('pairedComparison', () => {
  const rows = 50;
  it('names a winner when the same twins clearly prefer one variant', () => {
    const intents = Array.from({ length: rows }, () => [2, 4]);
    const low = [0.4, 0.4, 0.2, 0, 0];
    const high = [0, 0, 0.2, 0.4, 0.4];
    const distributions = intents.map(() => [low, high]);
    const result = pairedComparison({
      intents,
      distributions,
      preferences: intentPreferences(distributions),
      weights: intents.map(() => 1),
      seed: 'x',
    });
    expect(result.winner).toBe(1);
    // B wins unless both answer 3 (chance 0.04, shared).
    expect(result.variants[1]!.preferredShare).toBeCloseTo(0.98, 10);
    expect(result.headToHead[1]![0]).toBeCloseTo(0.98, 10);
  });

  it('names none when the twins are split', () => {
    const intents = Array.from({ length: rows }, (_, i) => (i % 2 === 0 ? [2, 4] : [4, 2]));
    const [low, high] = [
      [0.4, 0.4, 0.2, 0, 0],
      [0, 0, 0.2, 0.4, 0.4],
    ];
    const distributions = intents.map((_, i) => (i % 2 === 0 ? [low, high] : [high, low]));
    const result = pairedComparison({
      intents,
      distributions,
      preferences: intentPreferences(distributions),
      weights: intents.map(() => 1),
      seed: 'x',
    });
    expect(result.winner).toBeNull();
    expect(result.lead.low).toBeLessThanOrEqual(0);
    expect(result.variants[0]!.low).toBeLessThanOrEqual(0.5);
    expect(result.variants[0]!.high).toBeGreaterThanOrEqual(0.5);
  });
});

describe('preferenceOf', () => {
  it('splits a twin evenly between identical variants and sums to one over three', () => {
    const same = [0.1, 0.2, 0.3, 0.2, 0.2];
    expect(preferenceOf([same, same]).map((p) => Number(p.toFixed(10)))).toEqual([0.5, 0.5]);
    const three = preferenceOf([same, [0.3, 0.3, 0.2, 0.1, 0.1], [0, 0, 0.1, 0.4, 0.5]]);
    expect(three.reduce((a, b) => a + b)).toBeCloseTo(1, 10);
    expect(three[2]).toBeGreaterThan(three[0]!);
  });
});

describe('segmentBreakdown', () => {
  it('gives each segment its size and figure and hides segments under 10 twins', () => {
    const personas = Array.from({ length: 25 }, (_, i) =>
      testPersona({ id: `p${i}`, country_code: i < 20 ? 'NL' : 'MT', age: 30 }),
    );
    const breakdown = segmentBreakdown(
      personas,
      personas.map(() => 1),
      (indices) => indices.length,
    );
    const countries = breakdown.segments.filter((segment) => segment.dimension === 'Country');
    expect(countries).toEqual([
      { dimension: 'Country', segment: 'NL', twins: 20, weightShare: 0.8, figure: 20 },
    ]);
    expect(breakdown.hidden.Country).toBe(1);
  });
});

describe('ladderAround', () => {
  it('gives seven rounded prices centred on the given one', () => {
    const ladder = ladderAround(3.4, 7);
    expect(ladder).toHaveLength(7);
    expect(ladder[3]).toBe(3.4);
    expect(ladder[0]).toBeLessThan(2.1);
    expect(ladder[6]).toBeGreaterThan(5.8);
  });
});
