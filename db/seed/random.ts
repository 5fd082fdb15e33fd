// A seeded pseudo-random source and the draws the generator needs; the same seed gives the same library.

export type Random = () => number;

/** mulberry32: a small, fast 32-bit generator with good statistical quality for simulation. */
export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(random: Random, items: readonly T[]): T {
  if (items.length === 0) throw new Error('pick from an empty list');
  return items[Math.floor(random() * items.length)] as T;
}

export function pickWeighted<T>(random: Random, items: readonly T[], weightOf: (item: T) => number): T {
  const total = items.reduce((sum, item) => sum + weightOf(item), 0);
  let target = random() * total;
  for (const item of items) {
    target -= weightOf(item);
    if (target < 0) return item;
  }
  return items[items.length - 1] as T;
}

/** A standard normal draw (Box-Muller). */
export function normal(random: Random): number {
  const u = 1 - random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

export function shuffled<T>(random: Random, items: readonly T[]): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return result;
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
