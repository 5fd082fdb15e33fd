// Weighted shares and a seeded bootstrap over twins: what every research method's interval is made of.
import { seededRandom } from '../offline/seeded-random';

/** Resamples of the panel the bootstrap draws: enough for stable 5th and 95th percentiles. */
export const BOOTSTRAP_RESAMPLES = 1000;
/** Intervals are 90%: from the 5th to the 95th percentile of the resampled figure. */
export const INTERVAL_LEVEL = 0.9;

export interface Interval {
  low: number;
  high: number;
}

/** Σ wᵢ·valueᵢ / Σ wᵢ over the twins at `indices` (each index counted as often as it appears). */
export function weightedMean(
  values: readonly number[],
  weights: readonly number[],
  indices?: ArrayLike<number>,
) {
  let sum = 0;
  let total = 0;
  const count = indices ? indices.length : values.length;
  for (let k = 0; k < count; k++) {
    const i = indices ? indices[k]! : k;
    sum += weights[i]! * values[i]!;
    total += weights[i]!;
  }
  return total > 0 ? sum / total : 0;
}

/**
 * `resamples` panels drawn with replacement from the `size` twins, the same for the same seed: each is a list of
 * twin indices, so figures computed on one draw stay paired (every variant or price judged by the same twins).
 */
export function bootstrapDraws(size: number, seed: string, resamples = BOOTSTRAP_RESAMPLES): Uint32Array[] {
  const random = seededRandom(`bootstrap\u0000${seed}`);
  return Array.from({ length: resamples }, () => {
    const draw = new Uint32Array(size);
    for (let k = 0; k < size; k++) draw[k] = Math.floor(random.next() * size);
    return draw;
  });
}

/** The value below which `share` of the sorted values lie (linear between neighbours). */
export function quantile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return Number.NaN;
  const position = (sorted.length - 1) * share;
  const below = Math.floor(position);
  const above = Math.min(sorted.length - 1, below + 1);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (position - below);
}

/** The central 90% of the resampled figures. */
export function intervalOf(resampled: readonly number[]): Interval {
  const sorted = resampled.filter(Number.isFinite).sort((a, b) => a - b);
  const tail = (1 - INTERVAL_LEVEL) / 2;
  return { low: quantile(sorted, tail), high: quantile(sorted, 1 - tail) };
}
