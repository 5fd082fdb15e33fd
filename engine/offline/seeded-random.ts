import { createHash } from 'node:crypto';

/** A deterministic random source: the same seed text always yields the same sequence. */
export interface SeededRandom {
  /** Uniform in [0, 1). */
  next(): number;
  /** Standard normal. */
  normal(): number;
  pick<T>(options: readonly T[]): T;
}

export function seededRandom(seedText: string): SeededRandom {
  let state = createHash('sha256').update(seedText).digest().readUInt32LE(0);
  // mulberry32: small, fast and well distributed for a handful of draws.
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    normal: () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next()),
    pick: <T>(options: readonly T[]): T => options[Math.floor(next() * options.length)]!,
  };
}
