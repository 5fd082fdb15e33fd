// Van Westendorp's price sensitivity meter: four prices per twin become four cumulative curves, the range of
// acceptable prices (marginal cheapness to marginal expensiveness), the optimal price point (too cheap meets too
// expensive) and the indifference price point (cheap meets expensive).
import { bootstrapDraws, intervalOf, type Interval } from './weighted-sample';

export interface PriceThresholds {
  tooCheap: number;
  bargain: number;
  gettingExpensive: number;
  tooExpensive: number;
}

export interface VanWestendorpInput {
  answers: readonly PriceThresholds[];
  weights: readonly number[];
  seed: string;
  /** Points the curves are read at; defaults to the answers' own range. */
  gridSize?: number;
}

/** The four curves at one price, each the weighted share of twins. */
export interface VanWestendorpPoint {
  price: number;
  /** Would call this price too cheap (their too-cheap answer is at or above it). */
  tooCheap: number;
  /** Would call it a bargain. */
  bargain: number;
  /** Would call it getting expensive (their answer is at or below it). */
  gettingExpensive: number;
  tooExpensive: number;
}

export interface VanWestendorpResult {
  curves: VanWestendorpPoint[];
  /** From the point of marginal cheapness to the point of marginal expensiveness. */
  acceptableRange: Interval;
  optimalPrice: number;
  indifferencePrice: number;
  intervals: {
    acceptableLow: Interval;
    acceptableHigh: Interval;
    optimalPrice: Interval;
    indifferencePrice: Interval;
  };
}

const DEFAULT_GRID_SIZE = 60;

function priceGrid(answers: readonly PriceThresholds[], size: number): number[] {
  const all = answers.flatMap((a) => [a.tooCheap, a.bargain, a.gettingExpensive, a.tooExpensive]);
  const low = Math.min(...all);
  const high = Math.max(...all);
  if (high <= low) return [low];
  return Array.from({ length: size }, (_, k) =>
    k === size - 1 ? high : low + ((high - low) * k) / (size - 1),
  );
}

type Curve = readonly number[];
type Curves = Record<keyof PriceThresholds, Curve>;
const THRESHOLDS = ['tooCheap', 'bargain', 'gettingExpensive', 'tooExpensive'] as const;
/** The cheap questions count a twin at every price up to its answer; the expensive ones from its answer up. */
const COUNTS_UP_TO_ANSWER: Record<keyof PriceThresholds, boolean> = {
  tooCheap: true,
  bargain: true,
  gettingExpensive: false,
  tooExpensive: false,
};

/** For each twin and question, the grid index where its answer starts or stops counting. */
function gridPlaces(grid: readonly number[], answers: readonly PriceThresholds[]) {
  /** How many grid prices lie below `value` (strictly, or at or below it). */
  const countBelow = (value: number, orAt: boolean) => {
    let low = 0;
    let high = grid.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (grid[middle]! < value || (orAt && grid[middle] === value)) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  const firstAtOrAbove = (value: number) => countBelow(value, false);
  const lastAtOrBelow = (value: number) => countBelow(value, true) - 1;
  return Object.fromEntries(
    THRESHOLDS.map((key) => [
      key,
      Int32Array.from(answers, (answer) =>
        COUNTS_UP_TO_ANSWER[key] ? lastAtOrBelow(answer[key]) : firstAtOrAbove(answer[key]),
      ),
    ]),
  ) as Record<keyof PriceThresholds, Int32Array>;
}

/** The four curves on the grid for the twins at `indices` (repeats count again): one pass per question. */
function curvesOf(
  grid: readonly number[],
  places: Record<keyof PriceThresholds, Int32Array>,
  weights: readonly number[],
  indices: ArrayLike<number>,
): Curves {
  let total = 0;
  for (let k = 0; k < indices.length; k++) total += weights[indices[k]!]!;
  const curveOf = (key: keyof PriceThresholds): Curve => {
    const atPlace = new Float64Array(grid.length);
    for (let k = 0; k < indices.length; k++) {
      const i = indices[k]!;
      const place = places[key][i]!;
      if (place >= 0 && place < grid.length) atPlace[place]! += weights[i]!;
    }
    const curve = new Array<number>(grid.length);
    let running = 0;
    // Rounded so that every twin counted reads as exactly 1 whichever order the weights were added in: one curve
    // summed down and another up must not cross by a rounding error.
    const shareOf = (sum: number) => (total > 0 ? Math.round((sum / total) * 1e12) / 1e12 : 0);
    if (COUNTS_UP_TO_ANSWER[key])
      for (let k = grid.length - 1; k >= 0; k--) {
        running += atPlace[k]!;
        curve[k] = shareOf(running);
      }
    else
      for (let k = 0; k < grid.length; k++) {
        running += atPlace[k]!;
        curve[k] = shareOf(running);
      }
    return curve;
  };
  return {
    tooCheap: curveOf('tooCheap'),
    bargain: curveOf('bargain'),
    gettingExpensive: curveOf('gettingExpensive'),
    tooExpensive: curveOf('tooExpensive'),
  };
}

/**
 * The first price of the grid where `rising` reaches `falling`, placed between the two grid points by linear
 * interpolation of their difference; the grid's end when they never meet.
 */
export function crossing(grid: readonly number[], falling: Curve, rising: Curve): number {
  let previous = falling[0]! - rising[0]!;
  if (previous <= 0) return grid[0]!;
  for (let k = 1; k < grid.length; k++) {
    const difference = falling[k]! - rising[k]!;
    if (difference <= 0) {
      const t = previous / (previous - difference);
      return grid[k - 1]! + t * (grid[k]! - grid[k - 1]!);
    }
    previous = difference;
  }
  return grid.at(-1)!;
}

function pointsOf(grid: readonly number[], curves: Curves) {
  const notBargain = curves.bargain.map((share) => 1 - share);
  const notExpensive = curves.gettingExpensive.map((share) => 1 - share);
  return {
    // Marginal cheapness: too cheap meets "not a bargain"; marginal expensiveness: too expensive meets "not expensive".
    acceptableLow: crossing(grid, curves.tooCheap, notBargain),
    acceptableHigh: crossing(grid, notExpensive, curves.tooExpensive),
    optimalPrice: crossing(grid, curves.tooCheap, curves.tooExpensive),
    indifferencePrice: crossing(grid, curves.bargain, curves.gettingExpensive),
  };
}

/** The range and the two points alone, without curves or intervals: a segment's figures. */
export function vanWestendorpPoints(input: Omit<VanWestendorpInput, 'seed'>) {
  const grid = priceGrid(input.answers, input.gridSize ?? DEFAULT_GRID_SIZE);
  const everyone = Array.from(input.answers, (_, i) => i);
  const points = pointsOf(grid, curvesOf(grid, gridPlaces(grid, input.answers), input.weights, everyone));
  return {
    acceptableRange: { low: points.acceptableLow, high: points.acceptableHigh },
    optimalPrice: points.optimalPrice,
    indifferencePrice: points.indifferencePrice,
  };
}

export function vanWestendorp(input: VanWestendorpInput): VanWestendorpResult {
  const grid = priceGrid(input.answers, input.gridSize ?? DEFAULT_GRID_SIZE);
  const places = gridPlaces(grid, input.answers);
  const everyone = Array.from(input.answers, (_, i) => i);
  const curves = curvesOf(grid, places, input.weights, everyone);
  const points = pointsOf(grid, curves);
  const resampled = bootstrapDraws(input.answers.length, input.seed).map((draw) =>
    pointsOf(grid, curvesOf(grid, places, input.weights, draw)),
  );
  const intervalFor = (key: keyof typeof points) => intervalOf(resampled.map((drawn) => drawn[key]));
  return {
    curves: grid.map((price, k) => ({
      price,
      tooCheap: curves.tooCheap[k]!,
      bargain: curves.bargain[k]!,
      gettingExpensive: curves.gettingExpensive[k]!,
      tooExpensive: curves.tooExpensive[k]!,
    })),
    acceptableRange: { low: points.acceptableLow, high: points.acceptableHigh },
    optimalPrice: points.optimalPrice,
    indifferencePrice: points.indifferencePrice,
    intervals: {
      acceptableLow: intervalFor('acceptableLow'),
      acceptableHigh: intervalFor('acceptableHigh'),
      optimalPrice: intervalFor('optimalPrice'),
      indifferencePrice: intervalFor('indifferencePrice'),
    },
  };
}
