import type { PricingMethod, PricingProduct } from '@contracts/validation';
import { fitLogistic } from './logistic-regression';
import {
  aucWithInterval,
  correlationAttainment,
  groupRates,
  ksSimilarity,
  pearson,
  splitHalfReliability,
  type Scored,
} from './metrics';
import type { PricingRow } from './pricing-scenario';

/** A demand-curve cell (one product at one price) counts when it has at least this many answers. */
export const MIN_CELL_ANSWERS = 8;
/** The threshold an individual prediction is read at for accuracy. */
export const DECISION_THRESHOLD = 0.5;

export type PricingScored = Scored<PricingRow>;

const productOf = (row: PricingRow) => row.fields.product;
export const demandCellKey = (row: PricingRow) => `${row.fields.product}|${row.priceUsd}`;
const mean = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
const finite = (value: number): number | null => (Number.isFinite(value) ? value : null);

/** Share saying yes per product × price cell, real against predicted: Pearson r, KS similarity, and the cells. */
export function demandCurve(scored: readonly PricingScored[]): {
  r: number;
  ks: number;
  cells: Array<{ key: string; real: number; predicted: number; n: number }>;
} {
  const cells = groupRates(scored, (s) => demandCellKey(s.row), MIN_CELL_ANSWERS);
  return {
    r: pearson(
      cells.map((c) => c.predicted),
      cells.map((c) => c.real),
    ),
    ks: ksSimilarity(
      cells.map((c) => c.predicted),
      cells.map((c) => c.real),
    ),
    cells,
  };
}

/** Slope of a logistic fit of the outcome (or of the predictions, as soft labels) on the relative price. */
function priceSlope(points: ReadonlyArray<{ x: number; y: number }>): number {
  const { coefficients } = fitLogistic(
    points.map(({ x, y }) => ({
      features: [
        { name: 'intercept', value: 1 },
        { name: 'price', value: x },
      ],
      offset: 0,
      outcome: y,
    })),
    { l2: 1e-6 },
  );
  return coefficients.price ?? Number.NaN;
}

/** The product's price levels split into thirds by rank: the lowest and highest third. */
function priceThirds(prices: readonly number[]): { low: Set<number>; high: Set<number> } {
  const levels = [...new Set(prices)].sort((a, b) => a - b);
  const third = Math.max(1, Math.round(levels.length / 3));
  return { low: new Set(levels.slice(0, third)), high: new Set(levels.slice(-third)) };
}

/**
 * Per product: the real and simulated price response. The slope is fitted on price / reference price (the
 * engine's, or the product's mean price in the data when the engine has none: the ratio of simulated to real
 * slope does not depend on that scale), and acceptance in the lowest and highest third of its prices.
 */
export function productResponses(
  scored: readonly PricingScored[],
  referenceOf: (row: PricingRow) => number | undefined,
): PricingProduct[] {
  const products = [...new Set(scored.map((s) => productOf(s.row)))].sort();
  return products.map((product) => {
    const own = scored.filter((s) => productOf(s.row) === product);
    const reference = referenceOf(own[0]!.row);
    const scale = reference ?? mean(own.map((s) => s.row.priceUsd));
    const x = (s: PricingScored) => s.row.priceUsd / scale;
    const realSlope = priceSlope(own.map((s) => ({ x: x(s), y: s.outcome })));
    const simulatedSlope = priceSlope(own.map((s) => ({ x: x(s), y: s.prediction })));
    const { low, high } = priceThirds(own.map((s) => s.row.priceUsd));
    const inLow = own.filter((s) => low.has(s.row.priceUsd));
    const inHigh = own.filter((s) => high.has(s.row.priceUsd));
    return {
      product,
      category: own[0]!.row.fields.category,
      referencePriceUsd: reference ?? null,
      answers: own.length,
      realSlope: finite(realSlope),
      simulatedSlope: finite(simulatedSlope),
      slopeRatio: finite(simulatedSlope / realSlope),
      realLowThird: mean(inLow.map((s) => s.outcome)),
      realHighThird: mean(inHigh.map((s) => s.outcome)),
      simulatedLowThird: mean(inLow.map((s) => s.prediction)),
      simulatedHighThird: mean(inHigh.map((s) => s.prediction)),
    };
  });
}

/** Every figure of one method on one split. */
export function summarisePricing(
  name: string,
  scored: readonly PricingScored[],
  referenceOf: (row: PricingRow) => number | undefined,
): PricingMethod {
  const a = aucWithInterval(scored);
  const curve = demandCurve(scored);
  const reliability = splitHalfReliability(scored, demandCellKey, MIN_CELL_ANSWERS);
  const products = productResponses(scored, referenceOf);
  const ratios = products.map((p) => p.slopeRatio).filter((r): r is number => r !== null);
  return {
    name,
    auc: finite(a.value),
    aucLow: finite(a.low),
    aucHigh: finite(a.high),
    accuracy: mean(scored.map((s) => ((s.prediction >= DECISION_THRESHOLD ? 1 : 0) === s.outcome ? 1 : 0))),
    demandCurveR: finite(curve.r),
    correlationAttainment: finite(correlationAttainment(curve.r, reliability)),
    ksSimilarity: finite(curve.ks),
    demandCells: curve.cells.length,
    minSlopeRatio: ratios.length > 0 ? Math.min(...ratios) : null,
    products,
  };
}
