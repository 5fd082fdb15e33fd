// The weighted draws the library generator needs, over the app's seeded random source; the same seed gives the same
// library.
import type { Random } from '@contracts/seeded-random';

export function pickWeighted<T>(random: Random, items: readonly T[], weightOf: (item: T) => number): T {
  const total = items.reduce((sum, item) => sum + weightOf(item), 0);
  let target = random() * total;
  for (const item of items) {
    target -= weightOf(item);
    if (target < 0) return item;
  }
  return items[items.length - 1] as T;
}

/**
 * Chooses `count` items without replacement, each with probability growing with its weight
 * (Efraimidis-Spirakis keys). Zero-weight items are taken only when nothing else is left.
 */
export function sampleWeighted<T>(
  random: Random,
  items: readonly T[],
  count: number,
  weightOf: (item: T) => number,
): T[] {
  return items
    .map((item) => {
      const weight = weightOf(item);
      return { item, key: weight > 0 ? Math.log(1 - random()) / weight : -Infinity };
    })
    .sort((a, b) => b.key - a.key)
    .slice(0, count)
    .map((entry) => entry.item);
}

/** Whole counts for `total` items in proportion to `shares`, rounding by largest remainder so they add up exactly. */
export function allocateCounts(total: number, shares: readonly number[]): number[] {
  const sum = shares.reduce((a, b) => a + b, 0);
  const exact = shares.map((share) => (share / sum) * total);
  const counts = exact.map(Math.floor);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder);
  const missing = total - counts.reduce((a, b) => a + b, 0);
  for (let i = 0; i < missing; i += 1) {
    const slot = byRemainder[i]?.index as number;
    counts[slot] = (counts[slot] as number) + 1;
  }
  return counts;
}
