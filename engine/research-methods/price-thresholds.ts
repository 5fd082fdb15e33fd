// A twin's four Van Westendorp prices, read off its own demand curve from the consumer model. The model states how
// likely the twin is to buy at each price; each perception is the price at which that likelihood has fallen to a
// set part of what it is when the product costs next to nothing. These parts are modelling choices (decision 034),
// not measured statistics; the model has no term for doubting quality at a low price, so "too cheap" is set at a
// fixed part of the twin's bargain price.
import type { PriceThresholds } from './van-westendorp';

/** Part of the twin's likelihood at the cheapest price that each perception keeps. */
export const PERCEPTION_LEVELS = { bargain: 0.9, gettingExpensive: 0.5, tooExpensive: 0.2 } as const;
export const TOO_CHEAP_PART_OF_BARGAIN = 0.5;
/** The grid a twin's curve is read on: from an eighth to eight times the study's central price, geometric. */
export const THRESHOLD_GRID = { points: 33, spread: 8 } as const;

export function thresholdGrid(centre: number): number[] {
  const { points, spread } = THRESHOLD_GRID;
  return Array.from({ length: points }, (_, k) => centre * spread ** ((2 * k) / (points - 1) - 1));
}

/** The first price (on a log scale between grid points) where the likelihood falls to `level` of the first. */
function priceWhereFallenTo(grid: readonly number[], likelihoods: readonly number[], level: number): number {
  const target = likelihoods[0]! * level;
  for (let k = 1; k < grid.length; k++) {
    if (likelihoods[k]! <= target) {
      const above = likelihoods[k - 1]!;
      const t = above === likelihoods[k] ? 1 : (above - target) / (above - likelihoods[k]!);
      return Math.exp(Math.log(grid[k - 1]!) + t * (Math.log(grid[k]!) - Math.log(grid[k - 1]!)));
    }
  }
  return grid.at(-1)!;
}

/** `likelihoods[k]` is the twin's probability of buying at `grid[k]`, the grid ascending. */
export function thresholdsFromDemand(
  grid: readonly number[],
  likelihoods: readonly number[],
): PriceThresholds {
  const bargain = priceWhereFallenTo(grid, likelihoods, PERCEPTION_LEVELS.bargain);
  return {
    tooCheap: bargain * TOO_CHEAP_PART_OF_BARGAIN,
    bargain,
    gettingExpensive: priceWhereFallenTo(grid, likelihoods, PERCEPTION_LEVELS.gettingExpensive),
    tooExpensive: priceWhereFallenTo(grid, likelihoods, PERCEPTION_LEVELS.tooExpensive),
  };
}
